/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { killServerProcesses, startServerProcess } from './server-process';

// Issue 18: a write the server has answered survives a SIGKILL right after the answer, and its id
// is never handed out again.
let dir: string;

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
  await killServerProcesses();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps a write answered just before a SIGKILL, and never reuses its id', async () => {
  const file = path.join(dir, 'state.json');
  let server = await startServerProcess({ MOCK_API_DATA: file });
  const signIn = async () => (await post(server.base, 'auth/pwd', { account: 'admin', password: DEMO_PASSWORD })).body.userToken as string;
  const created = await post(server.base, 'a/role', role('KILL_FIRST'), await signIn());
  expect(created.status).toBe(201);
  await server.kill(); // at once: no delayed save, no shutdown hook runs

  server = await startServerProcess({ MOCK_API_DATA: file });
  const token = await signIn();
  const kept = await fetch(`${server.base}/a/role/${created.body.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(kept.status).toBe(200);
  expect((await kept.json()).roleCode).toBe('KILL_FIRST');
  const next = await post(server.base, 'a/role', role('KILL_SECOND'), token);
  expect(next.status).toBe(201);
  expect(next.body.id).toBeGreaterThan(created.body.id);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
}, 120_000);
