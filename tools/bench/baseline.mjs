// The yardstick: ../shared/perf-baseline (the same kind of pages in one bundle, no federation),
// built in a copy outside the project and measured side by side with the portal by its own
// measure.mjs, alternating, so that the ratios of one run hold on a noisy machine.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../preview/serve.mjs';

/** Where the baseline's sources are: beside the project, or PERF_BASELINE_DIR. */
export const BASELINE_SOURCE = path.resolve(process.env.PERF_BASELINE_DIR ?? path.join(ROOT, '..', 'shared', 'perf-baseline'));
/** Its copy: its npm install must not touch the project's workspaces. */
const WORK = path.join(os.tmpdir(), 'portal-perf-baseline');
const LEFT_BEHIND = new Set(['node_modules', 'dist', 'dist-one']);

/**
 * The figures the issue set goals for, with the goal (a ratio portal/baseline). Times are
 * reported against them, never asserted: a loaded machine moves them.
 */
export const GOALS = [
  { key: 'login.jsGz9', label: '/login JS, gzip-9', goal: 1.4 },
  { key: 'login.rtTransfer', label: '/login JS sent', goal: 1.4 },
  { key: 'login.jsRequests', label: '/login JS requests', goal: null },
  { key: 'login.fcp', label: '/login first contentful paint', goal: 1.3, timed: true },
  { key: 'list.firstRow', label: '/admin/po by URL → first grid row', goal: 1.5, timed: true },
  { key: 'list.jsGz9', label: 'that page’s JS, gzip-9', goal: 1.4 },
  { key: 'list.jsRequests', label: 'that page’s JS requests', goal: null },
];

function run(command, args, { cwd, log, quiet = true }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-20_000);
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output);
      else {
        log?.(output.split('\n').slice(-15).join('\n'));
        reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited ${code}`));
      }
    });
  });
}

const lockHash = (dir) => crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, 'package-lock.json'))).digest('hex');

/** Copies, installs (only when its lock file changed) and builds the baseline; null when it is not there. */
export async function prepareBaseline(log) {
  if (!fs.existsSync(path.join(BASELINE_SOURCE, 'measure.mjs'))) return null;
  fs.mkdirSync(WORK, { recursive: true });
  // Its README's own steps: npm install (its lock file lacks other platforms' optional packages, so npm ci refuses), npm run build.
  for (const entry of fs.readdirSync(BASELINE_SOURCE)) {
    if (!LEFT_BEHIND.has(entry)) fs.cpSync(path.join(BASELINE_SOURCE, entry), path.join(WORK, entry), { recursive: true });
  }
  const stamp = path.join(WORK, 'node_modules', '.portal-bench-lock');
  const hash = lockHash(BASELINE_SOURCE);
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== hash) {
    log(`installing the baseline's packages in ${WORK}...`);
    await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: WORK, log });
    fs.writeFileSync(stamp, hash);
  }
  log('building the baseline (one bundle per page)...');
  await run('npm', ['run', 'build'], { cwd: WORK, log });
  return WORK;
}

/** Serves the baseline's dist with its own server; resolves once it listens. */
export function serveBaseline(dir, port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['serve.mjs', String(port)], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => reject(new Error('the baseline server did not start within 10 s')), 10_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('serving')) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() });
      }
    });
    child.once('exit', (code) => reject(new Error(`the baseline server exited ${code}`)));
  });
}

/** One measure.mjs run (alternating order, cold cache) at a CPU slow-down; its JSON summary. */
export async function measureSideBySide({ dir, baselineUrl, portalUrl, login, runs, cpu, log }) {
  const out = path.join(dir, `results-cpu${cpu}.json`);
  fs.rmSync(out, { force: true });
  const args = ['measure.mjs', '--baseline', baselineUrl, '--portal', portalUrl.replace(/\/$/, ''), '--portal-login', login];
  args.push('--runs', String(runs), '--cpu', String(cpu), '--order', 'alt', '--out', out);
  await run(process.execPath, args, { cwd: dir, log });
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  return { cpu, runs, config: result.config, summary: result.summary };
}

/** The rows of the comparison: per figure (and per CPU for times), both medians (and ranges) and the ratio. */
export function comparisonRows(sideBySide) {
  const rows = [];
  for (const goal of GOALS) {
    for (const run of sideBySide) {
      // Bytes do not change with the CPU: they are shown once.
      if (!goal.timed && run !== sideBySide[0]) continue;
      const s = run.summary[goal.key];
      if (!s) continue;
      rows.push({ ...goal, cpu: run.cpu, baseline: s.baseline, portal: s.portal, ratio: s.ratio, met: goal.goal && s.ratio ? s.ratio.median <= goal.goal : null });
    }
  }
  return rows;
}
