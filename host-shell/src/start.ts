import { configureApi, parseRuntimeConfig, setRuntimeConfig, useSession } from 'shared-ui';
import { renderPortal } from './bootstrap';
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
  if (remoteAtAddress(pathname, Boolean(useSession.getState().userToken))) void import('./remotes/remote-registry').then((registry) => registry.preloadAddress(pathname));
  if (config.mockBackend) {
    const { startMockBackend } = await import(/* webpackChunkName: "mock-backend" */ 'mock-api/browser');
    await startMockBackend({ today: config.mockToday });
  }
  await renderPortal();
}
