import { expect, test, type Page } from '@playwright/test';
import { FEATURES, type Feature } from '../../host-shell/src/routing/features';
import { expectAccessible, resetBackend } from './portal';
import { signIn } from './sign-in';

// axe (WCAG 2.2 A/AA) on every route: the public pages, each menu area as `admin` sees it (every
// area, the IT-only upload too), a record of each resource that has a detail, and a supplier's own
// pages. Declared per owner (the host, or one remote) so that each remote's pages are scanned in
// its own journey group (e2e/journeys.json) and run again only when that remote changes. New
// screens are covered as their areas land in the menu table.
//
// Languages: the public pages, the home page and a supplier's pages are scanned in both. The
// admin's areas and records, most of the scans, are scanned once each, in zh-TW and en-US by turns:
// a page's elements, roles and colours are the same in both languages, only its texts differ, and
// a text missing in either language already fails the unit test that renders it. Scanning each of
// them twice was a fifth of the journeys' time.

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

/** The pages scanned in one language's turn: every other one, the first at `offset`. */
function inTurn<T>(pages: readonly T[], offset: number): T[] {
  return pages.filter((_, index) => (index + offset) % LOCALES.length === 0);
}

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

      const turn = LOCALES.indexOf(locale);
      const areasInTurn = inTurn(areas, turn);
      const recordsInTurn = inTurn(RECORDS[owner] ?? [], turn + areas.length);
      test(`${owner === 'host' ? 'the home page' : `every other menu area and record (${areasInTurn.length + recordsInTurn.length} of ${areas.length + (RECORDS[owner] ?? []).length} pages)`} pass axe as admin (${locale})`, async ({ page }) => {
        await signIn(page, 'admin', { language: locale });
        await settled(page);
        if (owner === 'host') await expectAccessible(page);
        for (const feature of areasInTurn) {
          await page.locator(`nav a[href="/admin/${feature.path}"]`).click();
          await expect(page).toHaveURL(new RegExp(`/admin/${feature.path}$`));
          await settled(page);
          await expectAccessible(page);
        }
        for (const path of recordsInTurn) {
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
