import { trySingleSignOn } from './single-sign-on';

const tokens = { userToken: 'u', generalToken: 'g' };
const refuse = () => Promise.reject(new Error('404'));

function fakeApi(answers: Record<string, () => Promise<unknown>>) {
  const calls: string[] = [];
  const answer = (url: string) => {
    calls.push(url);
    return (answers[url] ?? refuse)();
  };
  return {
    calls,
    api: { get: (url: string) => answer(url), post: (url: string) => answer(url) } as never,
  };
}

describe('single sign-on chain (spec section 2)', () => {
  it('tries the initiation call, its second variant, then the exchange', async () => {
    const { api, calls } = fakeApi({ 'kerberos-cn/auth': async () => ({ ticket: 't1' }), 'auth/krb': async () => tokens });
    await expect(trySingleSignOn(api)).resolves.toEqual(tokens);
    expect(calls).toEqual(['kerberos/auth', 'kerberos-cn/auth', 'auth/krb']);
  });

  it('skips the second variant when the first answers a ticket', async () => {
    const { api, calls } = fakeApi({ 'kerberos/auth': async () => ({ ticket: 't1' }), 'auth/krb': async () => tokens });
    await expect(trySingleSignOn(api)).resolves.toEqual(tokens);
    expect(calls).toEqual(['kerberos/auth', 'auth/krb']);
  });

  it('falls through silently to the password form when any step fails', async () => {
    expect(await trySingleSignOn(fakeApi({}).api)).toBeNull();
    const exchangeFails = fakeApi({ 'kerberos/auth': async () => ({ ticket: 't1' }) });
    expect(await trySingleSignOn(exchangeFails.api)).toBeNull();
    expect(exchangeFails.calls).toEqual(['kerberos/auth', 'auth/krb']);
  });
});
