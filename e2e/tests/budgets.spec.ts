import zlib from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
// @ts-expect-error plain ESM tool without types
import { budgets } from '../../tools/bench/budgets.mjs';
import { DOMAINS, resetBackend, pageHeading } from '../support/portal';
import { signIn } from '../support/sign-in';

// Byte budgets of the foundation issue, measured in Chromium with a cold cache. Bytes are
// deterministic (gzip level 9 of each script body), so they gate; timings are only benched.
function recordScripts(page: Page) {
  const scripts: { url: string; gzip: number; editor: boolean }[] = [];
  // Scripts asked for and not yet counted: a body is read after its response arrives, so a script
  // of the previous step can land in the list after the next step began.
  let pending = 0;
  const isScript = (request: Request) => request.resourceType() === 'script';
  page.on('request', (request) => void (isScript(request) && pending++));
  page.on('requestfailed', (request) => void (isScript(request) && pending--));
  page.on('response', async (response) => {
    if (!isScript(response.request())) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length, editor: body.includes('ProseMirror') });
    pending--;
  });
  /**
   * Every script asked for so far is counted and none was asked for in the last half second.
   * Not `waitForLoadState('networkidle')`: after a move inside the app it answers at once (the
   * document reached that state long before), while the signed-in chunks are still on their way.
   */
  const settled = () =>
    expect
      .poll(async () => {
        const seen = scripts.length;
        await page.waitForTimeout(500);
        return pending <= 0 && scripts.length === seen;
      }, { timeout: 30_000 })
      .toBe(true);
  return Object.assign(scripts, { settled });
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
  await scripts.settled();
  let gridPaid = false;
  for (const [index, domain] of DOMAINS.entries()) {
    const before = scripts.length;
    await page.locator(`nav a[href="${domain.path}"]`).click();
    await expect(pageHeading(page)).toBeVisible();
    await scripts.settled();
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
  await scripts.settled();
  const before = scripts.length;
  await page.locator('[role="row"][data-id]').first().click();
  await expect(page.getByRole('tab', { name: /Basic Info|基本資料/ })).toBeVisible();
  await scripts.settled();
  const added = total(scripts.slice(before));
  test.info().annotations.push({ type: 'supplier detail', description: `${added} bytes gzip` });
  expect(added).toBeLessThanOrEqual(budgets.detailVisitGzipBytes);
});

test('reading a tracked document loads no editor; writing one stays within the editor budget', async ({ page }) => {
  const scripts = recordScripts(page);
  await signIn(page, 'buyer');
  await page.goto('/admin/docTracking');
  await expect(page.locator('[role=grid]')).toBeVisible();
  await scripts.settled();
  await page.locator('[role="row"][data-id]').first().click();
  await expect(page.getByRole('tab').nth(1)).toBeVisible();
  await scripts.settled();
  expect(scripts.filter((s) => s.editor).map((s) => s.url)).toEqual([]);

  await page.goto('/admin/docTracking');
  await expect(page.locator('[role=grid]')).toBeVisible();
  await scripts.settled();
  const before = scripts.length;
  await page.getByRole('button', { name: /New document|新增文件/ }).click();
  await expect(page.getByRole('toolbar', { name: /Formatting|格式/ })).toBeVisible();
  await scripts.settled();
  const added = total(scripts.slice(before));
  test.info().annotations.push({ type: 'document editor', description: `${added} bytes gzip` });
  expect(scripts.slice(before).some((s) => s.editor)).toBe(true);
  expect(added).toBeLessThanOrEqual(budgets.editorVisitGzipBytes);
});
