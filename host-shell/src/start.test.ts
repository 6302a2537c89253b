import { useSession } from 'shared-ui';
import devConfig from '../public/config.json';
import { askProfileEarly } from './auth/load-profile';
import { renderPortal } from './bootstrap';
import { prefetchManifest } from './routing/remote-at-address';
import { start } from './start';

jest.mock('./bootstrap', () => ({ renderPortal: jest.fn(() => Promise.resolve()) }));
jest.mock('./auth/load-profile', () => ({ askProfileEarly: jest.fn() }));
jest.mock('./routing/remote-at-address', () => ({ ...jest.requireActual('./routing/remote-at-address'), prefetchManifest: jest.fn() }));
// The remotes' code asked for at start-up is preload-address.test's subject.
jest.mock('./remotes/remote-registry', () => ({ preloadAddress: jest.fn() }));
jest.mock('mock-api/browser', () => ({ startMockBackend: jest.fn(() => Promise.resolve()) }));

/** The deployed config: the API is a real backend, not the in-browser mock. */
const deployed = { ...devConfig, mockBackend: false };

async function startAt(pathname: string, { signedIn, config = deployed }: { signedIn: boolean; config?: typeof devConfig }) {
  window.history.replaceState(null, '', pathname);
  useSession.setState({ userToken: signedIn ? 'stored-token' : null, profile: null });
  await start(Promise.resolve(config));
}

beforeEach(() => {
  jest.mocked(prefetchManifest).mockClear();
  jest.mocked(askProfileEarly).mockClear();
  jest.mocked(renderPortal).mockClear();
});

it("asks at once for the manifest of the remote a signed-in user's area needs, and for the profile, before the portal renders", async () => {
  await startAt('/admin/po', { signedIn: true });
  expect(prefetchManifest).toHaveBeenCalledWith(deployed.remotes.purchasing);
  expect(askProfileEarly).toHaveBeenCalledTimes(1);
  expect(jest.mocked(askProfileEarly).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(renderPortal).mock.invocationCallOrder[0]);
});

it("asks for a remote's public page's manifest but no profile; for nothing at /login or at an area signed out", async () => {
  await startAt('/fromLinks/register', { signedIn: true });
  expect(prefetchManifest).toHaveBeenCalledWith(deployed.remotes.supplier);
  await startAt('/login', { signedIn: true });
  await startAt('/admin/po', { signedIn: false });
  expect(prefetchManifest).toHaveBeenCalledTimes(1);
  expect(askProfileEarly).not.toHaveBeenCalled();
});

it('leaves the profile to the session gate while the in-browser mock backend is to start: it would not answer yet', async () => {
  await startAt('/admin/po', { signedIn: true, config: devConfig });
  expect(prefetchManifest).toHaveBeenCalledTimes(1);
  expect(askProfileEarly).not.toHaveBeenCalled();
  expect(renderPortal).toHaveBeenCalledTimes(1);
});
