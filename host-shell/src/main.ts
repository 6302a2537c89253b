import { configureApi, parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import { registerRemotesFromConfig } from './remotes/remote-registry';

/**
 * Start-up order of architecture.md: runtime config, remotes, mock backend, then React.
 * The config is fetched without cache so a changed remote URL applies on the next load.
 */
async function start() {
  const response = await fetch('/config.json', { cache: 'no-store' });
  const config = parseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  configureApi({ baseURL: config.apiBaseUrl });
  registerRemotesFromConfig(config);
  if (config.mockBackend) {
    const { startMockBackend } = await import(/* webpackChunkName: "mock-backend" */ 'mock-api/browser');
    await startMockBackend({ today: config.mockToday });
  }
  const { renderPortal } = await import('./bootstrap');
  await renderPortal();
}

start().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `Supplier portal failed to start: ${String(error)}`;
});
