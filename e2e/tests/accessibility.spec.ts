import { expect, test, type Page } from '@playwright/test';
import { FEATURES } from '../../host-shell/src/routing/features';
import { expectAccessible, resetBackend } from '../support/portal';
import { signIn } from '../support/sign-in';

// axe (WCAG 2.2 A/AA) on every route of every remote, in both languages: the public pages, each
// menu area as `admin` sees it (every area, the IT-only upload too), a record of each resource
// that has a detail, and a supplier's own pages. New screens are covered as their areas land.
test.describe.configure({ mode: 'serial' });
// Dozens of pages, each scanned: under half a minute, a few times that on a loaded machine.
test.setTimeout(180_000);

const LOCALES = ['zh-TW', 'en-US'] as const;
const PUBLIC = ['/login', '/forgetPassword', '/resetPwd', '/forgetAccount', '/fromLinks/register'];
/** A seeded record of each resource with a detail page (mock-api seed). */
const RECORDS = ['/admin/supplier/detail/view/1001', '/admin/po/detail/view/3', '/admin/po/items/1', '/admin/po/print/3'];
/** What a supplier user sees that an internal user does not. */
const SUPPLIER_ROUTES = ['/admin/supplier', '/admin/deliveryReply'];

/** The page has settled: its heading is there and nothing is loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

test.beforeAll(() => resetBackend());

for (const locale of LOCALES) {
  test(`public pages pass axe (${locale})`, async ({ page }) => {
    await page.goto('/login');
    if (locale === 'en-US') await page.getByLabel(/^(語言|Language)$/).first().selectOption(locale);
    for (const path of PUBLIC) {
      await page.goto(path);
      await settled(page);
      await expectAccessible(page);
    }
  });

  test(`every menu area and a record of each resource pass axe as admin (${locale})`, async ({ page }) => {
    await signIn(page, 'admin', { language: locale });
    await settled(page);
    await expectAccessible(page);
    for (const feature of FEATURES) {
      await page.locator(`nav a[href="/admin/${feature.path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${feature.path}$`));
      await settled(page);
      await expectAccessible(page);
    }
    for (const path of RECORDS) {
      await page.goto(path);
      await settled(page);
      await expectAccessible(page);
    }
  });

  test(`a supplier's own pages pass axe (${locale})`, async ({ page }) => {
    await signIn(page, 'supplier2', { language: locale, acceptTerms: true });
    for (const path of SUPPLIER_ROUTES) {
      await page.locator(`nav a[href="${path}"]`).click();
      await settled(page);
      await expectAccessible(page);
    }
  });
}
