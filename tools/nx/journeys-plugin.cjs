// Nx plugin (nx.json "plugins"): one cached target per journey group of e2e/journeys.json,
// `e2e:journeys-<group>`. Its cache key holds the production files of exactly the apps the group
// drives (plus the host, shared-ui and the mock backend every journey drives), its own specs and
// the suite's support, so a change to one remote runs again only the groups that open it.
// e2e/support/drives-reporter.ts fails a run whose journeys open an app their group leaves out.
const fs = require('node:fs');
const path = require('node:path');

const TABLE = 'e2e/journeys.json';

/**
 * What every group's result depends on beyond the apps: the suite's own code and the servers. The
 * app table and the webpack configs come with the apps' `production` input (nx.json sharedGlobals).
 */
const SUITE_INPUTS = [
  '{projectRoot}/support/**/*',
  '{projectRoot}/playwright.config.ts',
  '{projectRoot}/journeys.json',
  '{projectRoot}/package.json',
  '{projectRoot}/tsconfig.json',
  '{workspaceRoot}/tools/preview/**/*',
  '{workspaceRoot}/tools/chromium.mjs',
  '{workspaceRoot}/tools/bench/budgets.mjs',
  '{workspaceRoot}/deploy/**/*',
  '{workspaceRoot}/package-lock.json',
  { env: 'CI' },
];

/** The report a group's run writes, relative to e2e/: Nx's cached output, `npm test` counts it. */
const reportOf = (group) => `test-results/journeys-${group}.json`;
/** The Nx target of a group, in project e2e. */
const targetOf = (group) => `journeys-${group}`;
/** The table as it stands in the work tree. */
const readTable = (workspaceRoot) => JSON.parse(fs.readFileSync(path.join(workspaceRoot, TABLE), 'utf8'));

function targetsOf(table) {
  const targets = {};
  for (const [group, { drives, specs }] of Object.entries(table.groups)) {
    targets[targetOf(group)] = {
      executor: 'nx:run-commands',
      cache: true,
      inputs: [
        ...SUITE_INPUTS,
        ...specs.map((spec) => `{projectRoot}/tests/${spec}`),
        { input: 'production', projects: [...table.always, ...drives] },
      ],
      outputs: [`{projectRoot}/${reportOf(group)}`],
      options: {
        cwd: 'e2e',
        command: `playwright test -c playwright.config.ts ${specs.map((spec) => `tests/${spec}`).join(' ')}`,
        env: { E2E_JSON: reportOf(group) },
      },
      metadata: { description: `The e2e journeys that drive ${drives.join(', ') || 'only the host'}` },
    };
  }
  return targets;
}

module.exports = {
  name: 'portal-journeys',
  readTable,
  reportOf,
  targetOf,
  targetsOf,
  createNodesV2: [
    TABLE,
    (files, _options, context) =>
      files.map((file) => [file, { projects: { [path.dirname(file)]: { targets: targetsOf(readTable(context.workspaceRoot)) } } }]),
  ],
};
