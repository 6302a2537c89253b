#!/usr/bin/env node
// The portal's performance bench: production builds, served as a static host would, measured in
// headless Chromium against the mock backend. Writes bench/results.json and bench/results.md and
// exits non-zero when a budget (tools/bench/budgets.mjs) fails.
//
//   npm run bench                      # build every app (one at a time), then measure
//   npm run bench -- --no-build        # measure the dists as they are
//   npm run bench -- --help
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APPS, MOCK_API_PORT, REMOTES } from '../apps.mjs';
import { ROOT, startPortalOnMock, missingDists } from '../preview/serve.mjs';
import {
  CHROMIUM_PATH,
  goHome,
  launchBrowser,
  openLogin,
  openSession,
  CREDENTIALS,
  resetMockApi,
  signIn,
  firstContentfulPaint,
  visitByMenu,
} from './browser.mjs';
import { BASELINE_SOURCE, comparisonRows, measureSideBySide, prepareBaseline, serveBaseline } from './baseline.mjs';
import { budgets, check, formatBytes } from './budgets.mjs';
import { measureBulkUpload } from './bulk-upload.mjs';
import { measureInteractions } from './interactions.mjs';
import { findDuplicatePackages } from './duplicates.mjs';
import { buildApp, getPackageMap, saveCachedMap } from './package-map.mjs';
import { tablesOf, toMarkdown, toText } from './report.mjs';
import { gzipSize, median, round, warnWithoutChineseFont } from './util.mjs';

/** Where the one-bundle baseline is served during the side-by-side run (its own default port). */
const BASELINE_PORT = 4400;

/** The tour: one menu link per remote (its tourPath in apps.json), in the table's order. */
export const DOMAINS = REMOTES.map((r) => ({ remote: r.container, app: r.project, href: r.tourPath }));

const HELP = `Usage: node tools/bench/run.mjs [options]      (npm run bench -- [options])

Builds every app for production (webpack Node API, one app at a time), serves the dists
(tools/preview/serve.mjs, in-process) against the mock backend on ${MOCK_API_PORT}, and measures in
headless Chromium (${CHROMIUM_PATH}): /login size and FCP, each remoteEntry.js, a tour through
every domain, duplicate packages, and menu-click-to-first-row timings.
Writes bench/results.json and bench/results.md; exits 1 when a budget fails.

Options:
  --no-build          use the existing dist folders
  --runs <n>          runs per median (default 5)
  --skip-timings      skip the click-to-row timings (the slowest part)
  --no-package-map    duplicate check from mf-manifest.json only (no webpack stats; with
                      --no-build and no cached map this saves one build per app)
  --out <dir>         where results.json/.md go (default bench/)
  --no-bulk           skip the 5,000-row supplier upload (its read and check, in the page)
  --no-baseline       skip the side-by-side run against ../shared/perf-baseline
  --baseline-runs <n> rounds per CPU setting of that run (default 7; 1x and 4x CPU)
  --timeout-min <n>   stop everything after n minutes (default 40)
  -h, --help`;

function parseArgs(argv) {
  const opts = { build: true, runs: 5, timings: true, packageMap: true, bulk: true, baseline: true, baselineRuns: 7, out: path.join(ROOT, 'bench'), timeoutMin: 40, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--no-build') opts.build = false;
    else if (arg === '--runs') opts.runs = Math.max(1, Number.parseInt(next(), 10) || 0);
    else if (arg === '--skip-timings') opts.timings = false;
    else if (arg === '--no-package-map') opts.packageMap = false;
    else if (arg === '--no-bulk') opts.bulk = false;
    else if (arg === '--no-baseline') opts.baseline = false;
    else if (arg === '--baseline-runs') opts.baselineRuns = Math.max(1, Number.parseInt(next(), 10) || 0);
    else if (arg === '--out') opts.out = path.resolve(next());
    else if (arg === '--timeout-min') opts.timeoutMin = Number(next());
    else if (arg === '-h' || arg === '--help') opts.help = true;
    else throw new Error(`Unknown option "${arg}" (see --help)`);
  }
  return opts;
}

const log = (...args) => console.log('[bench]', ...args);

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const sumGzip = (scripts) => scripts.reduce((n, s) => n + (s.gzipBytes ?? 0), 0);
const slim = (s) => ({ url: s.url, origin: s.origin, port: s.port, app: s.app, file: s.file, status: s.status, bytes: s.bytes, gzipBytes: s.gzipBytes, ...(s.error ? { error: s.error } : {}) });
const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

async function buildAll(apps) {
  const builds = [];
  for (const app of apps) {
    log(`building ${app} (production, webpack Node API)...`);
    const result = await buildApp(app);
    saveCachedMap(result.map);
    builds.push({ app, durationMs: result.durationMs, warnings: result.warnings.length });
    log(`  ${app}: ${(result.durationMs / 1000).toFixed(1)} s, ${Object.keys(result.map.files).length} js files`);
  }
  return builds;
}

function diskSizes() {
  return REMOTES.map((a) => {
    const dist = path.join(ROOT, a.project, 'dist');
    const entry = fs.readFileSync(path.join(dist, 'remoteEntry.js'));
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile) : null;
    return {
      remote: a.container,
      app: a.project,
      remoteEntryBytes: entry.length,
      remoteEntryGzipBytes: gzipSize(entry),
      manifestBytes: manifest?.length ?? null,
      manifestGzipBytes: manifest ? gzipSize(manifest) : null,
    };
  });
}

async function measureLogin(browser, { baseUrl, apiUrl, runs }) {
  const results = [];
  let scripts = [];
  for (let i = 0; i < runs; i++) {
    await resetMockApi(apiUrl);
    const session = await openSession(browser);
    try {
      const { idle } = await openLogin(session, baseUrl);
      const fcpMs = await firstContentfulPaint(session.page);
      const runScripts = await session.scriptsSince(0);
      if (i === 0) scripts = runScripts;
      results.push({ fcpMs: round(fcpMs), jsGzipBytes: sumGzip(runScripts), jsRequests: runScripts.length, networkIdle: idle });
    } finally {
      await session.close();
    }
  }
  const bytes = results.map((r) => r.jsGzipBytes);
  const requests = results.map((r) => r.jsRequests);
  return {
    url: `${baseUrl}login`,
    runs: results,
    fcpMedianMs: round(median(results.map((r) => r.fcpMs))),
    // The largest of the runs (they should be equal: same files every time).
    jsGzipBytes: Math.max(...bytes),
    jsRequests: Math.max(...requests),
    stableAcrossRuns: new Set(bytes).size === 1 && new Set(requests).size === 1,
    scripts: scripts.map(slim),
  };
}

async function measureTour(browser, { baseUrl, apiUrl }) {
  await resetMockApi(apiUrl);
  const session = await openSession(browser);
  const tour = { signIn: null, visits: [], notes: [] };
  try {
    await openLogin(session, baseUrl);
    const loginMark = session.mark();
    try {
      await signIn(session);
      const added = await session.scriptsSince(loginMark);
      tour.signIn = { addedGzipBytes: sumGzip(added), scripts: added.map(slim) };
    } catch (error) {
      tour.signIn = { error: firstLine(error), addedGzipBytes: null, scripts: [] };
      throw error;
    }
    for (const domain of DOMAINS) {
      try {
        const visit = await visitByMenu(session, domain.href);
        tour.visits.push({
          ...domain,
          readyKind: visit.readyKind,
          fallbackUsed: visit.fallbackUsed,
          readyMs: round(visit.readyMs),
          grid: visit.grid,
          comingSoon: visit.comingSoon,
          networkIdle: visit.networkIdle,
          addedGzipBytes: sumGzip(visit.scripts),
          addedRequests: visit.scripts.length,
          scripts: visit.scripts.map(slim),
        });
      } catch (error) {
        log(`  tour ${domain.href}: ${firstLine(error)}`);
        tour.visits.push({ ...domain, error: String(error.message ?? error), addedGzipBytes: null, scripts: [] });
      }
    }
    tour.allScripts = (await session.scriptsSince(0)).map(slim);
    if (session.consoleErrors.length) tour.consoleErrors = session.consoleErrors.slice(0, 20);
  } finally {
    await session.close();
  }

  // The first domain with a data grid pays for the grid; with no grid anywhere, the first
  // domain visited after sign-in is the "first visit". Every other domain is a further one.
  const gridIndex = tour.visits.findIndex((v) => v.grid);
  const firstIndex = gridIndex >= 0 ? gridIndex : 0;
  if (gridIndex < 0) tour.notes.push('no domain showed a data grid ([role=grid]); the first domain visited gets the first-visit budget');
  tour.visits.forEach((v, i) => {
    v.firstVisit = i === firstIndex;
    v.limit = v.firstVisit ? budgets.firstGridDomainVisitGzipBytes : budgets.furtherDomainVisitGzipBytes;
    v.ok = !v.error && v.addedGzipBytes !== null && v.addedGzipBytes <= v.limit;
  });
  tour.totalGzipBytes = sumGzip(tour.allScripts ?? []);
  return tour;
}

async function measureTimings(browser, { baseUrl, apiUrl, runs }) {
  const domains = [];
  for (const domain of DOMAINS) {
    const first = [];
    const repeat = [];
    const kinds = new Set();
    const errors = [];
    let failuresInARow = 0;
    for (let i = 0; i < runs && failuresInARow < 2; i++) {
      await resetMockApi(apiUrl);
      const session = await openSession(browser);
      try {
        await openLogin(session, baseUrl);
        await signIn(session);
        const a = await visitByMenu(session, domain.href);
        first.push(a.readyMs);
        kinds.add(a.readyKind);
        await goHome(session);
        const b = await visitByMenu(session, domain.href);
        repeat.push(b.readyMs);
        kinds.add(b.readyKind);
        failuresInARow = 0;
      } catch (error) {
        failuresInARow++;
        errors.push(`run ${i + 1}: ${firstLine(error)}`);
      } finally {
        await session.close();
      }
    }
    const readyKinds = [...kinds];
    domains.push({
      ...domain,
      first: { runsMs: first.map((v) => round(v)), medianMs: round(median(first)) },
      repeat: { runsMs: repeat.map((v) => round(v)), medianMs: round(median(repeat)) },
      readyKinds,
      fallbackUsed: readyKinds.some((k) => k !== 'row'),
      errors,
    });
    const d = domains.at(-1);
    log(`  ${domain.href}: first ${d.first.medianMs ?? 'n/a'} ms, repeat ${d.repeat.medianMs ?? 'n/a'} ms (${readyKinds.join('/') || 'failed'})`);
  }
  return { runs, selector: '[role=row][data-rowindex], [role=grid] [role=row]:nth-child(2)', fallbackSelector: 'main h1', domains };
}

function budgetChecks(results) {
  const checks = [];
  const login = results.login;
  const loginNote = login?.error ? `not measured: ${firstLine(login.error)}` : undefined;
  checks.push(check('/login JS (gzip)', login?.jsGzipBytes ?? null, budgets.login.jsGzipBytes, { note: loginNote }));
  checks.push(check('/login JS requests', login?.jsRequests ?? null, budgets.login.jsRequests, { unit: 'count', note: loginNote }));
  for (const r of results.remotes) checks.push(check(`${r.app} remoteEntry.js (gzip)`, r.remoteEntryGzipBytes, budgets.remoteEntryGzipBytes));
  const dup = results.duplicates;
  checks.push(
    check('duplicate packages', dup ? dup.packages.length : null, budgets.duplicatePackages, {
      unit: 'count',
      note: dup ? (dup.packages.length ? dup.packages.map((p) => p.package).join(', ') : undefined) : 'not measured (tour failed)',
    }),
  );
  if (results.tour) {
    for (const v of results.tour.visits) {
      checks.push(
        check(`tour ${v.href} (${v.remote}${v.firstVisit ? ', first visit' : ''}) JS added`, v.error ? null : v.addedGzipBytes, v.limit, {
          note: v.error ? `not measured: ${firstLine(v.error)}` : undefined,
        }),
      );
    }
  } else {
    checks.push(check('tour', null, budgets.furtherDomainVisitGzipBytes, { note: `not measured: ${firstLine(results.tourError ?? 'tour did not run')}` }));
  }
  return checks;
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  if (opts.help) {
    console.log(HELP);
    return 0;
  }

  const started = Date.now();
  const resources = { portal: null, browser: null, baseline: null };
  let cleaning = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await resources.browser?.close().catch(() => {});
      resources.baseline?.stop();
      await resources.portal?.close();
    })());
  const abort = (reason, code) => {
    console.error(`\n[bench] ${reason}: stopping.`);
    const force = setTimeout(() => process.exit(code), 10_000);
    force.unref();
    cleanup().finally(() => process.exit(code));
  };
  const watchdog = setTimeout(() => abort(`overall time limit of ${opts.timeoutMin} min reached`, 3), opts.timeoutMin * 60_000);
  watchdog.unref();
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  process.once('exit', () => {
    const child = resources.portal?.mock.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  const results = {
    generatedAt: new Date().toISOString(),
    environment: { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, chromium: null, chineseFont: warnWithoutChineseFont() },
    options: { build: opts.build, runs: opts.runs, timings: opts.timings, packageMap: opts.packageMap, baselineRuns: opts.baseline ? opts.baselineRuns : 0 },
    budgets: { definition: budgets, checks: [] },
    build: null,
    login: null,
    remotes: [],
    tour: null,
    duplicates: null,
    timings: null,
    interactions: null,
    bulkUpload: null,
    baseline: null,
    ok: false,
    failures: [],
  };

  try {
    if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH)`);
    const ports = [...APPS.map((a) => a.port), MOCK_API_PORT, ...(opts.baseline ? [BASELINE_PORT] : [])];
    const busy = [];
    for (const port of ports) if (!(await portFree(port))) busy.push(port);
    if (busy.length) throw new Error(`port(s) ${busy.join(', ')} already in use: stop the dev servers / preview / mock server first`);

    // 1. Build (or take the dists as they are) and know which packages each emitted file holds.
    const appNames = APPS.map((a) => a.project);
    const packageMaps = {};
    const packageMapSources = {};
    if (opts.build) {
      const t = Date.now();
      results.build = { tool: 'webpack Node API (tools/bench/package-map.mjs buildApp), one app at a time', apps: await buildAll(appNames) };
      results.build.durationMs = Date.now() - t;
      for (const app of appNames) {
        packageMaps[app] = (await getPackageMap(app)) ?? null;
        packageMapSources[app] = 'this build';
      }
    } else {
      const missing = missingDists();
      if (missing.length) {
        throw new Error(`--no-build but no dist for: ${missing.join(', ')}. Build them (cd <app> && npx webpack --mode production) or drop --no-build.`);
      }
      if (opts.packageMap) {
        for (const app of appNames) {
          try {
            const map = await getPackageMap(app, { log });
            packageMaps[app] = map;
            packageMapSources[app] = map.match.matches
              ? map.source
              : `${map.source}; does NOT match dist (${[...map.match.differs, ...map.match.missingInDist, ...map.match.extraInDist].join(', ')} differ): dist was built from other sources`;
          } catch (error) {
            packageMaps[app] = null;
            packageMapSources[app] = `unavailable: ${firstLine(error)}`;
          }
        }
      }
    }

    // The baseline is built before anything is measured, so its build does not load the machine then.
    let baselineDir = null;
    /** The baseline's server, started once by the first measure that needs it. */
    const baselineServer = async () => (resources.baseline ??= await serveBaseline(baselineDir, BASELINE_PORT));
    if (opts.baseline) {
      try {
        baselineDir = await prepareBaseline(log);
        if (!baselineDir) results.baseline = { skipped: `no perf baseline at ${BASELINE_SOURCE} (set PERF_BASELINE_DIR)` };
      } catch (error) {
        results.baseline = { error: firstLine(error) };
      }
      if (results.baseline) log(`  baseline: ${results.baseline.skipped ?? results.baseline.error}`);
    }

    // 2. Sizes on disk.
    results.remotes = diskSizes();

    // 3. Servers: mock backend with a fresh state file, preview pointed at it.
    log(`starting the mock backend on ${MOCK_API_PORT}...`);
    resources.portal = await startPortalOnMock({ name: 'portal-bench' });
    const { apiUrl } = resources.portal;
    const baseUrl = resources.portal.urls['host-shell'];
    log(`preview on ${baseUrl} (API ${apiUrl})`);

    // 4. Browser.
    resources.browser = await launchBrowser();
    results.environment.chromium = resources.browser.version();

    log(`/login: ${opts.runs} cold loads...`);
    try {
      results.login = await measureLogin(resources.browser, { baseUrl, apiUrl, runs: opts.runs });
      log(`  ${formatBytes(results.login.jsGzipBytes)} JS in ${results.login.jsRequests} requests, FCP median ${results.login.fcpMedianMs} ms`);
    } catch (error) {
      results.login = { error: String(error.message ?? error) };
      log(`  /login failed: ${firstLine(error)}`);
    }

    log('tour: sign in, then each domain...');
    try {
      results.tour = await measureTour(resources.browser, { baseUrl, apiUrl });
      for (const v of results.tour.visits) if (!v.error) log(`  ${v.href}: +${formatBytes(v.addedGzipBytes)} in ${v.addedRequests} scripts (${v.readyKind})`);
      const dup = findDuplicatePackages(results.tour.allScripts ?? [], opts.packageMap ? packageMaps : {});
      results.duplicates = {
        method: opts.packageMap ? 'package map (webpack stats) + federation manifest' : 'federation manifest only',
        packageMapSources,
        ...dup,
      };
    } catch (error) {
      results.tourError = String(error.message ?? error);
      log(`  tour failed: ${firstLine(error)}`);
    }

    if (opts.timings) {
      log(`timings: ${DOMAINS.length} domains x ${opts.runs} runs (first visit in a new context, then home and back)...`);
      results.timings = await measureTimings(resources.browser, { baseUrl, apiUrl, runs: opts.runs });
    }

    if (opts.timings) {
      log(`interactions on the PO list: ${opts.runs} rounds (sort, next page, filter, open a detail)${baselineDir ? ', the baseline list alternating' : ''}...`);
      // Without the baseline's server the portal's figures are still taken (the side-by-side run reports the failure).
      const baselineUrl = baselineDir ? await baselineServer().then((server) => server.url, () => undefined) : undefined;
      results.interactions = await measureInteractions(resources.browser, { baseUrl, apiUrl, runs: opts.runs, baselineUrl });
      for (const f of results.interactions.figures) log(`  ${f.name}: median ${f.medianMs ?? 'n/a'} ms${f.baseline ? ` (limit ${f.baseline.medianMs ?? 'n/a'} ms)` : ''}`);
      for (const e of results.interactions.errors) log(`  ${e}`);
    }

    if (opts.bulk) {
      log('5,000-row supplier upload: read, then load the old data and check every row...');
      try {
        results.bulkUpload = await measureBulkUpload(resources.browser, { baseUrl, apiUrl });
        const { read, check: checked } = results.bulkUpload;
        log(`  read ${read.ms} ms (longest task ${read.longestTaskMs} ms, ${read.workers ? 'parsed in a worker' : 'parsed on the page'}), check ${checked.ms} ms (longest task ${checked.longestTaskMs} ms)`);
      } catch (error) {
        results.bulkUpload = { error: firstLine(error) };
        log(`  bulk upload failed: ${firstLine(error)}`);
      }
    }

    if (baselineDir) {
      log(`side by side with the one-bundle baseline: ${opts.baselineRuns} alternating rounds at 1x and at 4x CPU...`);
      try {
        await baselineServer();
        const runs = [];
        for (const cpu of [1, 4]) {
          runs.push(await measureSideBySide({ dir: baselineDir, baselineUrl: resources.baseline.url, portalUrl: baseUrl, login: `${CREDENTIALS.account}:${CREDENTIALS.password}`, runs: opts.baselineRuns, cpu, log }));
        }
        results.baseline = { source: BASELINE_SOURCE, runs, comparison: comparisonRows(runs) };
        for (const row of results.baseline.comparison) log(`  ${row.label}${row.timed ? ` (${row.cpu}x CPU)` : ''}: ${row.ratio ? row.ratio.median.toFixed(2) : 'n/a'}x`);
      } catch (error) {
        results.baseline = { error: firstLine(error) };
        log(`  side by side failed: ${firstLine(error)}`);
      }
    }
  } catch (error) {
    results.fatal = String(error.message ?? error);
    console.error(`\n[bench] ${results.fatal}`);
  } finally {
    await cleanup();
    clearTimeout(watchdog);
  }

  if (results.fatal && !results.remotes.length) {
    results.failures.push(results.fatal);
    fs.mkdirSync(opts.out, { recursive: true });
    fs.writeFileSync(path.join(opts.out, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    return 1;
  }

  results.budgets.checks = budgetChecks(results);
  results.failures = [
    ...(results.fatal ? [results.fatal] : []),
    ...results.budgets.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.unit === 'bytes' ? formatBytes(c.value) : c.value ?? 'n/a'} > ${c.unit === 'bytes' ? formatBytes(c.limit) : c.limit}${c.note ? ` (${c.note})` : ''}`),
  ];
  results.ok = results.failures.length === 0;
  results.durationMs = Date.now() - started;

  const tables = tablesOf(results);
  fs.mkdirSync(opts.out, { recursive: true });
  fs.writeFileSync(path.join(opts.out, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(
    path.join(opts.out, 'results.md'),
    toMarkdown(tables, {
      title: 'Supplier portal bench',
      meta: [
        `generated ${results.generatedAt} in ${(results.durationMs / 1000).toFixed(0)} s (${results.options.build ? 'fresh build' : 'existing dists'})`,
        `Node ${results.environment.node}, Chromium ${results.environment.chromium ?? 'n/a'}, ${results.environment.cpus} CPUs, zh-TW font: ${results.environment.chineseFont ?? 'none (a browser fallback search: zh-TW layouts slower than on a phone)'}`,
        'sizes are gzip level 9 of the response body; 1 KB = 1000 bytes',
        `result: ${results.ok ? 'all budgets hold' : `${results.failures.length} failure(s)`}`,
      ],
    }),
  );
  console.log(toText(tables));
  console.log(`\nWrote ${path.relative(ROOT, path.join(opts.out, 'results.json'))} and ${path.relative(ROOT, path.join(opts.out, 'results.md'))} (${(results.durationMs / 1000).toFixed(0)} s).`);
  if (!results.ok) {
    console.error(`\nBENCH FAILED: ${results.failures.length} budget(s) or measurement(s) failed:`);
    for (const f of results.failures) console.error(`  - ${f}`);
    return 1;
  }
  console.log('\nAll budgets hold.');
  return 0;
}

process.exitCode = await main();
// Anything left (a stuck socket) must not keep the bench alive.
setTimeout(() => process.exit(process.exitCode ?? 0), 2_000).unref();
