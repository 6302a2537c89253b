import { configureApi, parseRuntimeConfig, setRuntimeConfig, useSession } from 'shared-ui';
import { loadProfile } from './auth/load-profile';
import { renderPortal } from './bootstrap';
import { prefetchManifest } from './remotes/manifest-prefetch';
import { remoteAtAddress } from './routing/remote-at-address';

/**
 * Start-up order of architecture.md: runtime config, remotes, mock backend, then React.
 * `configBody` is /config.json's body, asked for by main.ts as soon as main.js runs.
 */
export async function start(configBody: Promise<unknown>) {
  const config = parseRuntimeConfig(await configBody);
  setRuntimeConfig(config);
  configureApi({ baseURL: config.apiBaseUrl });
  // An area or a remote's public page opened by URL: its remote's code comes alongside the profile
  // or the shell's chunks instead of after them. The registry is not in main.js: /login, the page
  // most loads open, never needs it.
  const { pathname } = window.location;
  const target = remoteAtAddress(pathname, Boolean(useSession.getState().userToken));
  if (target) {
    prefetchManifest(config.remotes[target.remote]);
    void import('./remotes/remote-registry').then((registry) => registry.preloadAddress(pathname));
  }
  if (config.mockBackend) {
    const { startMockBackend } = await import(/* webpackChunkName: "mock-backend" */ 'mock-api/browser');
    await startMockBackend({ today: config.mockToday });
  }
  // A stored session's profile is asked for now, beside the shell's chunks, instead of once the
  // session gate has rendered (on the list page opened by URL, about 470 ms later at 1x CPU): the
  // gate takes this answer (loadProfile shares it), or asks again and shows the failure if it failed.
  const { userToken, profile } = useSession.getState();
  if (userToken && !profile) loadProfile().catch(() => undefined);
  await renderPortal();
}
