#!/usr/bin/env node
// `npm test`: every check of every project, then the production builds and the end-to-end suite
// against them. Ends with one line `N passed, N failed` and exits non-zero if anything failed or
// nothing ran.
//
// Made for 2 cores: one step at a time, two Nx tasks at a time inside a step (each jest in band),
// and Nx's cache replays a task whose inputs did not change (lint, typecheck, jest, builds;
// the Storybook and e2e runs always run). Counts come from files that are the tasks' cached
// outputs, so a replayed project is counted like one that ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { SUMMARY_FILE } = createRequire(import.meta.url)('../jest/preset.cjs');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
const only = process.argv.slice(2);

const results = []; // { name, passed, failed, seconds }
const failures = []; // names of failed tests, repeated at the end

function run(name, command, args, { countAs } = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const ok = child.status === 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${child.status ?? child.signal})`} in ${seconds} s`);
  const counted = countAs?.(ok);
  results.push({ name, seconds, ...(counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) });
  return ok;
}

const nx = (target, extra = []) => ['nx', 'run-many', '-t', target, '--parallel=2', '--outputStyle=stream', ...extra];

const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const jestProjects = workspaces.filter((project) => fs.existsSync(path.join(root, project, 'jest.config.cjs')));
const summaryOf = (project) => path.join(root, project, SUMMARY_FILE);

run('lint', 'npx', nx('lint'));
run('typecheck', 'npx', nx('typecheck'));
// A summary left by an earlier run must not be counted: each one is written by this run's jest
// or restored by Nx from the cache of exactly these inputs.
for (const project of jestProjects) fs.rmSync(summaryOf(project), { force: true });
run('unit', 'npx', nx('test', [`--projects=${jestProjects.join(',')}`, '--', '--maxWorkers=1']), {
  countAs: (ok) => {
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
  },
});
// Every production build (the apps, and shared-ui's static Storybook) two at a time.
const built = run('build', 'npx', nx('build', ['--projects=tag:app,shared-ui']));
const storybookJson = path.join(reports, 'storybook.json');
env.STORYBOOK_JSON = storybookJson;
run('stories', 'npx', ['nx', 'run', 'shared-ui:test-storybook', '--outputStyle=stream'], {
  countAs: (ok) => {
    if (!fs.existsSync(storybookJson)) return { passed: 0, failed: 1 };
    const r = JSON.parse(fs.readFileSync(storybookJson, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (ok ? 0 : r.numFailedTests ? 0 : 1) };
  },
});
if (built) {
  run('size', 'node', ['tools/bench/size-check.mjs', '--require-dist']);
  const e2eJson = path.join(reports, 'e2e.json');
  env.E2E_JSON = e2eJson;
  run('e2e', 'npx', ['nx', 'run', 'e2e:test', '--outputStyle=stream'], {
    countAs: (ok) => {
      if (!fs.existsSync(e2eJson)) return { passed: 0, failed: 1 };
      const { stats } = JSON.parse(fs.readFileSync(e2eJson, 'utf8'));
      return { passed: stats.expected, failed: stats.unexpected + (ok ? 0 : stats.unexpected ? 0 : 1) };
    },
  });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const seconds = results.reduce((n, r) => n + r.seconds, 0);
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed  (${r.seconds} s)`);
console.log(`  ${'total'.padEnd(10)} ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failed > 0 || passed === 0 ? 1 : 0);
