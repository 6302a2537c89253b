import { call } from '../../test/call';
import { DEMO_PASSWORD } from '../seed/accounts';
import { db } from '../store/db';

beforeEach(() => db.attach(null));

const login = (account: string, password = DEMO_PASSWORD, lang?: string) => call('POST', 'auth/pwd', { body: { account, password }, lang });

describe('auth/pwd', () => {
  it('answers both tokens for a demo account, and g/me the profile', async () => {
    const { status, body, headers } = await login('buyer');
    expect(status).toBe(200);
    expect(body).toEqual({ userToken: expect.any(String), generalToken: expect.any(String) });
    expect(headers.get('X-Transaction-Id')).toMatch(/^TX/);
    const me = await call('GET', 'g/me', { token: body.userToken });
    expect(me.body).toMatchObject({ account: 'buyer', userKind: 'internal', acceptTerm: true, functionDisable: [] });
    expect(me.body.permissionMap.SUPPLIER_BASIC.view).toBe(true);
  });

  it('refuses a wrong password with a message in the request language', async () => {
    expect((await login('buyer', 'nope', 'en-US')).body).toEqual({ messages: ['The account or password is incorrect.'] });
    expect((await login('buyer', 'nope', 'zh-TW')).body.messages[0]).toBe('帳號或密碼錯誤。');
  });

  it('locks after five failures in a row, also for the right password afterwards', async () => {
    for (let i = 1; i <= 4; i++) expect((await login('viewer', 'wrong')).body.code).toBeUndefined();
    expect((await login('viewer', 'wrong')).body.code).toBe('FIVE_TIMES_AUTH_FAIL_LOCKED');
    const right = await login('viewer');
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('FIVE_TIMES_AUTH_FAIL_LOCKED');
  });

  it('a success resets the failure count', async () => {
    for (let i = 0; i < 4; i++) await login('quality', 'wrong');
    expect((await login('quality')).status).toBe(200);
    expect((await login('quality', 'wrong')).body.code).toBeUndefined();
  });
});

describe('g/me and accept-terms', () => {
  it('answers 401 without a token or with a wrong one', async () => {
    expect((await call('GET', 'g/me')).status).toBe(401);
    expect((await call('GET', 'g/me', { token: 'forged' })).status).toBe(401);
  });

  it('a supplier accepts the terms on the supplier-side call only', async () => {
    const { body } = await login('supplier');
    expect((await call('GET', 'g/me', { token: body.userToken })).body).toMatchObject({ userKind: 'supplier', acceptTerm: false });
    expect((await call('PUT', 'a/me/acceptTerm', { token: body.userToken })).status).toBe(403);
    expect((await call('PUT', 'su/me/acceptTerm', { token: body.userToken })).status).toBe(200);
    expect((await call('GET', 'g/me', { token: body.userToken })).body.acceptTerm).toBe(true);
  });
});

describe('auth/resetPwd', () => {
  const reset = (newPassword: string, confirmPassword = newPassword, lang = 'en-US') =>
    call('POST', 'auth/resetPwd', { body: { account: 'buyer', oldPassword: DEMO_PASSWORD, newPassword, confirmPassword }, lang });

  it('names each broken rule of the new password by its field in the contract’s words, beside the messages', async () => {
    const reused = await reset(DEMO_PASSWORD);
    expect(reused.status).toBe(400);
    const message = 'The new password cannot be the current password or the previous one.';
    expect(reused.body).toEqual({ messages: [message], fieldErrors: [{ path: 'newPassword', key: 'validation:passwordReused', params: { history: 1 } }] });

    const both = await reset('abc', 'abd', 'zh-TW');
    expect(both.body.fieldErrors.map((e: { path: string }) => e.path)).toEqual(['newPassword', 'confirmPassword']);
    expect(both.body.messages).toEqual(['密碼不符合設定要求。', '兩次輸入的密碼不一致。']);
    expect((await login('buyer')).status).toBe(200);
  });

  it('takes a new password that keeps the rules', async () => {
    expect((await reset('Fresh#Start2026x')).status).toBe(204);
    expect((await login('buyer', 'Fresh#Start2026x')).status).toBe(200);
  });
});
