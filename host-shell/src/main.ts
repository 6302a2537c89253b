import { configureApi, parseRuntimeConfig, setRuntimeConfig, useSession } from 'shared-ui';
import { renderPortal } from './bootstrap';
import { preloadRemoteModule, registerRemotesFromConfig } from './remotes/remote-registry';
import { featureOfPath } from './routing/features';

/**
 * Start-up order of architecture.md: runtime config, remotes, mock backend, then React.
 * index.html preloads the config while main.js downloads and runs, and the bootstrap is in main.js:
 * nothing waits for a second round trip before the first paint. The config is revalidated on every
 * load (no-cache), so a changed remote URL applies on the next load.
 */
async function start() {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  const config = parseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  configureApi({ baseURL: config.apiBaseUrl });
  registerRemotesFromConfig(config);
  // An area opened by URL: its remote's code comes alongside the profile instead of after it.
  const opened = featureOfPath(window.location.pathname);
  if (opened && useSession.getState().userToken) preloadRemoteModule(opened.remote);
  if (config.mockBackend) {
    const { startMockBackend } = await import(/* webpackChunkName: "mock-backend" */ 'mock-api/browser');
    await startMockBackend({ today: config.mockToday });
  }
  await renderPortal();
}

start().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `Supplier portal failed to start: ${String(error)}`;
});
