import { configureApi, parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import { renderPortal } from './bootstrap';
import { registerRemotesFromConfig } from './remotes/remote-registry';

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
