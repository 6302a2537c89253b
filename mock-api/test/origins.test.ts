/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killServerProcesses, startServerProcess, type ServerProcess } from './server-process';

// Issue 18: a page on another origin cannot call dev/sso, against main.ts as started for a
// deployment next to a remote (MOCK_API_ORIGINS); the in-process cases are in http-server.test.ts.
const EVIL = 'http://evil.example';
const PORTAL = 'https://portal.example';
let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-origins-'));
  server = await startServerProcess({ MOCK_API_DATA: path.join(dir, 'state.json'), MOCK_API_ORIGINS: PORTAL });
}, 60_000);
afterAll(async () => {
  await killServerProcesses();
  fs.rmSync(dir, { recursive: true, force: true });
});

const preflight = (origin: string) =>
  fetch(`${server.base}/dev/sso`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
// text/plain: a "simple" request, which a browser sends without asking first.
const switchSso = (origin: string, enabled: boolean) =>
  fetch(`${server.base}/dev/sso`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'text/plain' }, body: JSON.stringify({ enabled, account: 'admin' }) });
const ssoState = async () => (await (await fetch(`${server.base}/dev/sso`)).json()) as { enabled: boolean };

it('answers a page on another origin without CORS and refuses its dev/sso switch', async () => {
  const asked = await preflight(EVIL);
  expect(asked.status).toBe(403);
  expect(asked.headers.get('Access-Control-Allow-Origin')).toBeNull();
  const sent = await switchSso(EVIL, true);
  expect(sent.status).toBe(403);
  expect(sent.headers.get('Access-Control-Allow-Origin')).toBeNull();
  expect((await ssoState()).enabled).toBe(false);
  // MOCK_API_ORIGINS replaces the app table: the default portal origins are foreign here.
  expect((await switchSso('http://127.0.0.1:4200', true)).status).toBe(403);
  expect((await ssoState()).enabled).toBe(false);
}, 30_000);

it('lets the configured portal origin call dev/sso', async () => {
  const asked = await preflight(PORTAL);
  expect(asked.status).toBe(204);
  expect(asked.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL);
  const sent = await switchSso(PORTAL, true);
  expect(sent.status).toBe(200);
  expect(sent.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL);
  expect((await ssoState()).enabled).toBe(true);
  expect((await switchSso(PORTAL, false)).status).toBe(200);
}, 30_000);
