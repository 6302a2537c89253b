import { signInAs, withMockBackend } from 'mock-api/testing';
import { http, HttpResponse } from 'msw';
import { api, setApiNavigator, setRuntimeConfig, useSession } from 'shared-ui';
import { applySilentFailure, type FailedCall } from 'shared-ui/data';
import { testServer } from 'shared-ui/testing/msw-server';
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

it('a refusal of the previous user’s call, answered after the next one signed in, leaves the new session alone', async () => {
  setRuntimeConfig({ environment: 'development', version: '1', apiBaseUrl: '/api', mockBackend: true, remotes: { supplier: '', sourcing: '', purchasing: '', payment: '', audit: '', admin: '' } });
  const moveTo = jest.fn();
  setApiNavigator(moveTo);
  await signInAs('buyer');
  // A slow call of the buyer's (an export), answered 401 once the buyer has signed out.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  testServer.use(http.get('*/api/a/slow-export', async () => (await answered, HttpResponse.json({ messages: [] }, { status: 401 }))));
  const shown = api.get('a/slow-export');
  const silent = api.get('a/slow-export', { silent: true });
  await signOut();
  await signInAs('quality');
  answer();
  await expect(shown).rejects.toMatchObject({ response: { status: 401 } });
  const refusal = await silent.catch((error: FailedCall) => error);
  applySilentFailure((refusal as FailedCall).response);
  expect(useSession.getState().profile?.account).toBe('quality');
  expect(useSession.getState().userToken).not.toBeNull();
  expect(moveTo).not.toHaveBeenCalled();
});
