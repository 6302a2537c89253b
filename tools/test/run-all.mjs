#!/usr/bin/env node
// `npm test`: every check of every project, then the production build and the end-to-end suite
// against it. Ends with one line `N passed, N failed` and exits non-zero if anything failed or
// nothing ran. Steps run one after another: the machine has 2 cores.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0', JEST_JSON_DIR: reports };
const only = process.argv.slice(2);

const results = []; // { name, passed, failed }
const failures = []; // names of failed tests, repeated at the end

function run(name, command, args, { countAs } = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const ok = child.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${child.status ?? child.signal})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const counted = countAs?.(ok);
  results.push({ name, ...(counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) });
  return ok;
}

const nx = (target, extra = []) => ['nx', 'run-many', '-t', target, '--outputStyle=stream', ...extra];

run('lint', 'npx', nx('lint', ['--parallel=2']));
run('typecheck', 'npx', nx('typecheck', ['--parallel=1']));
run('unit', 'npx', nx('test', ['--parallel=1', '--skip-nx-cache', '--exclude=e2e']), {
  countAs: (ok) => {
    let passed = 0;
    let failed = 0;
    for (const file of fs.readdirSync(reports).filter((f) => f.startsWith('jest-'))) {
      const r = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
      passed += r.passed;
      failed += r.failed;
      failures.push(...(r.failures ?? []));
    }
    return { passed, failed: failed || (ok ? 0 : 1) };
  },
});
const storybookJson = path.join(reports, 'storybook.json');
env.STORYBOOK_JSON = storybookJson;
run('stories', 'npx', ['nx', 'run', 'shared-ui:test-storybook', '--outputStyle=stream'], {
  countAs: (ok) => {
    if (!fs.existsSync(storybookJson)) return { passed: 0, failed: 1 };
    const r = JSON.parse(fs.readFileSync(storybookJson, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests + (ok ? 0 : r.numFailedTests ? 0 : 1) };
  },
});
const built = run('build', 'npx', nx('build', ['--projects=tag:app', '--parallel=1']));
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
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failed > 0 || passed === 0 ? 1 : 0);
