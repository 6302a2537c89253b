import { describeApiError } from './error-outcome';

describe('describeApiError (spec section 8)', () => {
  it('502 is the maintenance warning', () => {
    expect(describeApiError({ status: 502, body: { messages: ['x'] } })).toEqual({ kind: 'maintenance' });
  });

  it('401 logs out', () => {
    expect(describeApiError({ status: 401 })).toEqual({ kind: 'logout' });
  });

  it.each([
    ['REGULAR_PASSWORD_RESET', '/resetPwd'],
    ['FIVE_TIMES_AUTH_FAIL_LOCKED', '/login'],
    ['TEMP_PASSWORD_EXPIRED', '/forgetPassword'],
  ])('%s goes to %s with its message', (code, to) => {
    expect(describeApiError({ status: 400, body: { code, messages: ['Locked.'] }, transactionId: 'TX1' })).toEqual({
      kind: 'redirect',
      to,
      message: 'Locked.',
    });
  });

  it('other errors: messages joined by line breaks, prefixed by the transaction id', () => {
    expect(describeApiError({ status: 400, body: { messages: ['Required', 'Enter a number'] }, transactionId: 'TX-42' })).toEqual({
      kind: 'message',
      message: 'TX-42\nRequired\nEnter a number',
    });
  });

  it('without messages: the status plus the body', () => {
    expect(describeApiError({ status: 500, body: 'Internal Server Error' })).toEqual({ kind: 'message', message: '500 Internal Server Error' });
    expect(describeApiError({ status: 404, body: { messages: [] } })).toEqual({ kind: 'message', message: '404 {"messages":[]}' });
  });

  it('no answer at all is a network error', () => {
    expect(describeApiError({})).toEqual({ kind: 'network' });
  });
});
