#!/usr/bin/env node
// `npm test`: every check of every project, then the production builds and the end-to-end suite
// against them. Ends with one line `N passed, N failed` and exits non-zero if anything failed or
// nothing ran.
//
// Made for 2 cores. Lint, typecheck and the builds run two Nx tasks at a time. Then one lane of
// browser suites (the byte budgets, the e2e journey groups one after another, then the Storybook
// stories: two browser suites at once made both time out) runs beside the jest suites, one
// project at a time (each in band); once the browsers are done a second jest lane takes the
// projects left. Nx's cache replays every task whose inputs did not change: lint, typecheck, jest
// and builds by their project's files; the stories by shared-ui's; each journey group by the
// production files of the apps it drives (e2e/journeys.json), its specs, the preview server and
// the lockfile. Counts come from files that are the tasks' cached outputs, so a replayed task is
// counted like one that ran.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { SUMMARY_FILE } = createRequire(import.meta.url)('../jest/preset.cjs');
const journeys = createRequire(import.meta.url)('../nx/journeys-plugin.cjs');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
const only = process.argv.slice(2);

const STEPS = ['tools', 'lint', 'typecheck', 'build', 'unit', 'stories', 'size', 'e2e'];
const results = new Map(); // name -> { passed, failed, seconds }
const failures = []; // names of failed tests, repeated at the end
const flaky = []; // e2e journeys that failed once and passed on their retry, named so they get fixed

/** Spawns one command with the run's environment; resolves to its exit code (or signal). */
function spawnStep(command, args, extraEnv) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    child.on('error', () => resolve('spawn error'));
    child.on('exit', (code, signal) => resolve(code ?? signal));
  });
}

/**
 * Runs one step; resolves to whether it passed (true when `only` leaves it out). `work` replaces
 * the single command for a step made of several (the jest lanes), resolving to whether all passed.
 */
async function run(name, command, args, { countAs, extraEnv, work } = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const status = work ? ((await work()) ? 0 : 'a lane failed') : await spawnStep(command, args, extraEnv);
  const ok = status === 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${status})`} in ${seconds} s`);
  const counted = countAs?.(ok);
  results.set(name, { seconds, ...(counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) });
  return ok;
}

const nx = (target, parallel, extra = []) => ['nx', 'run-many', '-t', target, `--parallel=${parallel}`, '--outputStyle=stream', ...extra];

const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const jestProjects = workspaces.filter((project) => fs.existsSync(path.join(root, project, 'jest.config.cjs')));
const summaryOf = (project) => path.join(root, project, SUMMARY_FILE);

function countJest(ok) {
  let passed = 0;
  let failed = 0;
  for (const project of jestProjects) {
    if (!fs.existsSync(summaryOf(project))) {
      failed += 1;
      failures.push(`${project}: no jest summary (${SUMMARY_FILE}): its jest did not finish`);
      continue;
    }
    const r = JSON.parse(fs.readFileSync(summaryOf(project), 'utf8'));
    passed += r.passed;
    failed += r.failed;
    failures.push(...r.failures.map((f) => `${project}/${f}`));
  }
  return { passed, failed: failed || (ok ? 0 : 1) };
}

/**
 * The jest suites, each project in band: one lane on the core the browser suites leave, a second
 * lane once they are done (all of them replayed from the cache, often at once), so jest has both
 * cores whenever nothing else needs one.
 */
async function unit(browsersDone) {
  // A summary left by an earlier run must not be counted: each one is written by this run's jest
  // or restored by Nx from the cache of exactly these inputs.
  for (const project of jestProjects) fs.rmSync(summaryOf(project), { force: true });
  const queue = [...jestProjects];
  const lane = async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) {
      ok = (await spawnStep('npx', ['nx', 'run', `${project}:test`, '--outputStyle=stream', '--', '--maxWorkers=1'])) === 0 && ok;
    }
    return ok;
  };
  await run('unit', 'npx', ['nx', 'run', '<project>:test', '--', '--maxWorkers=1', `(${jestProjects.length} projects, 1-2 lanes)`], {
    countAs: countJest,
    work: async () => {
      // The second lane starts only if projects are left when the browsers are done, and the step
      // ends with the first lane unless the second one is running (not at the browsers' end).
      let second = Promise.resolve(true);
      void browsersDone.then(() => {
        if (queue.length) second = lane();
      });
      const first = await lane();
      return (await second) && first;
    },
  });
}

async function stories() {
  // The task's cached output: restored by Nx when the stories are replayed, written when they run.
  const storybookJson = path.join(root, 'shared-ui/test-results/storybook.json');
  fs.rmSync(storybookJson, { force: true });
  await run('stories', 'npx', ['nx', 'run', 'shared-ui:test-storybook', '--outputStyle=stream'], {
    extraEnv: { STORYBOOK_JSON: storybookJson },
    countAs: (ok) => {
      if (!fs.existsSync(storybookJson)) return { passed: 0, failed: 1 };
      const r = JSON.parse(fs.readFileSync(storybookJson, 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests + (ok ? 0 : r.numFailedTests ? 0 : 1) };
    },
  });
}

/** The byte budgets and the e2e journeys, on the production builds: one cached Nx task per group. */
async function sizeThenE2e() {
  await run('size', 'node', ['tools/bench/size-check.mjs', '--require-dist']);
  const groups = Object.keys(journeys.readTable(root).groups);
  // The tasks' cached outputs (see stories()): written by a group that runs, restored by Nx for one
  // it replays.
  const reportsOf = groups.map((group) => path.join(root, 'e2e', journeys.reportOf(group)));
  for (const report of reportsOf) fs.rmSync(report, { force: true });
  await run('e2e', 'npx', nx(groups.map(journeys.targetOf).join(','), 1, ['--projects=e2e']), {
    countAs: (ok) => {
      let passed = 0;
      let failed = 0;
      for (const [index, file] of reportsOf.entries()) {
        if (!fs.existsSync(file)) {
          failed += 1;
          failures.push(`e2e ${journeys.targetOf(groups[index])}: no report (${path.relative(root, file)}): its run did not finish`);
          continue;
        }
        const report = JSON.parse(fs.readFileSync(file, 'utf8'));
        flaky.push(...flakyJourneys(report));
        passed += report.stats.expected + report.stats.flaky;
        failed += report.stats.unexpected;
      }
      return { passed, failed: failed || (ok ? 0 : 1) };
    },
  });
}

/** The journeys Playwright marks flaky in its JSON report: `file:line › title`. */
function flakyJourneys(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((t) => t.status === 'flaky')).map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

/** The tests of the tools themselves (node's test runner, e.g. the preview server's headers): seconds, no build. */
async function tools() {
  const tap = path.join(reports, 'tools.tap');
  await run('tools', process.execPath, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, 'tools/**/*.test.mjs'], {
    countAs: (ok) => {
      const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
      const count = (word) => Number(text.match(new RegExp(`^# ${word} (\\d+)$`, 'm'))?.[1] ?? 0);
      return { passed: count('pass'), failed: count('fail') || (ok ? 0 : 1) };
    },
  });
}

const started = Date.now();
await tools();
await run('lint', 'npx', nx('lint', 2));
await run('typecheck', 'npx', nx('typecheck', 2));
// Every production build (the apps, and shared-ui's static Storybook).
const built = await run('build', 'npx', nx('build', 2, ['--projects=tag:app,shared-ui']));
// One browser suite at a time (the e2e journeys and the stories beside each other both timed out),
// beside the jest lane.
const browsers = (async () => {
  if (built) await sizeThenE2e();
  await stories();
})();
await Promise.all([unit(browsers), browsers]);

const counted = STEPS.filter((name) => results.has(name)).map((name) => ({ name, ...results.get(name) }));
const passed = counted.reduce((n, r) => n + r.passed, 0);
const failed = counted.reduce((n, r) => n + r.failed, 0);
const seconds = Math.round((Date.now() - started) / 1000);
console.log('\nSummary:');
for (const r of counted) console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed  (${r.seconds} s)`);
console.log(`  ${'took'.padEnd(10)} ${Math.floor(seconds / 60)} min ${seconds % 60} s (unit beside size, e2e and stories)`);
if (flaky.length) console.log(`\nFlaky e2e journeys (failed once, passed on their retry; fix their cause):\n${flaky.map((f) => `  ~ ${f}`).join('\n')}`);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failed > 0 || passed === 0 ? 1 : 0);
