import type { Cases } from './cases';
import { expectError } from './helpers';

const NOT_AVAILABLE = ['Single sign-on is not available.'];

/** Single sign-on chain and the public signup token (spec sections 2 and 7). */
export const ssoCases: Cases = {
  'single sign-on is not available by default: the three calls answer 404': async (call) => {
    expectError(await call('GET', 'kerberos/auth', { lang: 'en-US' }), 404, NOT_AVAILABLE);
    expectError(await call('GET', 'kerberos-cn/auth', { lang: 'en-US' }), 404, NOT_AVAILABLE);
    expectError(await call('POST', 'auth/krb', { body: { ticket: 'x' }, lang: 'en-US' }), 404, NOT_AVAILABLE);
    expectError(await call('GET', 'kerberos/auth', { lang: 'zh-TW' }), 404, ['單一登入不可用。']);
  },

  'switched on, a Kerberos ticket is exchanged once for the demo internal user\'s tokens': async (call) => {
    const sso = await call('POST', 'dev/sso', { body: { enabled: true } });
    expect(sso.body).toEqual({ enabled: true, account: 'buyer' });
    for (const path of ['kerberos/auth', 'kerberos-cn/auth']) {
      const { status, body } = await call('GET', path);
      expect(status).toBe(200);
      expect(body).toEqual({ ticket: expect.any(String) });
    }
    const { ticket } = (await call('GET', 'kerberos/auth')).body;
    const tokens = await call('POST', 'auth/krb', { body: { ticket } });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toEqual({ userToken: expect.any(String), generalToken: expect.any(String) });
    expect((await call('GET', 'g/me', { token: tokens.body.userToken })).body.account).toBe('buyer');
    // One exchange per ticket; a made-up or missing ticket is refused.
    expectError(await call('POST', 'auth/krb', { body: { ticket }, lang: 'en-US' }), 401, ['The single sign-on ticket is invalid or expired.']);
    expect((await call('POST', 'auth/krb', { body: {} })).status).toBe(401);
  },

  'the SSO account can be another internal user, never a supplier': async (call) => {
    expect((await call('POST', 'dev/sso', { body: { enabled: true, account: 'admin' } })).status).toBe(200);
    const { ticket } = (await call('GET', 'kerberos-cn/auth')).body;
    const { userToken } = (await call('POST', 'auth/krb', { body: { ticket } })).body;
    expect((await call('GET', 'g/me', { token: userToken })).body.account).toBe('admin');
    expectError(await call('POST', 'dev/sso', { body: { enabled: true, account: 'supplier' }, lang: 'en-US' }), 400, [
      'Single sign-on is for an internal account only.',
    ]);
    expect((await call('GET', 'dev/sso')).body).toEqual({ enabled: true, account: 'admin' });
    await call('POST', 'dev/sso', { body: { enabled: false } });
    expect((await call('GET', 'kerberos/auth')).status).toBe(404);
  },

  'GET auth/supplierSignup answers a general token, which is not a user token': async (call) => {
    const answer = await call('GET', 'auth/supplierSignup');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ generalToken: expect.any(String) });
    expect((await call('GET', 'g/me', { token: answer.body.generalToken })).status).toBe(401);
  },
};
