import entries from 'shared-ui/federated-entries.json';
import { providedSharedUiEntries } from './provided-entries';

// A shared-ui entry the shell does not reach is not provided: every remote using it fails to load.
it('references every federated shared-ui entry', () => {
  expect(Object.keys(providedSharedUiEntries).sort()).toEqual([...entries].sort());
});
