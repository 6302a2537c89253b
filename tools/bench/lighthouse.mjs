// Lighthouse's mobile profile (slow 4G, 4x CPU) on the pages issue 17 set scores for: the portal's
// /login and /fromLinks/register, and the one-bundle baseline's login beside them. Lighthouse is
// big (about 180 MB) and only the bench needs it, so it is installed on first use in the temp
// folder, at a pinned version, as the baseline is; Debian's Chromium runs it.
//
//   node tools/bench/lighthouse.mjs [--runs N] [--no-baseline]   (after `npm run build`)
//
// Writes bench/lighthouse.json and prints the median score, LCP and TBT of each page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { missingDists, ROOT, startPortalOnMock } from '../preview/serve.mjs';
import { prepareBaseline, serveBaseline } from './baseline.mjs';
import { median, warnWithoutChineseFont } from './util.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
const WORK = path.join(os.tmpdir(), 'portal-lighthouse');
const BASELINE_PORT = 4400;
/** Issue 17's goals: Lighthouse performance scores (0-100). */
const GOALS = { '/login': 90, '/fromLinks/register': 85 };

const log = (line) => console.log(`[lighthouse] ${line}`);

function npmInstall(cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['install', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], { cwd, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm install lighthouse exited ${code}`))));
  });
}

/** Lighthouse and its chrome-launcher, installed in the temp folder once per version. */
async function loadLighthouse() {
  const installed = path.join(WORK, 'node_modules', 'lighthouse', 'package.json');
  if (!fs.existsSync(installed) || JSON.parse(fs.readFileSync(installed, 'utf8')).version !== LIGHTHOUSE_VERSION) {
    fs.mkdirSync(WORK, { recursive: true });
    if (!fs.existsSync(path.join(WORK, 'package.json'))) fs.writeFileSync(path.join(WORK, 'package.json'), '{"name":"portal-lighthouse","private":true}\n');
    log(`installing lighthouse ${LIGHTHOUSE_VERSION} in ${WORK}...`);
    await npmInstall(WORK);
  }
  const from = (rel) => import(pathToFileURL(path.join(WORK, 'node_modules', rel)).href);
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([from('lighthouse/core/index.js'), from('chrome-launcher/dist/index.js')]);
  return { lighthouse, chromeLauncher };
}

/** One cold run of one page: the performance score and the figures it comes from. */
async function audit({ lighthouse, chromeLauncher }, url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'] });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const value = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      transferKiB: value('total-byte-weight') === null ? null : Math.round(value('total-byte-weight') / 1024),
      unusedJsKiB: Math.round((lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024),
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]).filter((v) => v !== null && v !== undefined));
  return { performance: pick('performance'), accessibility: pick('accessibility'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), fcpMs: pick('fcpMs'), transferKiB: pick('transferKiB'), unusedJsKiB: pick('unusedJsKiB'), runs };
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
  const withBaseline = !args.includes('--no-baseline');
  const missing = missingDists();
  if (missing.length) throw new Error(`build first (npm run build): no dist for ${missing.join(', ')}`);

  const chineseFont = warnWithoutChineseFont(log);
  const tools = await loadLighthouse();
  const portal = await startPortalOnMock({ name: 'portal-lighthouse' });
  let baseline = null;
  try {
    const base = portal.urls['host-shell'].replace(/\/$/, '');
    const pages = Object.keys(GOALS).map((p) => ({ name: `portal ${p}`, url: `${base}${p}`, goal: GOALS[p] }));
    if (withBaseline) {
      const dir = await prepareBaseline(log);
      if (dir) {
        baseline = await serveBaseline(dir, BASELINE_PORT);
        pages.push({ name: 'baseline /login', url: `${baseline.url}/login`, goal: null });
      } else log('no ../shared/perf-baseline here: the portal only');
    }
    const results = {};
    // Alternating the pages round by round, so a busy moment of the machine hits each alike.
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        log(`${page.name} (round ${round + 1}/${runs})`);
        (results[page.name] ??= []).push(await audit(tools, page.url));
      }
    }
    const report = { date: new Date().toISOString(), lighthouse: LIGHTHOUSE_VERSION, profile: 'mobile (slow 4G, 4x CPU)', chineseFont, runs, pages: pages.map((p) => ({ ...p, ...summarise(results[p.name]) })) };
    fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('\n| page | performance (goal) | LCP | TBT | bytes | unused JS | accessibility |\n|---|---|---|---|---|---|---|');
    for (const p of report.pages) {
      const goal = p.goal ? ` (≥ ${p.goal})` : '';
      console.log(`| ${p.name} | ${p.performance}${goal} | ${Math.round(p.lcpMs)} ms | ${Math.round(p.tbtMs)} ms | ${p.transferKiB} KiB | ${p.unusedJsKiB} KiB | ${p.accessibility} |`);
    }
    console.log('\nbench/lighthouse.json written (medians of each page).');
  } finally {
    baseline?.stop();
    await portal.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
