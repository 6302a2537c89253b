/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/seed/accounts';

// Issue 18: a write the server has answered survives a SIGKILL right after the answer, and its id
// is never handed out again. The real server (main.ts) runs as a child process, as in production.
const MAIN = path.resolve(__dirname, '../src/server/main.ts');
const STARTUP_MS = 45_000;

let dir: string;
let child: ChildProcess | null = null;

/** Starts main.ts on a free port with `file` as its state; resolves with its API base URL. */
function startServer(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', MAIN, '--dev'], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, MOCK_API_PORT: '0', MOCK_API_DATA: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    const timer = setTimeout(() => reject(new Error(`mock-api did not start:\n${output}`)), STARTUP_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/api)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    proc.stdout!.on('data', read);
    proc.stderr!.on('data', read);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock-api exited (${code}):\n${output}`));
    });
  });
}

function kill(): Promise<void> {
  const proc = child;
  child = null;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

async function post(base: string, route: string, body: unknown, token?: string) {
  const response = await fetch(`${base}/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const role = (roleCode: string) => ({
  roleCode,
  roleDesc: 'Durability check',
  status: 'ACTIVE',
  companyCodeList: ['1000'],
  purchasingOrgList: ['1100'],
  permissionList: [{ object: 'PURCHASE_ORDER', create: false, edit: false, view: true, review: false }],
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-kill-'));
});
afterEach(async () => {
  await kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps a write answered just before a SIGKILL, and never reuses its id', async () => {
  const file = path.join(dir, 'state.json');
  let base = await startServer(file);
  const signIn = async () => (await post(base, 'auth/pwd', { account: 'admin', password: DEMO_PASSWORD })).body.userToken as string;
  const created = await post(base, 'a/role', role('KILL_FIRST'), await signIn());
  expect(created.status).toBe(201);
  await kill(); // at once: no coalescing delay, no shutdown hook runs

  base = await startServer(file);
  const token = await signIn();
  const kept = await fetch(`${base}/a/role/${created.body.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(kept.status).toBe(200);
  expect((await kept.json()).roleCode).toBe('KILL_FIRST');
  const next = await post(base, 'a/role', role('KILL_SECOND'), token);
  expect(next.status).toBe(201);
  expect(next.body.id).toBeGreaterThan(created.body.id);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
}, 120_000);
