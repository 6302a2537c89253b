#!/usr/bin/env node
// Which npm packages each emitted chunk file of an app contains, from webpack's own stats.
//
//   node tools/bench/package-map.mjs [app ...] [--json]
//
// Without a cached map that matches the app's current dist, it runs a production build of the
// app through webpack's Node API (in a child process started in the app folder, as the CLI
// runs) into a temporary folder (dist/ is not touched) and maps each
// emitted .js file to the packages of its modules. Webpack builds are deterministic for the same
// input, so the file names match a dist built from the same sources; the map records a hash of
// every emitted .js file so a mismatch with dist is detected, not guessed.
//
// The bench's build step calls buildApp() with the real dist as output, so it gets the map for
// free; the map is cached in node_modules/.cache/portal-bench/.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../apps.mjs';
import { ROOT } from '../preview/serve.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
export const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/portal-bench');
/** Workspace folders whose code counts as a package of its own when bundled into an app. */
export const WORKSPACE_PACKAGES = ['shared-ui', 'mock-api'];

const STATS_OPTIONS = {
  all: false,
  assets: true,
  chunks: true,
  chunkModules: true,
  modules: true,
  nestedModules: true,
  dependentModules: true,
  ids: true,
  modulesSpace: Infinity,
  chunkModulesSpace: Infinity,
  nestedModulesSpace: Infinity,
  assetsSpace: Infinity,
  errors: true,
  warnings: true,
};

export function appDir(app) {
  return path.join(ROOT, app);
}

/**
 * The package a bundled module belongs to, from its absolute resource path:
 * `node_modules/<pkg>` or `node_modules/@scope/<pkg>` (the innermost node_modules),
 * a workspace package (shared-ui, mock-api), or `app:<folder>` for an app's own code.
 * Returns null for synthetic modules (federation entry, runtime, shared/remote stubs).
 */
export function packageOfPath(resource, root = ROOT) {
  if (!resource || !path.isAbsolute(resource)) return null;
  const p = resource.split(path.sep).join('/');
  const idx = p.lastIndexOf('/node_modules/');
  if (idx >= 0) {
    const rest = p.slice(idx + '/node_modules/'.length).split('/');
    if (!rest[0] || rest[0].startsWith('.')) return null; // node_modules/.federation, .cache
    const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return name;
  }
  const rel = path.relative(root, resource).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const top = rel.split('/')[0];
  if (WORKSPACE_PACKAGES.includes(top)) return top;
  if (APPS.some((a) => a.project === top)) return `app:${top}`;
  return `file:${top}`;
}

/** The resource path of a stats module: the identifier after loaders, without query or hash suffix. */
function resourceOf(module) {
  const id = module.identifier ?? '';
  const last = id.slice(id.lastIndexOf('!') + 1);
  const clean = last.replace(/\|.*$/, '').replace(/\?.*$/, '');
  // A `javascript/esm|/abs/path` identifier (modules without loaders).
  const bar = last.indexOf('|');
  const candidate = bar >= 0 && !path.isAbsolute(clean) ? last.slice(bar + 1).replace(/\|.*$/, '').replace(/\?.*$/, '') : clean;
  return path.isAbsolute(candidate) ? candidate : null;
}

const SYNTHETIC_TYPES = new Set(['runtime', 'consume-shared-module', 'provide-module', 'remote-module', 'fallback-module', 'container-entry', 'javascript/dynamic']);

function isSynthetic(module) {
  if (SYNTHETIC_TYPES.has(module.moduleType)) return true;
  const name = module.name ?? '';
  return /^(consume shared module|provide shared module|remote |container entry|container reference|webpack\/|external )/.test(name);
}

/** Adds the leaf modules of a stats module tree into `into` as package -> bytes (unminified module size). */
function collectModules(modules, into, root) {
  for (const m of modules ?? []) {
    if (m.modules?.length) {
      collectModules(m.modules, into, root); // concatenated module or dependent-modules group
      continue;
    }
    if (isSynthetic(m)) continue;
    const pkg = packageOfPath(resourceOf(m), root);
    if (!pkg) continue;
    into[pkg] = (into[pkg] ?? 0) + (m.size ?? 0);
  }
}

/**
 * Maps each emitted .js file to its packages from `stats.toJson(STATS_OPTIONS)`.
 * @returns {Record<string, Record<string, number>>} file -> package -> source bytes
 */
export function packageMapFromStats(statsJson, root = ROOT) {
  const files = {};
  for (const chunk of statsJson.chunks ?? []) {
    const packages = {};
    collectModules(chunk.modules, packages, root);
    for (const file of [...(chunk.files ?? []), ...(chunk.auxiliaryFiles ?? [])]) {
      if (!/\.m?js$/.test(file)) continue;
      files[file] ??= {};
      for (const [pkg, size] of Object.entries(packages)) files[file][pkg] = (files[file][pkg] ?? 0) + size;
    }
  }
  return files;
}

export function sha256File(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Hashes of the .js files of an output folder (top level, as webpack writes them here). */
export function jsFileHashes(dir) {
  if (!fs.existsSync(dir)) return {};
  const out = {};
  for (const name of fs.readdirSync(dir).sort()) {
    if (/\.m?js$/.test(name) && fs.statSync(path.join(dir, name)).isFile()) out[name] = sha256File(path.join(dir, name));
  }
  return out;
}

/**
 * Builds one app for production with webpack's Node API, in a child process started in the app
 * folder, exactly as `cd <app> && npx webpack --mode production` runs: the federation plugin
 * fixes its runtime-entry folder (<cwd>/node_modules/.federation) when first loaded, and that
 * path feeds the module ids, so builds of several apps in one process, or from another cwd,
 * would give valid but not byte-identical files. One build at a time.
 * @param {string} app folder name, e.g. 'host-shell'
 * @param {object} [options]
 * @param {string} [options.outputPath] default the app's dist/
 * @returns {Promise<{ app, outputPath, durationMs, warnings: string[], map }>}
 */
export async function buildApp(app, { outputPath, timeoutMs = 15 * 60_000 } = {}) {
  const dir = appDir(app);
  if (!fs.existsSync(path.join(dir, 'webpack.config.js'))) throw new Error(`${app}: no webpack.config.js in ${dir}`);
  const resultDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-build-${app}-`));
  const resultFile = path.join(resultDir, 'result.json');
  try {
    const args = [fileURLToPath(import.meta.url), '--worker', app, '--result', resultFile, ...(outputPath ? ['--output', outputPath] : [])];
    const child = spawn(process.execPath, args, { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
    const killTimer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const onParentExit = () => child.kill('SIGKILL');
    process.once('exit', onParentExit);
    const code = await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (c, signal) => resolve(c ?? signal));
    }).finally(() => {
      clearTimeout(killTimer);
      process.off('exit', onParentExit);
    });
    if (code !== 0 || !fs.existsSync(resultFile)) throw new Error(`${app}: webpack build failed (exit ${code}); see the errors above`);
    return JSON.parse(fs.readFileSync(resultFile, 'utf8'));
  } finally {
    fs.rmSync(resultDir, { recursive: true, force: true });
  }
}

/** The worker side of buildApp: runs in the app folder, builds, writes the result file. */
async function buildInThisProcess(app, { outputPath, resultFile }) {
  const webpack = require('webpack');
  const dir = appDir(app);
  if (path.resolve(process.cwd()) !== path.resolve(dir)) throw new Error(`build worker for ${app} must run in ${dir}`);
  const exported = require(path.join(dir, 'webpack.config.js'));
  const config = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
  if (Array.isArray(config)) throw new Error(`${app}: multi-compiler configs are not supported`);
  config.mode = 'production';
  if (outputPath) config.output = { ...config.output, path: outputPath };
  config.infrastructureLogging = { ...config.infrastructureLogging, level: 'error' };
  const started = Date.now();
  const stats = await new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, result) => {
      compiler.close((closeError) => {
        if (error || closeError) reject(error ?? closeError);
        else resolve(result);
      });
    });
  });
  const json = stats.toJson(STATS_OPTIONS);
  if (stats.hasErrors()) {
    const messages = (json.errors ?? []).map((e) => e.message ?? String(e)).slice(0, 5).join('\n\n');
    throw new Error(`${app}: webpack build failed:\n${messages}`);
  }
  const out = config.output.path;
  const result = {
    app,
    outputPath: out,
    durationMs: Date.now() - started,
    warnings: (json.warnings ?? []).map((w) => w.message ?? String(w)),
    map: { app, builtAt: new Date().toISOString(), files: packageMapFromStats(json), hashes: jsFileHashes(out) },
  };
  fs.writeFileSync(resultFile, JSON.stringify(result));
}

const cacheFile = (app) => path.join(CACHE_DIR, `${app}.package-map.json`);

export function saveCachedMap(map) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(cacheFile(map.app), JSON.stringify(map, null, 2));
}

/** Compares a map's recorded .js hashes with a dist folder: which files differ, are missing or extra. */
export function compareWithDist(map, dist) {
  const current = jsFileHashes(dist);
  const differs = [];
  const missingInDist = [];
  for (const [name, hash] of Object.entries(map.hashes ?? {})) {
    if (!(name in current)) missingInDist.push(name);
    else if (current[name] !== hash) differs.push(name);
  }
  const extraInDist = Object.keys(current).filter((n) => !(n in (map.hashes ?? {})));
  return { matches: !differs.length && !missingInDist.length && !extraInDist.length, differs, missingInDist, extraInDist };
}

export function loadCachedMap(app) {
  try {
    const map = JSON.parse(fs.readFileSync(cacheFile(app), 'utf8'));
    return compareWithDist(map, path.join(appDir(app), 'dist')).matches ? map : null;
  } catch {
    return null;
  }
}

/**
 * The package map of an app that matches its current dist: from the cache, else by building
 * into a temporary folder. `map.match` tells whether the fresh build's files equal dist's.
 */
export async function getPackageMap(app, { log = () => {} } = {}) {
  const cached = loadCachedMap(app);
  if (cached) return { ...cached, source: 'cache', match: { matches: true } };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `portal-pkgmap-${app}-`));
  try {
    log(`package map: building ${app} into a temp folder (webpack Node API)...`);
    const { map, durationMs } = await buildApp(app, { outputPath: tmp });
    const match = compareWithDist(map, path.join(appDir(app), 'dist'));
    if (match.matches) saveCachedMap(map);
    return { ...map, source: `temp build (${(durationMs / 1000).toFixed(1)} s)`, match };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--worker') {
    const opt = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
    try {
      await buildInThisProcess(args[1], { outputPath: opt('--output'), resultFile: opt('--result') });
    } catch (error) {
      console.error(error.message ?? error);
      process.exitCode = 1;
    }
    return;
  }
  if (args.includes('-h') || args.includes('--help')) {
    console.log('Usage: node tools/bench/package-map.mjs [app ...] [--json]\nPrints the npm packages of each emitted .js file of each app (default all apps). Builds run one at a time.');
    return;
  }
  const json = args.includes('--json');
  const apps = args.filter((a) => !a.startsWith('--'));
  const result = {};
  for (const app of apps.length ? apps : APPS.map((a) => a.project)) {
    const map = await getPackageMap(app, { log: (l) => console.error(l) });
    result[app] = map;
    if (json) continue;
    console.log(`\n${app}  (${map.source}${map.match.matches ? '' : '; WARNING: does not match dist — rebuild dist'})`);
    for (const [file, pkgs] of Object.entries(map.files)) {
      const list = Object.entries(pkgs).sort((a, b) => b[1] - a[1]).map(([p, s]) => `${p} ${(s / 1000).toFixed(1)}k`);
      console.log(`  ${file}\n    ${list.join(', ') || '(no package modules)'}`);
    }
  }
  if (json) console.log(JSON.stringify(result, null, 2));
}

const isMain = import.meta.main ?? (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url));
if (isMain) await main();
