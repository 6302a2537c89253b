import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { db } from '../store/db';
import { filePersistence, journalOf } from './file-persistence';
import { createMockHttpServer } from './http-server';
import { serverOptions } from './options';

// The mock backend as a real HTTP server. Env: MOCK_API_PORT (0 picks a free port, printed),
// MOCK_API_DATA (the state file). `--reset` starts from fresh seed data (and overwrites the file).
// `--dev` (or NODE_ENV development/test) serves the dev/* calls; MOCK_API_ORIGINS the allowed origins.
const args = process.argv.slice(2);
const port = Number(process.env.MOCK_API_PORT ?? 4300);
const dataFile = process.env.MOCK_API_DATA ?? path.resolve(import.meta.dirname, '../../data/state.json');

// --reset replaces the file and its journal unread, so it also gets a server past broken ones.
if (args.includes('--reset')) for (const file of [dataFile, journalOf(dataFile)]) fs.rmSync(file, { force: true });
db.attach(filePersistence(dataFile));
if (args.includes('--reset')) db.reset();

const options = serverOptions(args, process.env);
const server = createMockHttpServer(undefined, options);
server.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`mock-api listening on http://127.0.0.1:${actual}/api (state: ${dataFile}; dev calls ${options.dev ? 'on' : 'off'})`);
});
const stop = () => {
  db.flush();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
