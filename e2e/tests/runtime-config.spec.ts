import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM tool without types
import { startPreview } from '../../tools/preview/serve.mjs';
import { resetBackend } from '../support/portal';
import { signIn } from '../support/sign-in';

const configFile = path.resolve(import.meta.dirname, '../../host-shell/dist/config.json');

test('pointing a remote at another URL in config.json takes effect on the next load, no rebuild', async ({ page }) => {
  await resetBackend();
  // The same supplier build, deployed to a second origin.
  const moved = await startPreview({ apps: [{ project: 'remote-supplier', port: 4211 }] });
  const original = fs.readFileSync(configFile, 'utf8');
  try {
    const config = JSON.parse(original);
    config.remotes.supplier = 'http://127.0.0.1:4211/mf-manifest.json';
    fs.writeFileSync(configFile, JSON.stringify(config, null, 2));

    const fromMoved: string[] = [];
    page.on('request', (r) => r.url().startsWith('http://127.0.0.1:4211/') && fromMoved.push(r.url()));
    await signIn(page, 'admin');
    await page.locator('nav a[href="/admin/supplier"]').click();
    await expect(page.getByRole('heading', { name: '供應商管理', level: 1 })).toBeVisible();
    expect(fromMoved).toContain('http://127.0.0.1:4211/remoteEntry.js');
  } finally {
    fs.writeFileSync(configFile, original);
    await moved.close();
  }
});
