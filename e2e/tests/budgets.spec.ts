import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error plain ESM tool without types
import { budgets } from '../../tools/bench/budgets.mjs';
import { DOMAINS, resetBackend } from '../support/portal';
import { signIn } from '../support/sign-in';

// Byte budgets of the foundation issue, measured in Chromium with a cold cache. Bytes are
// deterministic (gzip level 9 of each script body), so they gate; timings are only benched.
function recordScripts(page: Page) {
  const scripts: { url: string; gzip: number; editor: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length, editor: body.includes('ProseMirror') });
  });
  return scripts;
}
const total = (list: { gzip: number }[]) => list.reduce((n, s) => n + s.gzip, 0);

test.beforeEach(async () => resetBackend());

test(`/login loads at most ${budgets.login.jsGzipBytes / 1000} KB of JS in at most ${budgets.login.jsRequests} requests`, async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.locator('input[name=account]')).toBeVisible();
  test.info().annotations.push({ type: 'login JS', description: `${total(scripts)} bytes gzip in ${scripts.length} requests` });
  expect(scripts.length).toBeLessThanOrEqual(budgets.login.jsRequests);
  expect(total(scripts)).toBeLessThanOrEqual(budgets.login.jsGzipBytes);
});

test('each domain visit stays within its budget', async ({ page }) => {
  const scripts = recordScripts(page);
  await signIn(page, 'admin');
  await page.waitForLoadState('networkidle');
  let gridPaid = false;
  for (const [index, domain] of DOMAINS.entries()) {
    const before = scripts.length;
    await page.locator(`nav a[href="${domain.path}"]`).click();
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const added = total(scripts.slice(before));
    const hasGrid = (await page.locator('[role=grid]').count()) > 0;
    // The first domain with a data grid pays for the grid (and the first visit for what every
    // signed-in screen shares); every other visit gets the smaller allowance.
    const pays = index === 0 || (hasGrid && !gridPaid);
    const limit = pays ? budgets.firstGridDomainVisitGzipBytes : budgets.furtherDomainVisitGzipBytes;
    gridPaid ||= hasGrid;
    test.info().annotations.push({ type: domain.path, description: `${added} bytes gzip` });
    expect(added, domain.path).toBeLessThanOrEqual(limit);
  }
});

test('opening a record from its list stays within the detail budget', async ({ page }) => {
  const scripts = recordScripts(page);
  await signIn(page, 'buyer');
  await page.goto('/admin/supplier');
  await expect(page.locator('[role=grid]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.locator('[role="row"][data-id]').first().click();
  await expect(page.getByRole('tab', { name: /Basic Info|基本資料/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const added = total(scripts.slice(before));
  test.info().annotations.push({ type: 'supplier detail', description: `${added} bytes gzip` });
  expect(added).toBeLessThanOrEqual(budgets.detailVisitGzipBytes);
});

test('reading a tracked document loads no editor; writing one stays within the editor budget', async ({ page }) => {
  const scripts = recordScripts(page);
  await signIn(page, 'buyer');
  await page.goto('/admin/docTracking');
  await expect(page.locator('[role=grid]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.locator('[role="row"][data-id]').first().click();
  await expect(page.getByRole('tab').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.editor).map((s) => s.url)).toEqual([]);

  await page.goto('/admin/docTracking');
  await expect(page.locator('[role=grid]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByRole('button', { name: /New document|新增文件/ }).click();
  await expect(page.getByRole('toolbar', { name: /Formatting|格式/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const added = total(scripts.slice(before));
  test.info().annotations.push({ type: 'document editor', description: `${added} bytes gzip` });
  expect(scripts.slice(before).some((s) => s.editor)).toBe(true);
  expect(added).toBeLessThanOrEqual(budgets.editorVisitGzipBytes);
});
