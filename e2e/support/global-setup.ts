import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { MOCK_API_URL } from '../../tools/apps.mjs';
// @ts-expect-error plain ESM tool without types
import { startMockServer, startPreview } from '../../tools/preview/serve.mjs';
import { APP_REQUESTS_FILE } from './journeys';

/** Serves the built apps and a fresh mock backend for the whole run; returns the teardown. */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const mock = await startMockServer({ dataFile: path.join(dataDir, 'state.json'), stdio: 'pipe' });
  // Which app each request went to, and when: drives-reporter.ts holds it against the journeys'
  // declared apps.
  fs.mkdirSync(path.dirname(APP_REQUESTS_FILE), { recursive: true });
  fs.writeFileSync(APP_REQUESTS_FILE, '');
  const onRequest = (app: { project: string }, req: { url?: string }) => fs.appendFileSync(APP_REQUESTS_FILE, `${Date.now()} ${app.project} ${req.url}\n`);
  // A failed start (a port taken) must not leave the mock backend running without a teardown.
  const preview = await startPreview({ configOverride: { apiBaseUrl: MOCK_API_URL, mockBackend: false }, onRequest }).catch(async (error: unknown) => {
    await mock.stop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return async () => {
    await preview.close();
    await mock.stop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
