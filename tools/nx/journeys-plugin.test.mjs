import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { targetsOf } = createRequire(import.meta.url)('./journeys-plugin.cjs');
const table = JSON.parse(fs.readFileSync(path.join(root, 'e2e/journeys.json'), 'utf8'));
const apps = JSON.parse(fs.readFileSync(path.join(root, 'apps.json'), 'utf8'));

test('every e2e spec is in exactly one journey group, and every group spec exists', () => {
  const specs = fs.readdirSync(path.join(root, 'e2e/tests')).filter((file) => file.endsWith('.spec.ts')).sort();
  const grouped = Object.values(table.groups).flatMap((group) => group.specs);
  assert.deepEqual([...grouped].sort(), specs);
});

test("a group drives only the portal's own projects", () => {
  const projects = new Set([...apps.apps.map((app) => app.project), apps.mockApi.project, 'shared-ui']);
  for (const [group, { drives }] of Object.entries(table.groups)) {
    for (const project of [...table.always, ...drives]) assert.ok(projects.has(project), `${group}: ${project} is no project`);
  }
});

test("a group's cache key holds its specs and the production files of the apps it drives, no others", () => {
  const targets = targetsOf({
    always: ['host-shell'],
    groups: { purchasing: { drives: ['remote-purchasing'], specs: ['purchasing.spec.ts'] }, audit: { drives: ['remote-audit'], specs: ['audit.spec.ts'] } },
  });
  const { inputs, options, outputs } = targets['journeys-purchasing'];
  assert.deepEqual(inputs.at(-1), { input: 'production', projects: ['host-shell', 'remote-purchasing'] });
  assert.ok(inputs.includes('{projectRoot}/tests/purchasing.spec.ts'));
  assert.ok(!inputs.includes('{projectRoot}/tests/audit.spec.ts'));
  assert.match(options.command, /playwright test .* tests\/purchasing\.spec\.ts$/);
  assert.deepEqual(outputs, [`{projectRoot}/${options.env.E2E_JSON}`]);
});

test('the drives check names a spec that ran code of an app its group leaves out, and only that', async () => {
  const { checkDrives } = await import('../../e2e/support/journeys.ts');
  const journeys = {
    always: ['host-shell'],
    groups: { purchasing: { drives: ['remote-purchasing'], specs: ['purchasing.spec.ts'] }, audit: { drives: ['remote-audit'], specs: ['audit.spec.ts'] } },
  };
  const windows = [
    { spec: 'purchasing.spec.ts', from: 100, to: 200 },
    { spec: 'audit.spec.ts', from: 300, to: 400 },
  ];
  const preloadOf = () => new Set(['/mf-manifest.json', '/remoteEntry.js', '/__federation_expose_routes.1.js']);
  const requests = [
    '110 host-shell /main.js',
    '120 remote-purchasing /12.ab.js',
    '130 remote-supplier /remoteEntry.js', // a hovered link's preload: fetched, never run
    '140 remote-supplier /__federation_expose_routes.1.js?v=2',
    '250 remote-admin /7.cd.js', // between two journeys
    '310 remote-audit /3.ef.js',
    '320 remote-supplier /71.aa.js', // the supplier's list page, in the audit journey
  ];
  const { seen, wrong } = checkDrives(requests, windows, journeys, preloadOf);
  assert.deepEqual(wrong, ['audit.spec.ts opened remote-supplier, which its group in e2e/journeys.json does not declare']);
  assert.deepEqual([...seen.get('purchasing.spec.ts')].sort(), ['host-shell', 'remote-purchasing']);

  const unknown = checkDrives([], [{ spec: 'new.spec.ts', from: 0, to: 1 }], journeys, preloadOf);
  assert.deepEqual(unknown.wrong, ['new.spec.ts is in no group of e2e/journeys.json']);
});
