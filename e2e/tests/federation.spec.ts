import { expect, test } from '@playwright/test';
import { DOMAINS, expectAccessible, HOST_URL, resetBackend, pageHeading } from '../support/portal';
import { signIn } from '../support/sign-in';

test.beforeEach(async () => resetBackend());

test('login loads no remote; each menu area loads its remote from its own origin', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('mf-manifest.json')) scripts.push(r.url());
  });
  await page.goto('/login');
  await expect(page.locator('input[name=account]')).toBeVisible();
  await expectAccessible(page);
  expect(scripts.filter((u) => !u.startsWith(HOST_URL))).toEqual([]);

  await signIn(page, 'admin');
  await expectAccessible(page);
  for (const domain of DOMAINS) {
    const before = scripts.length;
    const previousHeading = (await pageHeading(page).textContent()) ?? '';
    await page.locator(`nav a[href="${domain.path}"]`).click();
    await expect(page).toHaveURL(domain.path);
    // The previous area's h1 stays until the new page's code has come and rendered: the hover
    // before the click preloads the remote's entry, so its request alone does not say the page's
    // chunk was asked for (a busy machine went network-idle in between, and the page's chunk was
    // counted against the next area).
    await expect(pageHeading(page)).not.toHaveText(previousHeading); // its screen, or the labelled coming-soon page
    await expect.poll(() => scripts.slice(before)).toContain(`${domain.url}remoteEntry.js`);
    await page.waitForLoadState('networkidle');
    const loaded = scripts.slice(before);
    expect(loaded).toContain(`${domain.url}mf-manifest.json`);
    expect(loaded).toContain(`${domain.url}remoteEntry.js`);
    // A remote never serves a shared library: react, MUI and shared-ui come from the shell only.
    expect(loaded.filter((u) => !u.startsWith(domain.url) && !u.startsWith(HOST_URL))).toEqual([]);
    await expectAccessible(page);
  }
});

test('host and remotes share one React and one shared-ui (one session store)', async ({ page }) => {
  await signIn(page, 'admin');
  for (const domain of DOMAINS) {
    await page.locator(`nav a[href="${domain.path}"]`).click();
    await expect(pageHeading(page)).toBeVisible();
  }
  const scope = await page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, { from: string; loaded?: boolean; loading?: unknown }>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Shared> } }).__FEDERATION__.__SHARE__;
    const out: Record<string, { versions: string[]; from: string[]; loaded: number }> = {};
    for (const instance of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
        const entry = (out[pkg] ??= { versions: [], from: [], loaded: 0 });
        for (const [version, info] of Object.entries(versions)) {
          if (!entry.versions.includes(version)) entry.versions.push(version);
          if (!entry.from.includes(info.from)) entry.from.push(info.from);
          if (info.loaded) entry.loaded += 1;
        }
      }
    }
    return out;
  });
  for (const pkg of ['react', 'react-dom', 'shared-ui', 'i18next', 'react-i18next', 'zustand', '@emotion/react']) {
    expect(scope[pkg], pkg).toBeDefined();
    expect(scope[pkg].versions, pkg).toHaveLength(1);
    expect(scope[pkg].from, pkg).toEqual(['shell']);
  }
});

test('a remote that is down shows a translated fallback; the rest works; Retry recovers without reload', async ({ page }) => {
  await signIn(page, 'admin');
  const down = 'http://127.0.0.1:4202/**';
  await page.route(down, (route) => route.abort('connectionrefused'));
  const started = Date.now();
  await page.locator('nav a[href="/admin/inquiry"]').click();
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible({ timeout: 3_000 });
  expect(Date.now() - started).toBeLessThan(3_000);
  await expect(fallback).toContainText('詢價單');
  await expectAccessible(page);

  // Header, menu and the other remotes keep working.
  await page.locator('nav a[href="/admin/po"]').click();
  await expect(page.getByRole('heading', { name: '採購單', level: 1 })).toBeVisible();
  await page.locator('nav a[href="/admin/inquiry"]').click();
  await expect(fallback).toBeVisible({ timeout: 3_000 });

  // The remote comes back: Retry loads it in place, the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.unroute(down);
  await fallback.getByRole('button').click();
  await expect(page.getByRole('heading', { name: '詢價單', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('English switches the fallback, menu and pages', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByLabel('語言').first().selectOption('en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.route('http://127.0.0.1:4205/**', (route) => route.abort('connectionrefused'));
  await page.locator('nav a[href="/admin/audit"]').click();
  await expect(page.getByTestId('remote-unavailable')).toContainText('Audits is unavailable right now');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page);
});
