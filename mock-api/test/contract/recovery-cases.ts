import type { Answer, Call } from '../call';
import type { Cases } from './cases';
import { advance, DEMO_PASSWORD, expectError, login, outbox, setToday, tempPasswordFor } from './helpers';

const SUPPLIER_EMAIL = 'sales@hsintai.example';
const POLICY = { en: 'Password does not meet setting requirements.', zh: '密碼不符合設定要求。' };
const MISMATCH = { en: "Two passwords don't match.", zh: '兩次輸入的密碼不一致。' };
const REUSED = { en: 'The new password cannot be the current password or the previous one.', zh: '新密碼不可與目前密碼或前一次使用的密碼相同。' };

/** A refused reset: every broken rule one message, and named by the field it is about (the form shows it there). */
function expectBroken(answer: Answer, broken: [field: 'newPassword' | 'confirmPassword', message: string][]) {
  expect(answer.status).toBe(400);
  expect(answer.body.messages).toEqual(broken.map(([, message]) => message));
  expect(answer.body.fieldErrors.map((e: { path: string }) => e.path)).toEqual(broken.map(([field]) => field));
}

const resetPwd = (call: Call, oldPassword: string, newPassword: string, confirmPassword = newPassword, lang = 'en-US') =>
  call('POST', 'auth/resetPwd', { body: { account: 'supplier', oldPassword, newPassword, confirmPassword }, lang });

async function requestTempPassword(call: Call) {
  // The e-mail matches case-insensitively, as mail addresses do.
  const answer = await call('POST', 'auth/forgetPwd', { body: { account: 'supplier', email: 'Sales@HsinTai.example' } });
  expect(answer.status).toBe(204);
  return tempPasswordFor(call, SUPPLIER_EMAIL);
}

/** Forgotten password and account, temporary passwords, the reset rules (spec sections 5, 7, 8). */
export const recoveryCases: Cases = {
  'forgot password → temporary password by mail → REGULAR_PASSWORD_RESET → reset rules → new password works': async (call) => {
    await setToday(call, '2026-03-02');
    const temp = await requestTempPassword(call);

    expectError(
      await login(call, 'supplier', temp, 'en-US'),
      400,
      ['This is a temporary password. Use it as the old password to set a new password, then sign in.'],
      'REGULAR_PASSWORD_RESET',
    );
    expect((await login(call, 'supplier', temp, 'zh-TW')).body.code).toBe('REGULAR_PASSWORD_RESET');

    expectBroken(await resetPwd(call, temp, 'short1!A'), [['newPassword', POLICY.en]]);
    expectBroken(await resetPwd(call, temp, 'short1!A', 'short1!A', 'zh-TW'), [['newPassword', POLICY.zh]]);
    expectBroken(await resetPwd(call, temp, 'alllowercase#2026'), [['newPassword', POLICY.en]]);
    expectBroken(await resetPwd(call, temp, 'Supplier#2026new', 'Supplier#2026neW'), [['confirmPassword', MISMATCH.en]]);
    expectBroken(await resetPwd(call, temp, 'Supplier#2026new', 'Supplier#2026neW', 'zh-TW'), [['confirmPassword', MISMATCH.zh]]);
    // Every broken rule, one message each.
    expectBroken(await resetPwd(call, temp, 'weak', 'other'), [['newPassword', POLICY.en], ['confirmPassword', MISMATCH.en]]);
    expectBroken(await resetPwd(call, temp, DEMO_PASSWORD), [['newPassword', REUSED.en]]);
    expectBroken(await resetPwd(call, temp, DEMO_PASSWORD, DEMO_PASSWORD, 'zh-TW'), [['newPassword', REUSED.zh]]);

    expect((await resetPwd(call, temp, 'Supplier#2026new')).status).toBe(204);
    expect((await login(call, 'supplier', 'Supplier#2026new')).status).toBe(200);
    // Used up: the temporary password and the replaced one no longer open the account.
    expectError(await login(call, 'supplier', temp, 'en-US'), 400, ['The account or password is incorrect.']);
    expect((await login(call, 'supplier', DEMO_PASSWORD)).status).toBe(400);

    // History 1: the previous password is refused, an older one is not remembered.
    expectBroken(await resetPwd(call, 'Supplier#2026new', DEMO_PASSWORD), [['newPassword', REUSED.en]]);
    expect((await resetPwd(call, 'Supplier#2026new', 'Supplier#2026third')).status).toBe(204);
    expect((await resetPwd(call, 'Supplier#2026third', DEMO_PASSWORD)).status).toBe(204);
  },

  'a temporary password expires after 24 hours on the business clock: TEMP_PASSWORD_EXPIRED': async (call) => {
    await setToday(call, '2026-03-02');
    const temp = await requestTempPassword(call);
    await advance(call, 23 * 60);
    expect((await login(call, 'supplier', temp)).body.code).toBe('REGULAR_PASSWORD_RESET');
    await advance(call, 2 * 60);
    expectError(await login(call, 'supplier', temp, 'en-US'), 400, ['The temporary password has expired. Please request a new one.'], 'TEMP_PASSWORD_EXPIRED');
    expectError(await login(call, 'supplier', temp, 'zh-TW'), 400, ['臨時密碼已過期，請重新申請。'], 'TEMP_PASSWORD_EXPIRED');
    expect((await resetPwd(call, temp, 'Supplier#2026new')).body.code).toBe('TEMP_PASSWORD_EXPIRED');
    // The regular password was never replaced by the request.
    expect((await login(call, 'supplier')).status).toBe(200);
  },

  'forgetPwd answers the same whether or not the account and e-mail match, and mails only on a match': async (call) => {
    const unknown = await call('POST', 'auth/forgetPwd', { body: { account: 'nobody', email: SUPPLIER_EMAIL } });
    const wrongMail = await call('POST', 'auth/forgetPwd', { body: { account: 'supplier', email: 'other@x.example' } });
    const match = await call('POST', 'auth/forgetPwd', { body: { account: 'supplier', email: SUPPLIER_EMAIL } });
    for (const answer of [unknown, wrongMail, match]) {
      expect(answer.status).toBe(204);
      expect(answer.body).toBeNull();
    }
    const mails = await outbox(call);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: SUPPLIER_EMAIL, subject: '供應商協同平台臨時密碼', sentAt: expect.any(String) });
    expect(mails[0].body).toContain('帳號：supplier');
  },

  'forgetPwd refuses malformed input only': async (call) => {
    expectError(await call('POST', 'auth/forgetPwd', { body: {}, lang: 'en-US' }), 400, ['Required', 'Required']);
    expectError(await call('POST', 'auth/forgetPwd', { body: { account: 'supplier', email: 'not-a-mail' }, lang: 'en-US' }), 400, [
      'The e-mail address is not valid.',
    ]);
  },

  'sendTempPwd mails the registered address, the same answer for an unknown account': async (call) => {
    expect((await call('POST', 'auth/sendTempPwd', { body: { account: 'nobody' } })).status).toBe(204);
    expect(await outbox(call)).toHaveLength(0);
    const sent = await call('POST', 'auth/sendTempPwd', { body: { account: 'buyer' }, lang: 'en-US' });
    expect(sent.status).toBe(204);
    const [mail] = await outbox(call, 'buyer@portal.example');
    expect(mail.subject).toBe('Supplier portal temporary password');
    const temp = await tempPasswordFor(call, 'buyer@portal.example');
    expect((await login(call, 'buyer', temp)).body.code).toBe('REGULAR_PASSWORD_RESET');
    expectError(await call('POST', 'auth/sendTempPwd', { body: {}, lang: 'en-US' }), 400, ['Required']);
  },

  'resetPwd: a wrong old password is refused and counts toward the lock': async (call) => {
    for (let i = 0; i < 4; i++) expectError(await resetPwd(call, 'wrong', 'Supplier#2026new'), 400, ['The account or password is incorrect.']);
    expect((await resetPwd(call, 'wrong', 'Supplier#2026new')).body.code).toBe('FIVE_TIMES_AUTH_FAIL_LOCKED');
    expect((await login(call, 'supplier')).body.code).toBe('FIVE_TIMES_AUTH_FAIL_LOCKED');
    expectError(await call('POST', 'auth/resetPwd', { body: { account: 'supplier' }, lang: 'en-US' }), 400, ['Required', 'Required', 'Required']);
  },

  'resetPwd ends the sessions opened with the old password': async (call) => {
    const token = (await login(call, 'supplier')).body.userToken;
    expect((await resetPwd(call, DEMO_PASSWORD, 'Supplier#2026new')).status).toBe(204);
    expect((await call('GET', 'g/me', { token })).status).toBe(401);
  },

  'forgetAccount mails the account names of that e-mail, the same answer when there are none': async (call) => {
    expect((await call('POST', 'auth/forgetAccount', { body: { email: 'nobody@x.example' } })).status).toBe(204);
    expect(await outbox(call)).toHaveLength(0);
    expect((await call('POST', 'auth/forgetAccount', { body: { email: 'BUYER@portal.example' }, lang: 'en-US' })).status).toBe(204);
    const [mail] = await outbox(call, 'BUYER@portal.example');
    expect(mail.subject).toBe('Supplier portal account reminder');
    expect(mail.body).toContain('buyer');
    expectError(await call('POST', 'auth/forgetAccount', { body: { email: 'nope' }, lang: 'en-US' }), 400, ['The e-mail address is not valid.']);
    expectError(await call('POST', 'auth/forgetAccount', { body: {}, lang: 'zh-TW' }), 400, ['必填']);
  },
};
