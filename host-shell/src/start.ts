import { configureApi, parseRuntimeConfig, setRuntimeConfig, useSession } from 'shared-ui';
import { askProfileEarly } from './auth/load-profile';
import { renderPortal } from './bootstrap';
import { prefetchManifest, remoteAtAddress } from './routing/remote-at-address';

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
    // The remote's manifest and, at a signed-in user's area, the profile: asked for now, not once
    // the federation runtime's chunk and the session gate have come (the registry, the gate).
    // Not the profile while the in-browser mock is still to start: it would not answer.
    prefetchManifest(config.remotes[target.remote]);
    if (!target.publicPage && !config.mockBackend) askProfileEarly();
    void import('./remotes/remote-registry').then((registry) => registry.preloadAddress(pathname));
  }
  if (config.mockBackend) {
    const { startMockBackend } = await import(/* webpackChunkName: "mock-backend" */ 'mock-api/browser');
    await startMockBackend({ today: config.mockToday });
  }
  await renderPortal();
}
