import { changeLocale, initI18n } from '../i18n/i18n';
import { describeApiError } from './error-outcome';

beforeAll(() => initI18n());

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

  const gatewayPage = '<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx</center></body></html>';
  const foreignJson = { timestamp: '2026-03-02T08:00:00Z', status: 409, error: 'Conflict', path: '/api/a/relation/7/commit' };

  it('without messages: a readable text of its own by the status, never the body (both languages)', async () => {
    await changeLocale('en-US');
    const unavailable = (status: number) => `The server is unavailable right now (error ${status}). Please try again in a few minutes.`;
    expect(describeApiError({ status: 503, body: gatewayPage.replaceAll('504 Gateway Time-out', '503 Service Unavailable') })).toEqual({ kind: 'message', message: unavailable(503) });
    expect(describeApiError({ status: 504, body: gatewayPage })).toEqual({ kind: 'message', message: unavailable(504) });
    expect(describeApiError({ status: 500, body: 'Internal Server Error' })).toEqual({ kind: 'message', message: unavailable(500) });
    expect(describeApiError({ status: 413, body: '<html><body><h1>413 Request Entity Too Large</h1></body></html>' })).toEqual({
      kind: 'message',
      message: 'The file or data is too large for the server to take. Make it smaller, or send it in parts, and try again.',
    });
    const failed = 'The request failed (error 409). Try again; if it keeps failing, contact the system administrator.';
    expect(describeApiError({ status: 409, body: foreignJson })).toEqual({ kind: 'message', message: failed });
    expect(describeApiError({ status: 404, body: { messages: [] } })).toEqual({ kind: 'message', message: failed.replace('409', '404') });

    await changeLocale('zh-TW');
    expect(describeApiError({ status: 504, body: gatewayPage })).toEqual({ kind: 'message', message: '伺服器暫時無法使用（錯誤 504），請過幾分鐘再試一次。' });
    expect(describeApiError({ status: 413, body: '<html><body><h1>413 Request Entity Too Large</h1></body></html>' })).toEqual({
      kind: 'message',
      message: '檔案或資料太大，伺服器無法接收。請縮小檔案或分批上傳後再試一次。',
    });
    expect(describeApiError({ status: 409, body: foreignJson })).toEqual({ kind: 'message', message: '作業失敗（錯誤 409），請再試一次；若仍無法完成，請聯絡系統管理員。' });
  });

  it("the server's own messages win over the status text, a 5xx's too", async () => {
    await changeLocale('en-US');
    expect(describeApiError({ status: 500, body: { messages: ['The ERP did not answer.'] }, transactionId: 'TX-9' })).toEqual({ kind: 'message', message: 'TX-9\nThe ERP did not answer.' });
  });

  it('no answer at all is a network error', () => {
    expect(describeApiError({})).toEqual({ kind: 'network' });
  });
});
