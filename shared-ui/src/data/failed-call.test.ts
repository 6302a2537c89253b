import { setApiNavigator, useNotifier, useSession } from 'shared-ui';
import { silentCallFailure } from './failed-call';

const failure = (status: number, data: unknown, transactionId?: string) => ({ response: { status, data, headers: transactionId ? { 'x-transaction-id': transactionId } : {} } });
const notices = () => useNotifier.getState().notices.map((n) => n.message);

beforeEach(() => useNotifier.setState({ notices: [] }));

it('answers a 400 messages for the screen and shows no notice', () => {
  expect(silentCallFailure(failure(400, { messages: ['Row 3: quantity is not numeric.', ''] }))).toEqual(['Row 3: quantity is not numeric.']);
  expect(silentCallFailure(failure(400, 'not json'))).toEqual([]);
  expect(notices()).toEqual([]);
});

it('hands any other failure to the notice of spec section 8', () => {
  expect(silentCallFailure(failure(409, { messages: ['The inquiry is closed.'] }, 'TX1'))).toEqual([]);
  expect(notices()).toEqual(['TX1\nThe inquiry is closed.']);
});

it('leaves maintenance and an ended session to the client, which handles them even for silent calls', () => {
  const moveTo = jest.fn();
  setApiNavigator(moveTo);
  expect(silentCallFailure(failure(502, null))).toEqual([]);
  // The client logged the user out on the 401: no token is left, and it is not done twice.
  useSession.setState({ userToken: null, generalToken: null });
  expect(silentCallFailure(failure(401, null))).toEqual([]);
  expect(notices()).toEqual([]);
  expect(moveTo).not.toHaveBeenCalled();
});

it('neither logs a visitor out nor sends it to the login page on a 401 of its general token: its form stays, and says why', () => {
  const moveTo = jest.fn();
  setApiNavigator(moveTo);
  useSession.setState({ userToken: null, generalToken: 'signup-token' });
  expect(silentCallFailure(failure(401, null))).toEqual([]);
  expect(moveTo).not.toHaveBeenCalled();
  expect(useSession.getState().generalToken).toBe('signup-token');
  expect(notices()).toEqual([]);
});
