import { signInAs, withMockBackend } from 'mock-api/testing';
import { api, setApiNavigator, useSession } from 'shared-ui';
import { askProfileEarly, loadProfile } from './load-profile';

jest.setTimeout(30_000);
withMockBackend();

it('a sign-in and the session gate asking at once get one profile request and the same answer', async () => {
  await signInAs('admin');
  useSession.setState({ profile: null });
  const get = jest.spyOn(api, 'get');
  const [first, second] = await Promise.all([loadProfile(), loadProfile()]);
  expect(get.mock.calls.filter(([url]) => url === 'g/me')).toHaveLength(1);
  expect(second).toBe(first);
  expect(useSession.getState().profile).toEqual(first);
  // Once answered, a later call (another sign-in) asks again.
  await loadProfile();
  expect(get.mock.calls.filter(([url]) => url === 'g/me')).toHaveLength(2);
  get.mockRestore();
});

it("takes the profile asked for early, silently, for the same session; asks again, not silently, when that ask failed or was another session's", async () => {
  await signInAs('admin');
  const get = jest.spyOn(api, 'get');
  const profileCalls = () => get.mock.calls.filter(([url]) => url === 'g/me').map(([, config]) => Boolean(config?.silent));

  useSession.setState({ profile: null });
  askProfileEarly();
  expect((await loadProfile()).account).toBe('admin');
  expect(profileCalls()).toEqual([true]);

  // Failed: asked again, with the client's error handling on.
  useSession.setState({ profile: null });
  get.mockRejectedValueOnce(new Error('g/me answered 500'));
  askProfileEarly();
  expect((await loadProfile()).account).toBe('admin');
  expect(profileCalls()).toEqual([true, true, false]);

  // Asked for a session that has since ended: not this session's profile. This one's own ask
  // (a token the server does not know here) is answered 401 and acted on: back to the login.
  const navigate = jest.fn();
  setApiNavigator(navigate);
  const { userToken } = useSession.getState();
  useSession.setState({ profile: null });
  askProfileEarly();
  useSession.setState({ userToken: `${userToken}-of-a-new-sign-in` });
  await expect(loadProfile()).rejects.toMatchObject({ response: { status: 401 } });
  expect(profileCalls()).toEqual([true, true, false, true, false]);
  expect(navigate).toHaveBeenCalledWith('/login');
  get.mockRestore();
});
