// What the main thread runs while a page loads: a CPU profile at 4x CPU of one page of the
// production build, cut into tasks (runs of busy samples) and each long task's self time summed by
// package or source file through the build's source maps. Build with maps first:
//
//   PORTAL_SOURCE_MAPS=1 npm run build     (or one app: cd host-shell && PORTAL_SOURCE_MAPS=1 webpack --mode production)
//   node tools/bench/profile-page.mjs /login [/fromLinks/register ...] [--cpu 4] [--top 12] [--functions] [--settle 4000]
//   node tools/bench/profile-page.mjs /admin/po --signed-in --wide --cpu 1 --long 15   (the bench's admin, signed in
//     through the API, in a desktop window; tasks from 15 ms listed, blocking time still counted from 50 ms)
//   node tools/bench/profile-page.mjs /fromLinks/register --react   (React's render, commit and effects, and the same
//     work set off inside a commit; a render's components with the time their own functions took)
//   node tools/bench/profile-page.mjs /admin/po --signed-in --wide --cpu 1 --long 5 --click '[role=columnheader][data-field="poNo"]'
//     (an interaction instead of the load: the page loads and settles unprofiled, then one click is profiled)
//   node tools/bench/profile-page.mjs /admin/po --signed-in --wide --cpu 1 --long 5 --before 'a[href="/"]' --click 'a[href="/admin/po"]'
//     (clicks on the way there first, unprofiled: here Home, then back to the kept list by its menu entry)
//
// docs/bundle-analysis.md says how to read it. Rebuild without maps before measuring bytes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, startPortalOnMock } from '../preview/serve.mjs';
import { CREDENTIALS, launchBrowser } from './browser.mjs';
import { reactPhases } from './react-phases.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const { SourceMapConsumer } = require('source-map');
const IDLE = new Set(['(idle)', '(program)', '(root)']);

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const cpu = option('--cpu', 4);
/** Lighthouse's long task: the part of a task beyond it is blocking time. */
const LONG_TASK_MS = 50;
/** Tasks listed one by one from this length (50 ms by default); shorter ones count in the totals only. */
const listedFromMs = option('--long', LONG_TASK_MS);
/** A desktop window (the bench's list figures) instead of Lighthouse's phone. */
const wide = args.includes('--wide');
const top = option('--top', 12);
const detail = args.includes('--functions');
/** How long to keep profiling once the network is idle (a remote's page renders after its chunks). */
const settleMs = option('--settle', 4000);
const signedIn = args.includes('--signed-in');
/** React's phases apart, with the components drawn in its renders (react-phases.mjs). */
const withReact = args.includes('--react');
/** A selector clicked once the page has settled: that interaction is profiled, not the load. */
const click = args.includes('--click') ? args[args.indexOf('--click') + 1] : undefined;
/** Selectors clicked in turn, unprofiled, before `--click` (`--before` once per click): the way to the interaction. */
const before = args.flatMap((a, i) => (args[i - 1] === '--before' ? [a] : []));
const VALUE_OPTIONS = new Set(['--cpu', '--top', '--settle', '--long', '--click', '--before']);
const pages = args.filter((a, i) => a.startsWith('/') && !VALUE_OPTIONS.has(args[i - 1]));

/** The source map of a served script, read from the app's dist folder (null if it has none). */
const consumers = new Map();
function consumerOf(url, portal) {
  if (consumers.has(url)) return consumers.get(url);
  let consumer = null;
  const app = Object.entries(portal.urls).find(([, base]) => url.startsWith(base));
  if (app) {
    const file = path.join(ROOT, app[0], 'dist', new URL(url).pathname + '.map');
    if (fs.existsSync(file)) consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  consumers.set(url, consumer);
  return consumer;
}

/** Where a frame's code was in the sources, through the build's source map (undefined without one). */
const originalPositionOf = (frame, portal) => consumerOf(frame.url, portal)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });

/**
 * A frame's origin: the package (node_modules/x) or the project file it was compiled from; with
 * `fn`, the function too (`file:line name`).
 */
function originOf(frame, portal, fn = detail) {
  if (!frame.url) return frame.functionName || '(native)';
  const where = originalPositionOf(frame, portal);
  const source = where?.source;
  if (!source) return `${frame.url.split('/').pop()} (no map)${fn ? ` ${frame.functionName}` : ''}`;
  if (fn) return `${source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '')}:${where.line} ${where.name ?? frame.functionName}`;
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : source.replace(/^webpack:\/\/[^/]*\//, '');
}

/** A frame's function name in the sources (a production build's names are minified). */
const functionNameOf = (frame, portal) => (frame.url && originalPositionOf(frame, portal)?.name) || frame.functionName;

/** Busy stretches of the profile: samples between idle ones, with their start and self times. */
function tasksOf(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const tasks = [];
  let at = profile.startTime;
  let current = null;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    at += profile.timeDeltas[i] / 1000;
    const frame = nodes.get(id).callFrame;
    if (IDLE.has(frame.functionName)) {
      current = null;
      return;
    }
    current ??= tasks[tasks.push({ start: at, ms: 0, frames: [] }) - 1];
    current.ms += dt;
    current.frames.push([frame, dt]);
  });
  return tasks.map((t) => ({ ...t, start: t.start - profile.startTime }));
}

/**
 * The tokens of the bench's account, put where the portal keeps its session before the page starts,
 * so the profile holds the page's own load and not the sign-in form's.
 */
async function seedSession(context, portal) {
  const response = await fetch(`${portal.apiUrl}/auth/pwd`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CREDENTIALS) });
  if (!response.ok) throw new Error(`sign-in through the API answered ${response.status}`);
  const tokens = await response.json();
  await context.addInitScript((session) => localStorage.setItem('portal.session', JSON.stringify({ state: session, version: 1 })), { ...tokens, locale: 'zh-TW', menuCollapsed: false });
}

async function profilePage(browser, url, portal) {
  const context = await browser.newContext({ viewport: wide ? { width: 1440, height: 900 } : { width: 412, height: 823 } });
  if (signedIn) await seedSession(context, portal);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (click) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    for (const selector of before) {
      await page.locator(selector).first().click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(settleMs);
    }
    await page.locator(click).first().waitFor();
    await page.waitForTimeout(settleMs);
  }
  await cdp.send('Profiler.start');
  if (click) await page.locator(click).first().click();
  else await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(click ? 1000 : settleMs);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  const tasks = tasksOf(profile);
  const long = tasks.filter((t) => t.ms >= LONG_TASK_MS);
  console.log(`\n## ${new URL(url).pathname}${click ? `, click on ${click}` : ''} at ${cpu}x CPU: ${Math.round(tasks.reduce((s, t) => s + t.ms, 0))} ms busy, ${long.length} tasks of ${LONG_TASK_MS} ms or more (blocking ${Math.round(long.reduce((s, t) => s + t.ms - LONG_TASK_MS, 0))} ms)`);
  const summary = (frames) => {
    const byOrigin = new Map();
    for (const [frame, dt] of frames) {
      const origin = originOf(frame, portal);
      byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + dt);
    }
    return [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, top).map(([o, ms]) => `${o} ${Math.round(ms)}`).join(', ');
  };
  for (const task of tasks.filter((t) => t.ms >= listedFromMs)) console.log(`- at ${Math.round(task.start)} ms, ${Math.round(task.ms)} ms: ${summary(task.frames)}`);
  console.log(`- all tasks: ${summary(tasks.flatMap((t) => t.frames))}`);
  if (!withReact) return;
  for (const { phase, ms, components } of reactPhases(profile, { nameOf: (frame) => functionNameOf(frame, portal), describe: (frame) => originOf(frame, portal, true) })) {
    const drawn = components.slice(0, top).map((c) => `${c.name} ${Math.round(c.ms)}`).join(', ');
    console.log(`- React, ${phase}: ${Math.round(ms)} ms${drawn ? `; components' own time: ${drawn}` : ''}`);
  }
}

const portal = await startPortalOnMock({ name: 'portal-profile' });
const browser = await launchBrowser();
try {
  const base = portal.urls['host-shell'].replace(/\/$/, '');
  for (const p of pages.length ? pages : ['/login']) await profilePage(browser, base + p, portal);
} finally {
  await browser.close();
  await portal.close();
}
process.exit(0);
