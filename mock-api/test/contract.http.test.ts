import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { buildHandlers } from '../src/handlers';
import { filePersistence } from '../src/server/file-persistence';
import { createMockHttpServer } from '../src/server/http-server';
import { db } from '../src/store/db';
import { callOver, type Call } from './call';
import { transportGroups } from './contract/all-cases';
import { runContract } from './contract/run-contract';
import { testResources } from './contract/test-resources';

// The transport's contract cases over real HTTP: node:http + getResponse, state in a temp file.
let dir: string;
let server: Server;
let call: Call;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-contract-'));
  db.attach(filePersistence(path.join(dir, 'state.json')));
  server = createMockHttpServer(buildHandlers(testResources), { dev: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  call = callOver(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  db.attach(null);
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  expect((await call('POST', 'dev/reset')).status).toBe(204);
});

runContract(() => call, transportGroups);
