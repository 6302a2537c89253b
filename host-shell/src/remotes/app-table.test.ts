import { REMOTE_NAMES } from 'shared-ui';
import appTable from '../../../apps.json';
import devConfig from '../../public/config.json';

// The app table is the one list of remotes; these are the copies it must agree with.
// The host registers REMOTE_NAMES: the app table itself stays out of the first chunk (/login's bytes).
it('shared-ui checks config.json for exactly the remotes of the app table, and the host registers them', () => {
  expect(appTable.apps.filter((app) => app.kind === 'remote').map((app) => app.container)).toEqual([...REMOTE_NAMES]);
});

it("the host's development config points each remote at its port of the app table", () => {
  const expected = Object.fromEntries(
    appTable.apps.filter((app) => app.kind === 'remote').map((app) => [app.container, `http://127.0.0.1:${app.port}/mf-manifest.json`]),
  );
  expect(devConfig.remotes).toEqual(expected);
});
