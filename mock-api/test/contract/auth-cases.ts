import type { Cases } from './cases';
import { advance, DEMO_PASSWORD, expectError, lockAccount, login, setToday, tokenOf } from './helpers';

const LOCKED_EN = 'The account is locked after five failed logins. Try again in 30 minutes or ask an administrator to unlock it.';

/** Login, lockout and its timeout, admin unlock, token expiry, forced reset (spec sections 7, 8). */
export const authCases: Cases = {
  'login answers both tokens and g/me the profile': async (call) => {
    const answer = await login(call, 'buyer');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ userToken: expect.any(String), generalToken: expect.any(String) });
    const me = await call('GET', 'g/me', { token: answer.body.userToken });
    expect(me.body).toMatchObject({ account: 'buyer', acceptTerm: true });
  },

  'a wrong password is refused in the request language; an unknown account the same way': async (call) => {
    expectError(await login(call, 'buyer', 'nope', 'en-US'), 400, ['The account or password is incorrect.']);
    expectError(await login(call, 'buyer', 'nope', 'zh-TW'), 400, ['帳號或密碼錯誤。']);
    expectError(await login(call, 'nobody', 'nope', 'en-US'), 400, ['The account or password is incorrect.']);
  },

  'five failures lock the account, also against the right password, in both languages': async (call) => {
    for (let i = 0; i < 4; i++) expect((await login(call, 'viewer', 'wrong')).body.code).toBeUndefined();
    expectError(await login(call, 'viewer', 'wrong', 'en-US'), 400, [LOCKED_EN], 'FIVE_TIMES_AUTH_FAIL_LOCKED');
    expect((await login(call, 'viewer', DEMO_PASSWORD, 'zh-TW')).body).toEqual({
      messages: ['帳號已因連續五次登入失敗而鎖定，請於 30 分鐘後再試，或聯絡系統管理員解鎖。'],
      code: 'FIVE_TIMES_AUTH_FAIL_LOCKED',
    });
  },

  'the lock lifts after 30 minutes on the business clock, with a fresh count': async (call) => {
    await setToday(call, '2026-03-02');
    await lockAccount(call, 'viewer');
    await advance(call, 29);
    expect((await login(call, 'viewer')).body.code).toBe('FIVE_TIMES_AUTH_FAIL_LOCKED');
    await advance(call, 1);
    expect((await login(call, 'viewer')).status).toBe(200);
    // A fresh count: one typo after the lock is not a sixth failure.
    expect((await login(call, 'viewer', 'wrong')).body.code).toBeUndefined();
  },

  'an administrator with ACCOUNT_INTERNAL edit unlocks an internal account; nobody else may': async (call) => {
    await lockAccount(call, 'viewer');
    const path = 'a/internalUser/viewer/unlock';
    expect((await call('POST', path)).status).toBe(401);
    expectError(await call('POST', path, { token: await tokenOf(call, 'buyer'), lang: 'en-US' }), 403, ['You do not have this permission']);
    expect((await call('POST', path, { token: await tokenOf(call, 'supplier2') })).status).toBe(403);
    const admin = await tokenOf(call, 'admin');
    expectError(await call('POST', 'a/internalUser/nobody/unlock', { token: admin, lang: 'en-US' }), 404, ['Account does not exist.']);
    expect((await call('POST', 'a/internalUser/supplier/unlock', { token: admin })).status).toBe(404);
    const unlocked = await call('POST', path, { token: admin });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ account: 'viewer', locked: false });
    expect((await login(call, 'viewer')).status).toBe(200);
  },

  'a user token lasts 8 hours on the business clock, then answers 401': async (call) => {
    await setToday(call, '2026-03-02');
    const token = await tokenOf(call, 'quality');
    await advance(call, 8 * 60 - 1);
    expect((await call('GET', 'g/me', { token })).status).toBe(200);
    await advance(call, 1);
    expectError(await call('GET', 'g/me', { token, lang: 'en-US' }), 401, [
      'You are not signed in or your session expired. Please sign in again.',
    ]);
    expect((await call('GET', 'g/me', { token: 'forged' })).status).toBe(401);
  },

  'an account flagged mustResetPassword answers REGULAR_PASSWORD_RESET until it sets a new password': async (call) => {
    expect((await call('POST', 'dev/accounts/quality/mustResetPassword', { body: { value: true } })).status).toBe(200);
    expectError(await login(call, 'quality', DEMO_PASSWORD, 'en-US'), 400, ['Please set a new password before signing in.'], 'REGULAR_PASSWORD_RESET');
    expectError(await login(call, 'quality', DEMO_PASSWORD, 'zh-TW'), 400, ['請先設定新密碼再登入。'], 'REGULAR_PASSWORD_RESET');
    const reset = await call('POST', 'auth/resetPwd', {
      body: { account: 'quality', oldPassword: DEMO_PASSWORD, newPassword: 'Quality#2026new', confirmPassword: 'Quality#2026new' },
    });
    expect(reset.status).toBe(204);
    expect((await login(call, 'quality', 'Quality#2026new')).status).toBe(200);
    expect((await call('POST', 'dev/accounts/nobody/mustResetPassword')).status).toBe(404);
  },

  'the seeded accounts are not flagged: the flag defaults to off': async (call) => {
    for (const account of ['admin', 'buyer', 'quality', 'viewer', 'supplier', 'supplier2', 'potential']) {
      expect((await login(call, account)).status).toBe(200);
    }
  },
};
