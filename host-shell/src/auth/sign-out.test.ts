import { signInAs, withMockBackend } from 'mock-api/testing';
import { api, setApiNavigator, setRuntimeConfig, useSession } from 'shared-ui';
import { signOut } from './sign-out';

jest.setTimeout(30_000);
withMockBackend();

it('ends the session on the server before clearing the tokens, keeping the language', async () => {
  setRuntimeConfig({ environment: 'development', version: '1', apiBaseUrl: '/api', mockBackend: true, remotes: { supplier: '', sourcing: '', purchasing: '', payment: '', audit: '', admin: '' } });
  await signInAs('buyer');
  useSession.getState().setLocale('en-US');
  const tokens = { userToken: useSession.getState().userToken!, generalToken: useSession.getState().generalToken! };
  await signOut();
  expect(useSession.getState().userToken).toBeNull();
  expect(useSession.getState().locale).toBe('en-US');
  // The old token no longer opens anything on the server, and a session holding it is ended.
  const moveTo = jest.fn();
  setApiNavigator(moveTo);
  useSession.getState().signIn(tokens);
  await expect(api.get('g/me', { silent: true })).rejects.toMatchObject({ response: { status: 401 } });
  expect(useSession.getState().userToken).toBeNull();
  expect(moveTo).toHaveBeenCalledWith('/login');
});

it('clears the tokens even when the backend does not answer the logout', async () => {
  await signInAs('buyer');
  const post = jest.spyOn(api, 'post').mockRejectedValueOnce(new Error('network'));
  await signOut();
  expect(post).toHaveBeenCalledWith('auth/logout', undefined, expect.objectContaining({ silent: true }));
  expect(useSession.getState().userToken).toBeNull();
  post.mockRestore();
});
