import { useSession } from 'shared-ui';
import devConfig from '../public/config.json';
import { loadProfile } from './auth/load-profile';
import { renderPortal } from './bootstrap';
import { prefetchManifest } from './remotes/manifest-prefetch';
import { start } from './start';

jest.mock('./bootstrap', () => ({ renderPortal: jest.fn(() => Promise.resolve()) }));
jest.mock('./auth/load-profile', () => ({ loadProfile: jest.fn() }));
// The remotes' preload at start-up is preload-address.test's subject.
jest.mock('./remotes/remote-registry', () => ({ preloadAddress: jest.fn() }));
jest.mock('./remotes/manifest-prefetch', () => ({ prefetchManifest: jest.fn() }));

const served = { ...devConfig, mockBackend: false };

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  jest.mocked(prefetchManifest).mockClear();
  jest.mocked(renderPortal).mockClear();
  jest.mocked(loadProfile).mockReset().mockResolvedValue({} as Awaited<ReturnType<typeof loadProfile>>);
});

it("asks for a stored session's profile before the portal renders, not once its gate has", async () => {
  useSession.setState({ userToken: 'stored-token', profile: null });
  await start(Promise.resolve(served));

  expect(loadProfile).toHaveBeenCalledTimes(1);
  expect(jest.mocked(loadProfile).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(renderPortal).mock.invocationCallOrder[0]);
});

it('asks for nothing without a stored session, and the portal still renders when the early ask fails', async () => {
  useSession.setState({ userToken: null, profile: null });
  await start(Promise.resolve(served));
  expect(loadProfile).not.toHaveBeenCalled();

  useSession.setState({ userToken: 'stored-token', profile: null });
  jest.mocked(loadProfile).mockRejectedValue(new Error('g/me answered 500'));
  await start(Promise.resolve(served));
  expect(renderPortal).toHaveBeenCalledTimes(2);
});

it("asks at once for the manifest of the remote the address needs: a signed-in user's area, a remote's public page", async () => {
  useSession.setState({ userToken: 'stored-token', profile: null });
  window.history.replaceState(null, '', '/admin/po');
  await start(Promise.resolve(served));
  expect(prefetchManifest).toHaveBeenCalledWith(served.remotes.purchasing);

  useSession.setState({ userToken: null, profile: null });
  window.history.replaceState(null, '', '/fromLinks/register');
  await start(Promise.resolve(served));
  expect(prefetchManifest).toHaveBeenLastCalledWith(served.remotes.supplier);

  // Signed out, an area's address shows the login screen: no remote.
  window.history.replaceState(null, '', '/admin/po');
  await start(Promise.resolve(served));
  expect(prefetchManifest).toHaveBeenCalledTimes(2);
});
