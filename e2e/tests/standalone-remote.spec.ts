import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { resetBackend } from '../support/portal';
import { submitSignIn } from '../support/sign-in';

// A domain team works on one remote alone: its own dev server, a minimal shell, sign-in and the
// mock backend in the browser (no host, no other remote). Served on a spare port beside the
// preview servers of this suite.
const PORT = 4214;
const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
    cwd: path.join(root, 'remote-payment'),
    env: { ...process.env, PORTAL_PORT: String(PORT) },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/config.json`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the remote dev server did not start');
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('a remote served alone signs in against the in-browser mock and shows its areas', async ({ page }) => {
  await resetBackend();
  await page.goto(`http://127.0.0.1:${PORT}/admin/invoice`);
  await submitSignIn(page, 'buyer');
  await expect(page.getByRole('heading', { name: '請款單', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '待請款項目' }).click();
  await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/admin/invoiceRequest`);
  await expect(page.getByRole('heading', { name: '待請款項目', level: 1 })).toBeVisible();
});
