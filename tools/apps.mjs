// The app table (apps.json at the root) as the Node tools use it: dev start, preview, bench,
// size check and the e2e suite. The webpack configs read the same file (tools/webpack/app-of.cjs).
import table from '../apps.json' with { type: 'json' };

/** Every app of the portal: { project, container, kind: 'shell' | 'remote', port, exposes, tourPath? }. */
export const APPS = table.apps;
export const REMOTES = APPS.filter((app) => app.kind === 'remote');
export const SHELL = APPS.find((app) => app.kind === 'shell');

export const MOCK_API_PORT = table.mockApi.port;
export const MOCK_API_URL = `http://127.0.0.1:${MOCK_API_PORT}/api`;

/** Where an app is served on this machine (dev server, preview, e2e). */
export const urlOf = (app) => `http://127.0.0.1:${app.port}/`;
