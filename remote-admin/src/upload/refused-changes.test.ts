import { useNotifier } from 'shared-ui';
import { refusedChanges, refusedEntries } from './refused-changes';

const refusal = (messages: string[], paths: string[]) => ({ response: { status: 400, data: { messages, fieldErrors: paths.map((path) => ({ path })) }, headers: {} } });

it('names each refused change by its supplier, with every reason of that supplier', () => {
  const sent = [{ supplierNoScp: 'SCP001001' }, { supplierNoScp: 'SCP001002' }];
  const error = refusal(["The supplier's change is in sign-off (BPM).", 'Postcode: at most 5 characters.', 'Phone is required.'], ['changes.1.supplierNoScp', 'changes.0.values.postcode', 'changes.0.values.phone']);
  expect(refusedChanges(error, sent)).toEqual({
    bySupplier: new Map([
      ['SCP001002', ["The supplier's change is in sign-off (BPM)."]],
      ['SCP001001', ['Postcode: at most 5 characters.', 'Phone is required.']],
    ]),
    general: [],
  });
});

it('keeps a message about the whole batch as it is, and leaves other failures to the notice', () => {
  useNotifier.setState({ notices: [] });
  expect(refusedChanges(refusal(['At least one change.'], ['changes']), [])).toEqual({ bySupplier: new Map(), general: ['At least one change.'] });
  expect(refusedChanges({ response: { status: 500, data: { messages: ['Down'] }, headers: {} } }, [])).toEqual({ bySupplier: new Map(), general: [] });
  expect(useNotifier.getState().notices.map((n) => n.message)).toEqual(['Down']);
});

it('answers the place in the batch of the entry each message is about, never a list of a similar name', () => {
  const error = refusal(['E-mail is not valid.', 'Unknown supplier.', 'At least one row.'], ['rows.2.contactEmail', 'rowsExtra.0', 'rows']);
  expect(refusedEntries(error, 'rows')).toEqual([{ at: 2, message: 'E-mail is not valid.' }, { message: 'Unknown supplier.' }, { message: 'At least one row.' }]);
});
