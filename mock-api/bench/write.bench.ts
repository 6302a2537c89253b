// Benchmark (node --import tsx bench/write.bench.ts): what one acknowledged write costs over HTTP
// with a state file: 50 role creates, one after another, median and 90th percentile. The server
// makes each write durable before it answers (issue 18), so this is mostly the journal's fsync.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { filePersistence } from '../src/server/file-persistence';
import { createMockHttpServer } from '../src/server/http-server';
import { db } from '../src/store/db';

const RUNS = 50;
async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-write-bench-'));
  db.attach(filePersistence(path.join(dir, 'state.json')));
  const server = createMockHttpServer(undefined, { dev: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  function post(route: string, body: unknown, token?: string) {
    return fetch(`${base}/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  }
  const token = ((await (await post('auth/pwd', { account: 'admin', password: DEMO_PASSWORD })).json()) as { userToken: string }).userToken;
  const permissionList = [{ object: 'PURCHASE_ORDER', create: false, edit: false, view: true, review: false }];

  const times: number[] = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const body = { roleCode: `BENCH_${i}`, roleDesc: 'Bench', status: 'ACTIVE', companyCodeList: ['1000'], purchasingOrgList: ['1100'], permissionList };
    const started = performance.now();
    const answer = await post('a/role', body, token);
    await answer.arrayBuffer();
    if (answer.status !== 201) throw new Error(`create answered ${answer.status}`);
    if (i >= 5) times.push(performance.now() - started); // the first few warm the handlers up
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`POST a/role over HTTP with a state file: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms (${RUNS} runs)`);

  server.close();
  db.attach(null);
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();
