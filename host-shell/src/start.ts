import { configureApi, parseRuntimeConfig, setRuntimeConfig, useSession } from 'shared-ui';
import { renderPortal } from './bootstrap';
import { preloadRemoteModule, registerRemotesFromConfig } from './remotes/remote-registry';
import { featureOfPath } from './routing/features';

/**
 * Start-up order of architecture.md: runtime config, remotes, mock backend, then React.
 * `config` is the body of /config.json, asked for by main.ts as soon as main.js runs.
 */
export async function start(configBody: Promise<unknown>) {
  const config = parseRuntimeConfig(await configBody);
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
