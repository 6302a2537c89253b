#!/usr/bin/env node
// `npm run test-storybook -w shared-ui`: runs every story (render, play function, a11y check with
// `parameters.a11y.test: 'error'`) of the static build in Chromium with @storybook/test-runner.
//
// Serves shared-ui/storybook-static (build it first: `npm run build-storybook -w shared-ui`) on a
// free port of 127.0.0.1, runs `test-storybook --index-json` against it, writes jest's JSON results to
// $STORYBOOK_JSON (default: a temporary file) and ends with one line `N passed, N failed`.
// Exits non-zero when a story failed or none ran. Extra arguments go to test-storybook (jest).
//
// Not named `test-runner.*`: test-storybook loads `<config dir>/test-runner.{js,mjs,ts}` as its hooks
// file, and a script of that name would be started again by every run it starts.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.env.SHARED_UI_STORYBOOK_RUNNER) {
  console.error('run-tests.mjs was started by itself: stopping.');
  process.exit(1);
}

const configDir = path.dirname(fileURLToPath(import.meta.url));
const projectDir = path.dirname(configDir);
const staticDir = path.join(projectDir, 'storybook-static');

if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error(`No static Storybook in ${path.relative(process.cwd(), staticDir) || staticDir}: run \`npm run build-storybook -w shared-ui\` first.`);
  console.log('0 passed, 0 failed');
  process.exit(1);
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8', // the msw worker must be served as JavaScript
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(staticDir, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(staticDir)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  createReadStream(file).pipe(res);
});

await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;

const jsonFile = path.resolve(process.env.STORYBOOK_JSON ?? path.join(mkdtempSync(path.join(tmpdir(), 'storybook-tests-')), 'results.json'));
// jest writes the results without creating their folder (test-results/ is not in a new clone).
mkdirSync(path.dirname(jsonFile), { recursive: true });
const require = createRequire(import.meta.url);
const testRunnerPkg = require.resolve('@storybook/test-runner/package.json');
const bin = path.join(path.dirname(testRunnerPkg), JSON.parse(readFileSync(testRunnerPkg, 'utf8')).bin['test-storybook']);

const args = [
  bin,
  '--url', url,
  '--index-json', // test what the static build contains, from its index.json
  '--config-dir', path.relative(projectDir, configDir),
  '--maxWorkers=2',
  '--disable-telemetry',
  '--json', '--outputFile', jsonFile,
  ...process.argv.slice(2),
];
console.error(`Serving ${path.relative(process.cwd(), staticDir) || '.'} at ${url}; results in ${jsonFile}`);

const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, args, {
    cwd: projectDir,
    stdio: 'inherit',
    // test-storybook starts jest with the `node` on PATH: make it this Node (24), not the system one.
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`, STORYBOOK_DISABLE_TELEMETRY: '1', SHARED_UI_STORYBOOK_RUNNER: '1' },
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop).on('SIGTERM', stop);
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});
server.close();

let passed = 0;
let failed = 0;
if (existsSync(jsonFile)) {
  const results = JSON.parse(readFileSync(jsonFile, 'utf8'));
  passed = results.numPassedTests ?? 0;
  failed = (results.numFailedTests ?? 0) + (results.numRuntimeErrorTestSuites ?? 0);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(code !== 0 || failed > 0 || passed === 0 ? code || 1 : 0);
