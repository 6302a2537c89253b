#!/usr/bin/env node
// Serves the production builds (each app's dist/) the way a static host would, with sirv:
// each app on its port of the app table (apps.json), the build's precompressed .br/.gz copies,
// long-lived caching of hashed files, the host with an SPA fallback, each remote with CORS.
//
//   npm run preview                                   # serve the dists as built
//   npm run preview -- --api http://127.0.0.1:4300/api    # real API instead of the in-browser mock
//   npm run preview -- --with-mock-server             # also start the mock backend (apps.json mockApi)
//
// In-process use (tests, bench):
//   const { close, urls } = await startPreview({ configOverride: { apiBaseUrl, mockBackend: false } });
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { APPS, MOCK_API_PORT, MOCK_API_URL, urlOf } from '../apps.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const MIME_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
};

/** Files whose name stays the same across builds: the browser must revalidate them every time. */
const NO_CACHE_FILES = new Set(['config.json', 'mf-manifest.json', 'remoteEntry.js', 'index.html', 'main.js', 'mockServiceWorker.js']);
/** `name.0a1b2c3d.js`: the 8-hex content hash of `[name].[contenthash:8].js`. */
const CONTENT_HASH = /[.-][0-9a-f]{8}\.[a-z0-9]+$/i;

export function mimeTypeOf(file) {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlOf(file) {
  const base = path.basename(file);
  if (NO_CACHE_FILES.has(base)) return 'no-cache';
  if (CONTENT_HASH.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Deep merge of plain objects (arrays and scalars of `over` replace those of `base`). */
export function mergeConfig(base, over) {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over;
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = isPlainObject(value) && isPlainObject(base[key]) ? mergeConfig(base[key], value) : value;
  }
  return out;
}

function resolveApps(apps) {
  if (!apps) return APPS;
  return apps.map((a) => {
    const name = typeof a === 'string' ? a : a.project;
    const known = APPS.find((k) => k.project === name || k.container === name);
    if (!known && typeof a === 'string') throw new Error(`Unknown app "${a}" (known: ${APPS.map((k) => k.project).join(', ')})`);
    return { ...known, ...(typeof a === 'object' ? a : {}), project: known?.project ?? name };
  });
}

/** The dist folders that are missing (or have no entry file), as a list of app names. */
export function missingDists(apps = APPS, root = ROOT) {
  return resolveApps(apps)
    .filter((app) => {
      const dist = app.dist ?? path.join(root, app.project, 'dist');
      const entry = app.kind === 'shell' ? 'index.html' : 'remoteEntry.js';
      return !fs.existsSync(path.join(dist, entry));
    })
    .map((a) => a.project);
}

function createAppServer(app, { configOverride, log, onRequest }) {
  const dist = path.resolve(app.dist);
  const isShell = app.kind === 'shell';
  const configFile = path.join(dist, 'config.json');

  // The remotes are fetched by the host's page from another origin (another port).
  const baseHeaders = () => (isShell ? {} : { 'Access-Control-Allow-Origin': '*' });

  function send(req, res, status, headers, body) {
    res.writeHead(status, { ...baseHeaders(), ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendNotFound(req, res, pathname) {
    send(req, res, 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }, `Not found: ${pathname}\n`);
  }

  // Read on every request, never from sirv's start-up file table: config.json is the file a
  // deployment edits while the server runs (and the e2e suite does), so its length changes.
  function sendConfig(req, res) {
    let body;
    try {
      const base = JSON.parse(fs.readFileSync(configFile, 'utf8'));
      body = Buffer.from(`${JSON.stringify(configOverride ? mergeConfig(base, configOverride) : base, null, 2)}\n`);
    } catch (error) {
      if (error.code === 'ENOENT') return sendNotFound(req, res, '/config.json');
      send(req, res, 500, { 'Content-Type': 'text/plain; charset=utf-8' }, `config.json unreadable: ${error.message}\n`);
      return;
    }
    send(req, res, 200, {
      'Content-Type': MIME_TYPES['.json'],
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    }, body);
  }

  // sirv picks name.br / name.gz when the request accepts it (Content-Encoding, Vary), answers
  // If-None-Match with 304 and, for the host, sends index.html for extension-less paths. Its
  // file table is read once at start: a rebuilt dist needs a restarted preview.
  const serveStatic = sirv(dist, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    single: isShell,
    onNoMatch: (req, res) => {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      sendNotFound(req, res, req.url);
    },
  });

  const server = http.createServer((req, res) => {
    const started = Date.now();
    onRequest?.(app, req);
    res.on('finish', () => log?.(`${app.port} ${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));

    if (req.method === 'OPTIONS') {
      send(req, res, 204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(req, res, 405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' }, 'Method not allowed\n');
      return;
    }

    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      send(req, res, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad request\n');
      return;
    }
    if (pathname.includes('\0')) {
      send(req, res, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad request\n');
      return;
    }
    if (isShell && path.posix.normalize(pathname) === '/config.json') return sendConfig(req, res);

    // Set before sirv answers, so its 304s carry them too (its 200s keep them; a 404 drops them).
    for (const [name, value] of Object.entries(baseHeaders())) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControlOf(pathname));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const type = MIME_TYPES[path.extname(pathname).toLowerCase()];
    if (type?.includes('charset')) res.setHeader('Content-Type', type);
    serveStatic(req, res);
  });
  server.keepAliveTimeout = 5_000;
  return server;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(Object.assign(new Error(`Port ${port} on ${host} is already in use (another preview or dev server running?)`), { code: 'EADDRINUSE', port }));
      } else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function closeServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

/**
 * Starts one static server per app. Resolves once every port listens.
 * @param {object} [options]
 * @param {Array<string | {project: string, port?: number, dist?: string, kind?: 'shell'|'remote'}>} [options.apps]
 *        subset (names like 'host-shell' or 'supplier') or overrides; default all seven apps
 * @param {object} [options.configOverride] merged (deeply) over host-shell/dist/config.json when serving /config.json
 * @param {string} [options.host] interface to bind; default 127.0.0.1
 * @param {string} [options.root] repository root; default this repository
 * @param {(line: string) => void} [options.log] request log, a line per answered request
 * @param {(app: {project: string}, req: import('node:http').IncomingMessage) => void} [options.onRequest]
 *        told of every request as it arrives (the e2e suite learns from it which apps a journey drives)
 * @returns {Promise<{ close(): Promise<void>, urls: Record<string, string> }>}
 */
export async function startPreview({ apps, configOverride, host = '127.0.0.1', root = ROOT, log, onRequest } = {}) {
  const list = resolveApps(apps).map((app) => ({ ...app, dist: app.dist ?? path.join(root, app.project, 'dist') }));
  const missing = missingDists(list, root);
  if (missing.length) {
    const error = new Error(
      `Missing production build for: ${missing.join(', ')}.\n` +
        missing.map((name) => `  build it with: cd ${name} && npx webpack --mode production`).join('\n') +
        '\n  (or all apps: npm run build)',
    );
    error.code = 'DIST_MISSING';
    error.apps = missing;
    throw error;
  }
  if (configOverride !== undefined && !isPlainObject(configOverride)) throw new TypeError('configOverride must be a plain object');

  const servers = [];
  const urls = {};
  const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  try {
    for (const app of list) {
      const server = createAppServer(app, { configOverride, log, onRequest });
      await listen(server, app.port, host);
      servers.push(server);
      // Port 0 (a test) listens on a free port: report the one it got.
      urls[app.project] = `http://${displayHost}:${server.address().port}/`;
    }
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    throw error;
  }
  let closed = false;
  return {
    urls,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(servers.map(closeServer));
    },
  };
}

/**
 * The built portal against a fresh mock backend whose state lives in a temp folder (the bench, the
 * Lighthouse and profile runs): the apps' URLs, the API's, the mock's process, one close for all.
 */
export async function startPortalOnMock({ name = 'portal' } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-state-`));
  const forget = () => fs.rmSync(tmp, { recursive: true, force: true });
  const mock = await startMockServer({ dataFile: path.join(tmp, 'state.json'), stdio: 'pipe' }).catch((error) => {
    forget();
    throw error;
  });
  const preview = await startPreview({ configOverride: { apiBaseUrl: mock.url, mockBackend: false } }).catch(async (error) => {
    await mock.stop().catch(() => {});
    forget();
    throw error;
  });
  return {
    urls: preview.urls,
    apiUrl: mock.url,
    mock,
    async close() {
      await preview.close().catch(() => {});
      await mock.stop().catch(() => {});
      forget();
    },
  };
}

/**
 * Spawns the mock backend (`mock-api/src/server/main.ts`, dev calls on: e2e, bench and preview
 * reset and set the clock) and resolves once it answers. `origins`: the pages allowed to call it,
 * when not the app table's ports (MOCK_API_ORIGINS, e.g. the e2e run of the apps on nginx).
 */
export async function startMockServer({ port = MOCK_API_PORT, dataFile, origins, root = ROOT, stdio = 'inherit', timeoutMs = 30_000 } = {}) {
  const env = { ...process.env, MOCK_API_PORT: String(port) };
  if (dataFile) env.MOCK_API_DATA = dataFile;
  if (origins) env.MOCK_API_ORIGINS = origins.join(',');
  const node = process.execPath;
  const child = spawn(node, ['--import', 'tsx', path.join(root, 'mock-api/src/server/main.ts'), '--dev'], {
    cwd: root,
    env,
    stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));

  const stop = () =>
    new Promise((resolve) => {
      if (exited || child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });

  const url = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (exited) {
      throw new Error(`mock server exited early (code ${exited.code}, signal ${exited.signal})${output ? `:\n${output}` : ''}`);
    }
    try {
      const res = await fetch(`${url}/dev/outbox`, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      if (res.status < 500) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`mock server did not answer on ${url} within ${timeoutMs} ms${output ? `:\n${output}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, stop, output: () => output };
}

async function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.once('error', () => resolve(true));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}

const HELP = `Usage: node tools/preview/serve.mjs [options]      (npm run preview -- [options])

Serves each app's production build (run "npm run build" first):
${APPS.map((a) => `  ${a.project.padEnd(18)} ${urlOf(a)}`).join('\n')}

Options:
  --api <url>           serve /config.json with apiBaseUrl=<url> and mockBackend=false
                        (env PREVIEW_API_URL does the same)
  --with-mock-server    also start the mock backend on ${MOCK_API_PORT} (stopped on exit); implies
                        --api ${MOCK_API_URL} unless --api is given. State file: env MOCK_API_DATA
  --remote <name=url>   repoint a remote's manifest in /config.json (repeatable),
                        e.g. --remote supplier=http://127.0.0.1:5201/mf-manifest.json
  --host <addr>         interface to bind (default 127.0.0.1)
  --apps <a,b,...>      serve only these apps (default all)
  --verbose             log every request
  -h, --help            show this help

Headers: the build's .br / .gz copy of a file when the request accepts it (Content-Encoding,
Vary: Accept-Encoding); "Cache-Control: no-cache" on config.json, mf-manifest.json,
remoteEntry.js, index.html, main.js, mockServiceWorker.js; "public, max-age=31536000, immutable"
on content-hashed files; remotes send Access-Control-Allow-Origin: *. Unknown extension-less
paths on the host fall back to index.html. Files are listed at start: restart after a rebuild
(config.json is read on every request).`;

export function parseArgs(argv) {
  const opts = { api: process.env.PREVIEW_API_URL || undefined, withMockServer: false, remotes: {}, host: '127.0.0.1', apps: undefined, verbose: false, help: false };
  const value = (i, flag) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const take = () => (inline !== undefined ? inline : value(i++, flag));
    switch (flag) {
      case '-h':
      case '--help':
        opts.help = true;
        break;
      case '--api':
        opts.api = take();
        break;
      case '--with-mock-server':
        opts.withMockServer = true;
        break;
      case '--remote': {
        const spec = take();
        const eq = spec.indexOf('=');
        if (eq < 1) throw new Error(`--remote expects name=url, got "${spec}"`);
        opts.remotes[spec.slice(0, eq)] = spec.slice(eq + 1);
        break;
      }
      case '--host':
        opts.host = take();
        break;
      case '--apps':
        opts.apps = take().split(',').map((s) => s.trim()).filter(Boolean);
        break;
      case '--verbose':
        opts.verbose = true;
        break;
      default:
        throw new Error(`Unknown option "${arg}" (see --help)`);
    }
  }
  if (opts.withMockServer && !opts.api) opts.api = MOCK_API_URL;
  return opts;
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (opts.help) {
    console.log(HELP);
    return;
  }

  let missing;
  try {
    missing = missingDists(opts.apps);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (missing.length) {
    console.error(`No production build for: ${missing.join(', ')}`);
    for (const name of missing) console.error(`  build it: cd ${name} && npx webpack --mode production`);
    console.error('  or build every app: npm run build');
    process.exit(1);
  }

  const configOverride = {};
  if (opts.api) Object.assign(configOverride, { apiBaseUrl: opts.api, mockBackend: false });
  if (Object.keys(opts.remotes).length) configOverride.remotes = opts.remotes;

  let mock;
  let preview;
  let stopping = false;
  const stopAll = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([preview?.close(), mock?.stop()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('exit', () => {
    if (mock && mock.child.exitCode === null && mock.child.signalCode === null) mock.child.kill('SIGTERM');
  });

  try {
    if (opts.withMockServer) {
      if (await portInUse(MOCK_API_PORT)) throw new Error(`Port ${MOCK_API_PORT} is already in use: is a mock server already running? Drop --with-mock-server to use it.`);
      mock = await startMockServer();
      mock.child.once('exit', (code, signal) => {
        if (!stopping) {
          console.error(`mock server stopped unexpectedly (code ${code}, signal ${signal})`);
          void stopAll(1);
        }
      });
    }
    preview = await startPreview({
      apps: opts.apps,
      host: opts.host,
      configOverride: Object.keys(configOverride).length ? configOverride : undefined,
      log: opts.verbose ? (line) => console.log(line) : undefined,
    });
  } catch (error) {
    console.error(error.message);
    await stopAll(1);
    return;
  }

  console.log('Preview of the production builds:');
  for (const [name, url] of Object.entries(preview.urls)) console.log(`  ${name.padEnd(18)} ${url}`);
  if (opts.api) console.log(`  API: ${opts.api} (mockBackend: false)${mock ? ' — mock server started by preview' : ''}`);
  else console.log('  API: as in host-shell/dist/config.json');
  const shellUrl = preview.urls['host-shell'];
  if (shellUrl) console.log(`\nOpen ${shellUrl}  (Ctrl-C to stop)`);
  else console.log('\nCtrl-C to stop');
}

const isMain = import.meta.main ?? (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url));
if (isMain) await main();
