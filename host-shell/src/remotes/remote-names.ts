import type { RemoteName } from 'shared-ui';
import appTable from '../../../apps.json';

/**
 * The remotes the host registers, from the app table (apps.json): names only. Where each one is
 * served comes from the runtime config.json, so a remote moves without rebuilding the host.
 */
export const REMOTES = appTable.apps.filter((app) => app.kind === 'remote').map((app) => app.container as RemoteName);
