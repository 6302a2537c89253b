import type { Answer } from '../call';
import type { Cases } from './cases';
import { advance, DEMO_PASSWORD, expectError, login, outbox, setToday, tokenOf } from './helpers';

const TOO_MANY_EN = 'Too many temporary passwords were requested for this account. Please try again in an hour.';
const shape = (a: Answer) => ({ status: a.status, body: a.body });

/** Sessions end where they should (issue 18): logout, a lock; accounts cannot be probed; mails are rate-limited. */
export const sessionCases: Cases = {
  'a create retried with the same Idempotency-Key makes one record and answers the same': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const event = { subject: 'Retry', eventTypeCode: 'MEETING', eventDate: '2026-03-25', supplierId: 1001 };
    const send = (key: string | null, body: object = event, token = buyer) =>
      call('POST', 'a/supplier/relationLog', { token, body, lang: 'en-US', headers: key ? { 'Idempotency-Key': key } : {} });
    const first = await send('form-1');
    expect(first.status).toBe(201);
    const again = await send('form-1');
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    expect((await send('form-2')).body.id).toBe(first.body.id + 1);
    expect((await send(null)).body.id).toBe(first.body.id + 2);
    // The same key with another body is a client's mistake, not a retry; another caller's key is its own.
    expectError(await send('form-1', { ...event, subject: 'Other' }), 422, ['This Idempotency-Key was sent before with another request.']);
    expect((await send('form-1', event, await tokenOf(call, 'admin'))).body.id).toBe(first.body.id + 3);
  },


  'a supplier who has not accepted the terms gets 403 on su/ calls but its profile and the acceptance': async (call) => {
    const token = (await login(call, 'supplier')).body.userToken;
    expect((await call('GET', 'g/me', { token })).body.acceptTerm).toBe(false);
    for (const [method, path] of [['POST', 'su/po/search'], ['GET', 'su/supplier/me'], ['POST', 'su/deliveryScheduleToReply/searchForReply'], ['POST', 'su/po/3/confirm'], ['GET', 'su/nowhere']]) {
      expectError(await call(method, path, { token, body: method === 'GET' ? undefined : { acceptTerms: true }, lang: 'en-US' }), 403, ['Accept the terms of use before using the portal.'], 'TERMS_NOT_ACCEPTED');
    }
    const accepted = await call('PUT', 'su/me/acceptTerm', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.acceptTerm).toBe(true);
    expect((await call('POST', 'su/po/search', { token, body: {} })).status).toBe(200);
    // Without a token the guard's 401 comes first, as before.
    expect((await call('POST', 'su/po/search', { body: {} })).status).toBe(401);
  },


  'logout ends both tokens of that sign-in server-side, and no other session': async (call) => {
    const mine = (await login(call, 'buyer')).body;
    const other = await tokenOf(call, 'buyer');
    expect((await call('GET', 'g/me', { token: mine.userToken })).status).toBe(200);
    expect((await call('GET', 'ss/defaultAttachments', { token: mine.generalToken })).status).not.toBe(401);
    const out = await call('POST', 'auth/logout', { token: mine.userToken });
    expect(out.status).toBe(204);
    expect((await call('GET', 'g/me', { token: mine.userToken })).status).toBe(401);
    expect((await call('GET', 'ss/defaultAttachments', { token: mine.generalToken })).status).toBe(401);
    expect((await call('GET', 'g/me', { token: other })).status).toBe(200);
    // Best effort from the client: an ended, unknown or missing token answers the same.
    expect((await call('POST', 'auth/logout', { token: mine.userToken })).status).toBe(204);
    expect((await call('POST', 'auth/logout', { token: 'user-nobody-x' })).status).toBe(204);
    expect((await call('POST', 'auth/logout')).status).toBe(204);
  },

  'locking an account ends its sessions': async (call) => {
    const token = await tokenOf(call, 'viewer');
    for (let i = 0; i < 4; i++) await login(call, 'viewer', 'wrong');
    expect((await call('GET', 'g/me', { token })).status).toBe(200);
    expect((await login(call, 'viewer', 'wrong')).body.code).toBe('FIVE_TIMES_AUTH_FAIL_LOCKED');
    expect((await call('GET', 'g/me', { token })).status).toBe(401);
  },

  'an unknown account answers exactly as a wrong password, the lock included': async (call) => {
    await setToday(call, '2026-03-19');
    for (let i = 0; i < 6; i++) {
      const known = await login(call, 'viewer', 'wrong', 'en-US');
      const unknown = await login(call, 'no-such-account', 'wrong', 'en-US');
      expect(shape(unknown)).toEqual(shape(known));
    }
    // Locked even with any password, as a real account is; 30 minutes lift it with a fresh count.
    expect(shape(await login(call, 'no-such-account', DEMO_PASSWORD, 'en-US'))).toEqual(shape(await login(call, 'viewer', DEMO_PASSWORD, 'en-US')));
    await advance(call, 31);
    expect(shape(await login(call, 'no-such-account', 'wrong', 'en-US'))).toEqual(shape(await login(call, 'viewer', 'wrong', 'en-US')));
    const reset = { oldPassword: 'wrong', newPassword: 'Another#2026x', confirmPassword: 'Another#2026x' };
    const knownReset = await call('POST', 'auth/resetPwd', { body: { account: 'quality', ...reset }, lang: 'en-US' });
    expect(shape(await call('POST', 'auth/resetPwd', { body: { account: 'nobody-else', ...reset }, lang: 'en-US' }))).toEqual(shape(knownReset));
  },

  'sendTempPwd mails at most 3 temporary passwords an hour per account, known or not': async (call) => {
    await setToday(call, '2026-03-19');
    for (const account of ['buyer', 'no-such-account']) {
      for (let i = 0; i < 3; i++) expect((await call('POST', 'auth/sendTempPwd', { body: { account } })).status).toBe(204);
      expectError(await call('POST', 'auth/sendTempPwd', { body: { account }, lang: 'en-US' }), 429, [TOO_MANY_EN]);
    }
    expect(await outbox(call, 'buyer@portal.example')).toHaveLength(3);
    // Another account is not held up; an hour later the account may ask again.
    expect((await call('POST', 'auth/sendTempPwd', { body: { account: 'quality' } })).status).toBe(204);
    await advance(call, 61);
    expect((await call('POST', 'auth/sendTempPwd', { body: { account: 'buyer' } })).status).toBe(204);
  },
};
