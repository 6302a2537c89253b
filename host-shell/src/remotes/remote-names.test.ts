import { REMOTE_NAMES } from 'shared-ui';
import appTable from '../../../apps.json';
import devConfig from '../../public/config.json';
import { REMOTES } from './remote-names';

// The app table is the one list of remotes; these are the copies it must agree with.
it('shared-ui checks config.json for exactly the remotes of the app table', () => {
  expect(REMOTES).toEqual([...REMOTE_NAMES]);
});

it("the host's development config points each remote at its port of the app table", () => {
  const expected = Object.fromEntries(
    appTable.apps.filter((app) => app.kind === 'remote').map((app) => [app.container, `http://127.0.0.1:${app.port}/mf-manifest.json`]),
  );
  expect(devConfig.remotes).toEqual(expected);
});
