import { useNotifier } from 'shared-ui';
import { refusedChanges } from './refused-changes';

const refusal = (messages: string[], paths: string[]) => ({ response: { status: 400, data: { messages, fieldErrors: paths.map((path) => ({ path })) }, headers: {} } });

it('names each refused change by its supplier and answers those suppliers', () => {
  const sent = [{ supplierNoScp: 'SCP001001' }, { supplierNoScp: 'SCP001002' }];
  const error = refusal(["The supplier's change is in sign-off (BPM).", 'Postcode: at most 5 characters.'], ['changes.1.supplierNoScp', 'changes.0.values.postcode']);
  expect(refusedChanges(error, sent)).toEqual({
    texts: ["SCP001002: The supplier's change is in sign-off (BPM).", 'SCP001001: Postcode: at most 5 characters.'],
    suppliers: ['SCP001002', 'SCP001001'],
  });
});

it('keeps a message about the whole batch as it is, and leaves other failures to the notice', () => {
  useNotifier.setState({ notices: [] });
  expect(refusedChanges(refusal(['At least one change.'], ['changes']), [])).toEqual({ texts: ['At least one change.'], suppliers: [] });
  expect(refusedChanges({ response: { status: 500, data: { messages: ['Down'] }, headers: {} } }, [])).toEqual({ texts: [], suppliers: [] });
  expect(useNotifier.getState().notices.map((n) => n.message)).toEqual(['Down']);
});
