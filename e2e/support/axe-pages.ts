import { expect, test, type Page } from '@playwright/test';
import { FEATURES, type Feature } from '../../host-shell/src/routing/features';
import { expectAccessible, resetBackend } from './portal';
import { signIn } from './sign-in';

// axe (WCAG 2.2 A/AA) on every route, in both languages: the public pages, each menu area as
// `admin` sees it (every area, the IT-only upload too), a record of each resource that has a
// detail, and a supplier's own pages. Declared per owner (the host, or one remote) so that each
// remote's pages are scanned in its own journey group (e2e/journeys.json) and run again only when
// that remote changes. New screens are covered as their areas land in the menu table.

type Owner = Feature['remote'] | 'host';

const LOCALES = ['zh-TW', 'en-US'] as const;
const PUBLIC: Partial<Record<Owner, string[]>> = {
  host: ['/login', '/forgetPassword', '/resetPwd', '/forgetAccount'],
  supplier: ['/fromLinks/register'],
};
/** A seeded record of each resource with a detail page (mock-api seed). */
const RECORDS: Partial<Record<Owner, string[]>> = {
  supplier: ['/admin/supplier/detail/view/1001'],
  purchasing: ['/admin/po/detail/view/3', '/admin/po/items/1', '/admin/po/print/3'],
  payment: ['/admin/invoice/detail/view/98'],
};
/** What a supplier user sees that an internal user does not. */
const SUPPLIER_ROUTES: Partial<Record<Owner, string[]>> = {
  supplier: ['/admin/supplier'],
  purchasing: ['/admin/deliveryReply'],
};

/**
 * The page has settled: its heading is there and nothing is loading (a list is busy while its
 * search runs, before its spinner shows).
 */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** Declares the axe journeys of one owner's pages: the host's (its public pages, admin's home) or a remote's. */
export function axePagesOf(owner: Owner) {
  test.describe(`axe on ${owner === 'host' ? "the host's" : `the ${owner} remote's`} pages`, () => {
    test.describe.configure({ mode: 'serial' });
    // Dozens of pages, each scanned: under half a minute, a few times that on a loaded machine.
    test.setTimeout(180_000);
    test.beforeAll(() => resetBackend());

    const areas = FEATURES.filter((feature) => feature.remote === owner);
    for (const locale of LOCALES) {
      const publicPages = PUBLIC[owner];
      if (publicPages) {
        test(`public pages pass axe (${locale})`, async ({ page }) => {
          await page.goto('/login');
          if (locale === 'en-US') await page.getByLabel(/^(語言|Language)$/).first().selectOption(locale);
          for (const path of publicPages) {
            await page.goto(path);
            await settled(page);
            await expectAccessible(page);
          }
        });
      }

      test(`${owner === 'host' ? 'the home page' : 'every menu area and a record of each resource'} pass axe as admin (${locale})`, async ({ page }) => {
        await signIn(page, 'admin', { language: locale });
        await settled(page);
        if (owner === 'host') await expectAccessible(page);
        for (const feature of areas) {
          await page.locator(`nav a[href="/admin/${feature.path}"]`).click();
          await expect(page).toHaveURL(new RegExp(`/admin/${feature.path}$`));
          await settled(page);
          await expectAccessible(page);
        }
        for (const path of RECORDS[owner] ?? []) {
          await page.goto(path);
          await settled(page);
          await expectAccessible(page);
        }
      });

      const supplierRoutes = SUPPLIER_ROUTES[owner];
      if (supplierRoutes) {
        test(`a supplier's own pages pass axe (${locale})`, async ({ page }) => {
          await signIn(page, 'supplier2', { language: locale, acceptTerms: true });
          for (const path of supplierRoutes) {
            await page.locator(`nav a[href="${path}"]`).click();
            await settled(page);
            await expectAccessible(page);
          }
        });
      }
    }
  });
}
