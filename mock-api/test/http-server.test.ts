import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildHandlers } from '../src/handlers';
import { filePersistence, journalOf } from '../src/server/file-persistence';
import { createMockHttpServer } from '../src/server/http-server';
import { PORTAL_ORIGINS, serverOptions } from '../src/server/options';
import { db } from '../src/store/db';
import { callOver, type Call } from './call';
import { DEMO_PASSWORD, login, outbox } from './contract/helpers';
import { testResources, things } from './contract/test-resources';

// The real server's life cycle: state kept in the file across a restart, `--reset`, old files.
let dir: string;
let file: string;
let server: Server | null = null;

/** What main.ts does: attach the file (optionally reset), listen on a free port. */
async function start(options: { reset?: boolean; dev?: boolean } = {}): Promise<Call> {
  db.attach(filePersistence(file));
  if (options.reset) db.reset();
  server = createMockHttpServer(buildHandlers(testResources), { dev: options.dev ?? true });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return callOver(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
}

/** Stops the server and forgets the in-memory state, as a process exit would. */
async function stop() {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = null;
  db.attach(null);
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-server-'));
  file = path.join(dir, 'state.json');
});
afterEach(async () => {
  await stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const NEW_PASSWORD = 'Buyer#2026changed';

async function changeEverything(call: Call) {
  expect((await call('POST', 'dev/clock', { body: { today: '2026-03-02' } })).status).toBe(200);
  expect((await call('POST', 'dev/sso', { body: { enabled: true } })).status).toBe(200);
  expect((await call('POST', 'dev/faults', { body: { latencyMs: 1 } })).status).toBe(200);
  const reset = await call('POST', 'auth/resetPwd', {
    body: { account: 'buyer', oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  expect(reset.status).toBe(204);
  await call('POST', 'auth/forgetAccount', { body: { email: 'quality@portal.example' } });
  things.update(3, { code: 'CHANGED' });
}

describe('the Node HTTP server with a state file', () => {
  it('keeps every change across a restart with the same file', async () => {
    await changeEverything(await start());
    await stop();
    expect(db.state.clock.today).toBeNull(); // memory really was forgotten

    const call = await start();
    expect((await login(call, 'buyer', NEW_PASSWORD)).status).toBe(200);
    expect((await login(call, 'buyer')).status).toBe(400);
    expect((await call('GET', 'dev/clock')).body).toMatchObject({ today: '2026-03-02', fixed: true });
    expect((await call('GET', 'dev/sso')).body.enabled).toBe(true);
    expect((await call('GET', 'dev/faults')).body.latencyMs).toBe(1);
    expect(await outbox(call, 'quality@portal.example')).toHaveLength(1);
    const search = await call('POST', 'test/things/search', { body: { code: 'CHANGED' } });
    expect(search.body.items.map((t: { id: number }) => t.id)).toEqual([3]);
  });

  it('--reset (db.reset) starts fresh and overwrites the file', async () => {
    await changeEverything(await start());
    await stop();

    const call = await start({ reset: true });
    expect((await login(call, 'buyer')).status).toBe(200);
    expect((await call('GET', 'dev/clock')).body.fixed).toBe(false);
    expect(await outbox(call)).toEqual([]);
    db.flush(); // saves are coalesced; the server writes them moments later or when it stops
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(saved.clock).toEqual({ today: null, offsetMs: 0 });
    // Unchanged seed data is not written (it is rebuilt on load): the file stays small.
    expect(saved.collections['test-things']).toBeUndefined();
    expect(saved.reference).toBeUndefined();
    const search = await call('POST', 'test/things/search', { body: { code: 'T3' } });
    expect(search.body.items.map((t: { id: number }) => t.id)).toEqual([3]);
  });

  it('starts from a file saved by an older build (no clock, faults, sso, collections)', async () => {
    const fresh = JSON.parse(JSON.stringify(db.state));
    const old = { accounts: fresh.accounts, sessions: [], outbox: [{ to: 'a@b.example', subject: 's', body: 'b', sentAt: '2026-01-01T00:00:00.000Z' }] };
    fs.writeFileSync(file, JSON.stringify(old));
    const call = await start();
    expect((await login(call, 'buyer')).status).toBe(200);
    expect((await call('GET', 'dev/faults')).body.maintenance).toBe(false);
    expect((await call('GET', 'dev/clock')).body.fixed).toBe(false);
    expect(await outbox(call)).toHaveLength(1);
    expect((await call('POST', 'test/things/search', {})).body.totalCount).toBe(30);
  });

  it("answers the server's own replies (preflight, a path outside /api) with X-Transaction-Id and the business clock's Date too", async () => {
    const call = await start();
    // A demo's day: the screens' "today" follows every answer's Date, the server's own ones too.
    expect((await call('POST', 'dev/clock', { body: { today: '2026-03-19' } })).status).toBe(200);
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const preflight = await fetch(`${base}/api/auth/pwd`, { method: 'OPTIONS', headers: { Origin: PORTAL_ORIGINS[0] } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('X-Transaction-Id')).toMatch(/^TX/);
    expect(preflight.headers.get('Access-Control-Expose-Headers')).toContain('X-Transaction-Id');
    const outside = await fetch(`${base}/favicon.ico`);
    expect(outside.status).toBe(404);
    expect(outside.headers.get('X-Transaction-Id')).toMatch(/^TX/);
    expect(outside.headers.get('Date')).toMatch(/^Wed, 18 Mar 2026 16:00:\d\d GMT$/);
    expect(preflight.headers.get('Date')).toMatch(/^Wed, 18 Mar 2026 16:00:\d\d GMT$/);
    expect(await outside.json()).toEqual({ messages: ['No mock for GET /favicon.ico'] });
  });
});

describe('dev calls and CORS (issue 18: a page on another origin must not switch on SSO)', () => {
  const base = () => `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api`;
  const post = (path: string, body: unknown, origin?: string) =>
    fetch(`${base()}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) }, body: JSON.stringify(body) });

  it('answers dev/* as an unknown call unless started for development or tests', async () => {
    const call = await start({ dev: false });
    for (const path of ['dev/sso', 'dev/reset', 'dev/clock', 'dev/accounts/admin/mustResetPassword', 'dev/faults']) {
      const answer = await call('POST', path, { body: { enabled: true, account: 'admin' }, lang: 'en-US' });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    expect((await call('GET', 'dev/outbox')).status).toBe(404);
    expect((await call('POST', 'auth/krb', { body: {} })).status).not.toBe(200);
    expect((await login(call, 'buyer')).status).toBe(200);
  });

  it('serves dev/* when started for development or tests', async () => {
    const call = await start({ dev: true });
    expect((await call('GET', 'dev/sso')).status).toBe(200);
  });

  it('answers CORS only for the portal origins, and refuses calls a page on another origin sends', async () => {
    await start();
    const portal = PORTAL_ORIGINS[0];
    const preflight = await fetch(`${base()}/dev/sso`, { method: 'OPTIONS', headers: { Origin: portal, 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(portal);
    expect(preflight.headers.get('Vary')).toContain('Origin');

    const evil = 'http://evil.example';
    const foreign = await fetch(`${base()}/dev/sso`, { method: 'OPTIONS', headers: { Origin: evil, 'Access-Control-Request-Method': 'POST' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
    // A "simple" request needs no preflight: the server itself must refuse it, not only the browser.
    const sso = await post('dev/sso', { enabled: true, account: 'admin' }, evil);
    expect(sso.status).toBe(403);
    expect(sso.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect((await (await fetch(`${base()}/dev/sso`)).json()).enabled).toBe(false);
    expect((await post('auth/pwd', { account: 'buyer', password: DEMO_PASSWORD }, evil)).status).toBe(403);

    const mine = await post('auth/pwd', { account: 'buyer', password: DEMO_PASSWORD }, portal);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Access-Control-Allow-Origin')).toBe(portal);
    expect((await post('auth/pwd', { account: 'buyer', password: DEMO_PASSWORD })).headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('takes dev mode from --dev or NODE_ENV development/test, and the origins from the app table', () => {
    expect(serverOptions([], {}).dev).toBe(false);
    expect(serverOptions([], { NODE_ENV: 'production' }).dev).toBe(false);
    expect(serverOptions(['--dev'], {}).dev).toBe(true);
    expect(serverOptions([], { NODE_ENV: 'test' }).dev).toBe(true);
    expect(serverOptions([], { NODE_ENV: 'development' }).dev).toBe(true);
    expect(PORTAL_ORIGINS).toEqual(expect.arrayContaining(['http://127.0.0.1:4200', 'http://localhost:4200', 'http://127.0.0.1:4206']));
    expect(serverOptions([], { MOCK_API_ORIGINS: 'https://portal.example, https://b.example' }).origins).toEqual(['https://portal.example', 'https://b.example']);
    expect(serverOptions([], {}).origins).toEqual(PORTAL_ORIGINS);
  });
});

describe('the state file (issue 18)', () => {
  it('is created readable by its owner only', async () => {
    const call = await start({ reset: true });
    expect((await login(call, 'buyer')).status).toBe(200);
    await stop();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('holds an answered write before the answer is sent: in the journal, readable by its owner only', async () => {
    const call = await start({ reset: true });
    const token = (await login(call, 'admin')).body.userToken;
    const permissionList = [{ object: 'PURCHASE_ORDER', create: false, edit: false, view: true, review: false }];
    const role = { roleCode: 'DURABLE', roleDesc: 'Durable', status: 'ACTIVE', companyCodeList: ['1000'], purchasingOrgList: ['1100'], permissionList };
    const created = await call('POST', 'a/role', { token, body: role });
    expect(created.status).toBe(201);
    // No flush, no stop: what a kill right after the answer leaves on disk.
    const lines = fs.readFileSync(journalOf(file), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
    expect(lines.at(-1).collections.roles).toEqual({ nextId: created.body.id + 1, put: [expect.objectContaining({ id: created.body.id, roleCode: 'DURABLE' })], drop: [] });
    expect(fs.statSync(journalOf(file)).mode & 0o777).toBe(0o600);
    await stop();
    expect(fs.statSync(journalOf(file)).size).toBe(0); // the stop saved the whole state
  });

  it('leaves out a journal line a kill cut short, and refuses a broken one without quoting it', async () => {
    const good = JSON.stringify({ seedVersion: db.state.seedVersion, parts: { sso: { enabled: true, account: 'admin' } } });
    fs.writeFileSync(journalOf(file), `${good}\n{"seedVersion":1,"parts":{"accounts":[{"password":"secret-pa`);
    const call = await start();
    expect((await call('GET', 'dev/sso')).body).toEqual({ enabled: true, account: 'admin' });
    expect(fs.statSync(journalOf(file)).size).toBe(0); // replayed, saved whole, emptied
    await stop();

    for (const line of ['{"accounts": "secret-password-1"', '["secret-password-1"]', '{"seedVersion":5,"parts":{"accounts":{"password":"secret-password-1"}}}', '{"seedVersion":5,"collections":{"x":{"nextId":2,"put":[{"password":"secret-password-1"}],"drop":[]}}}']) {
      fs.writeFileSync(journalOf(file), `${good}\n${line}\n`);
      expect(() => db.attach(filePersistence(file))).toThrow(`The journal ${journalOf(file)} is not a mock-api journal (line 2`);
      try {
        db.attach(filePersistence(file));
      } catch (error) {
        expect(String(error)).not.toContain('secret-password-1');
      }
    }
  });

  it('of the wrong shape stops the start with a clear message that never prints its contents', () => {
    for (const content of ['{"accounts": "secret-password-1"', '["secret-password-1"]', '{"accounts": {"password": "secret-password-1"}}']) {
      fs.writeFileSync(file, content);
      let error: unknown;
      try {
        filePersistence(file).load();
      } catch (e) {
        error = e;
      }
      expect(String(error)).toContain(`The state file ${file} is not a mock-api state`);
      expect(String(error)).not.toContain('secret-password-1');
    }
  });
});

it('answers downloads and JSON with X-Content-Type-Options: nosniff', async () => {
  const call = await start();
  const token = (await login(call, 'admin')).body.userToken;
  const sheet = await call('POST', 'a/po/xls', { token, body: {} });
  expect(sheet.status).toBe(200);
  expect(sheet.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect((await login(call, 'buyer')).headers.get('X-Content-Type-Options')).toBe('nosniff');
});
