// patches/@module-federation+runtime-core+*.patch (applied by `npm install` through patch-package):
// the federation runtime registers an instance's shared packages in its share scope once, not again
// at every shared module it loads. Without it every load walked the whole shared table (29 keys in
// the shell), about 50 ms of a list page's first load at 1x CPU (issue 17). Valid while the share
// strategy is loaded-first and the shared table is fixed at build (tools/webpack/federation-shared.cjs):
// a version added to the table after the first load would no longer reach the scope.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ModuleFederation } from '@module-federation/runtime-core';

test('a federation instance fills its share scope once, not at every shared load', async () => {
  const names = ['react', 'react-dom', 'shared-ui', 'shared-ui/list'];
  const shared = Object.fromEntries(
    names.map((name) => [name, { version: '1.0.0', lib: () => ({ name }), shareConfig: { singleton: true, requiredVersion: false } }]),
  );
  let registrations = 0;
  const countRegistrations = { name: 'count-registrations', afterRegisterShare: () => void (registrations += 1) };
  const federation = new ModuleFederation({ name: 'shell', remotes: [], shared, plugins: [countRegistrations] });
  registrations = 0;

  for (const name of names) assert.deepEqual(federation.loadShareSync(name)(), { name });
  assert.deepEqual((await federation.loadShare('shared-ui'))(), { name: 'shared-ui' });

  assert.equal(registrations, names.length, 'each shared package registered once, at the first load');
});
