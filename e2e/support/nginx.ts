import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_API_PORT, REMOTES, SHELL, type PortalApp } from '../../tools/apps.mjs';
// @ts-expect-error plain ESM tool without types
import { mergeConfig, startMockServer } from '../../tools/preview/serve.mjs';

// The built apps served by Debian's nginx with the deployment's configuration (deploy/), started
// through deploy/nginx-local.sh as a developer would. Its ports are the app table's plus this
// offset, and its own mock backend too, so it runs beside the preview of the rest of the suite.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT_OFFSET = 1000;

export const nginxUrlOf = (app: Pick<PortalApp, 'port'>) => `http://127.0.0.1:${app.port + PORT_OFFSET}/`;
export const NGINX_HOST_URL = nginxUrlOf(SHELL);
export const NGINX_HOST_ORIGIN = new URL(NGINX_HOST_URL).origin;
export const NGINX_API_URL = `http://127.0.0.1:${MOCK_API_PORT + PORT_OFFSET}/api`;

const INSTALL_HINT = "The nginx journey needs Debian's nginx (README, \"Other commands\"; .ci/run installs it in CI):";

export interface ServedByNginx {
  stop(): Promise<void>;
}

/** Starts nginx on the built apps and a fresh mock backend as their API; `stop` ends both. */
export async function serveWithNginx(): Promise<ServedByNginx> {
  // nginx's workers run as another user (nobody, under root): they must read the config.json here.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-nginx-'));
  fs.chmodSync(dir, 0o755);
  const errorLog = path.join(dir, 'error.log');
  const configFile = path.join(dir, 'config.json');
  const built = JSON.parse(fs.readFileSync(path.join(ROOT, 'host-shell/dist/config.json'), 'utf8'));
  const remotes = Object.fromEntries(REMOTES.map((r) => [r.container, `${nginxUrlOf(r)}mf-manifest.json`]));
  fs.writeFileSync(configFile, JSON.stringify(mergeConfig(built, { apiBaseUrl: NGINX_API_URL, mockBackend: false, remotes })));

  const mock = startMockServer({ port: MOCK_API_PORT + PORT_OFFSET, dataFile: path.join(dir, 'state.json'), origins: [NGINX_HOST_ORIGIN], stdio: 'pipe' });
  mock.catch(() => undefined); // a failure is reported below, once nginx's start is known
  // Its own process group: stopping it ends the script and nginx's master and workers together.
  const child = spawn('bash', [path.join(ROOT, 'deploy/nginx-local.sh')], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT_OFFSET: String(PORT_OFFSET), PORTAL_CONFIG: configFile, NGINX_ERROR_LOG: errorLog },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));

  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
    await (await mock.catch(() => null))?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const log = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const fail = async (why: string) => {
    const text = `${why}\n${output}${log()}`;
    await stop();
    return new Error(text);
  };
  const answered = (async () => {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      const res = await fetch(`${NGINX_HOST_URL}config.json`).catch(() => null);
      if (res?.ok) return 'up';
    }
    return 'late';
  })();
  const first = await Promise.race([answered, exited.then((status) => ({ status }))]);
  if (typeof first === 'object') {
    throw await fail(first.status === 127 ? INSTALL_HINT : `deploy/nginx-local.sh stopped (exit ${first.status}):`);
  }
  if (first === 'late') throw await fail(`nginx did not answer on ${NGINX_HOST_URL} within 15 s:`);
  try {
    await mock;
  } catch (error) {
    throw await fail(`the mock backend on ${NGINX_API_URL} did not start: ${(error as Error).message}`);
  }
  return { stop };
}
