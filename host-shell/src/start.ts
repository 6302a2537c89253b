import { configureApi, parseRuntimeConfig, setRuntimeConfig, useSession } from 'shared-ui';
import { renderPortal } from './bootstrap';
import { featureOfPath } from './routing/features';

/**
 * Start-up order of architecture.md: runtime config, remotes, mock backend, then React.
 * `configBody` is /config.json's body, asked for by main.ts as soon as main.js runs.
 */
export async function start(configBody: Promise<unknown>) {
  const config = parseRuntimeConfig(await configBody);
  setRuntimeConfig(config);
  configureApi({ baseURL: config.apiBaseUrl });
  // An area opened by URL: its remote's code comes alongside the profile instead of after it. The
  // registry is not in main.js: /login, the page most loads open, never needs it.
  const opened = featureOfPath(window.location.pathname);
  if (opened && useSession.getState().userToken) void import('./remotes/remote-registry').then((registry) => registry.preloadRemoteModule(opened.remote));
  if (config.mockBackend) {
    const { startMockBackend } = await import(/* webpackChunkName: "mock-backend" */ 'mock-api/browser');
    await startMockBackend({ today: config.mockToday });
  }
  await renderPortal();
}
