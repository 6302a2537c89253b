import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, resetBackend } from '../support/portal';
import { signIn } from '../support/sign-in';

test.beforeEach(async () => resetBackend());

/** The menu as the user sees it: each group's heading with its entries' links. */
async function menuOf(page: Page) {
  return page.locator('nav[aria-label] ul[aria-labelledby]').evaluateAll((lists) =>
    lists.map((ul) => ({
      group: document.getElementById(ul.getAttribute('aria-labelledby')!)?.textContent,
      entries: [...ul.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    })),
  );
}

const EXPECTED: Record<string, { group: string; entries: string[] }[]> = {
  buyer: [
    { group: 'Announcement', entries: ['/admin/purchasingBulletin', '/admin/docTracking'] },
    { group: 'Supplier management', entries: ['/admin/supplier'] },
    { group: 'Bidding', entries: ['/admin/inquiry', '/admin/quotation', '/admin/parity'] },
    { group: 'Purchasing', entries: ['/admin/po', '/admin/deliveryReply', '/admin/deliveryReview', '/admin/deliveryBoard', '/admin/receiveBoard'] },
    { group: 'Payment', entries: ['/admin/invoiceRequest', '/admin/invoice'] },
    { group: 'Report', entries: ['/admin/poItemHistory'] },
    { group: 'Account management', entries: ['/admin/attachments'] },
    { group: 'Bulk upload', entries: ['/admin/upload/brcontact'] },
  ],
  quality: [
    { group: 'Supplier management', entries: ['/admin/supplier'] },
    { group: 'Supplier audit', entries: ['/admin/survey', '/admin/audit'] },
    { group: 'Account management', entries: ['/admin/attachments'] },
  ],
  supplier2: [
    { group: 'Announcement', entries: ['/admin/purchasingBulletin', '/admin/docTracking'] },
    { group: 'Supplier management', entries: ['/admin/supplier'] },
    { group: 'Bidding', entries: ['/admin/quotation'] },
    { group: 'Purchasing', entries: ['/admin/po', '/admin/deliveryReply', '/admin/deliveryBoard', '/admin/receiveBoard'] },
    { group: 'Payment', entries: ['/admin/invoiceRequest', '/admin/invoice'] },
    { group: 'Supplier audit', entries: ['/admin/audit'] },
    { group: 'Report', entries: ['/admin/poItemHistory'] },
    { group: 'Account management', entries: ['/admin/supplierUser'] },
  ],
};

for (const [account, expected] of Object.entries(EXPECTED)) {
  test(`${account} sees exactly the menu of their permissions (English)`, async ({ page }) => {
    await signIn(page, account, { language: 'en-US' });
    expect(await menuOf(page)).toEqual(expected);
    await expectAccessible(page);
  });
}

test('admin sees every group, with the IT-only upload, in Chinese', async ({ page }) => {
  await signIn(page, 'admin');
  // The header's language field is named, but its label is not painted above the bar's edge.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('combobox', { name: '語言' })).toBeVisible();
  expect(await banner.locator('label').evaluate((label) => getComputedStyle(label).clip)).toBe('rect(0px, 0px, 0px, 0px)');
  const menu = await menuOf(page);
  expect(menu.map((g) => g.group)).toEqual(['公告', '供應商管理', '詢比議價', '採購', '請款', '供應商稽核', '報表', '帳號管理', '批次上傳']);
  expect(menu.at(-1)?.entries).toEqual(['/admin/upload/brcontact', '/admin/upload/suppliers']);
});

test('the desktop header keeps one row from a small laptop to a wide screen, for the longest name, in English', async ({ page }) => {
  // The test area's header carries the most: its chip and the demo reset beside the links,
  // the name "張業務 Chang (Hsin Tai Precision) (supplier)", the language and Log out.
  await signIn(page, 'supplier', { language: 'en-US', acceptTerms: true });
  const banner = page.getByRole('banner');
  for (const width of [900, 1280, 1535, 1536, 1650, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    // Below 1,536 px the links and buttons are their icons, named as their words.
    const compact = width < 1536;
    await expect(banner.getByText(compact ? 'Supplier Portal' : 'Supplier Collaboration Portal', { exact: true })).toBeVisible();
    for (const name of ['Official website', 'Contact']) await expect(banner.getByRole('link', { name })).toBeVisible();
    for (const name of ['Log out', 'Reset demo data', 'Jump to']) await expect(banner.getByRole('button', { name })).toBeVisible();
    await expect(banner.getByRole('combobox', { name: 'Language' })).toBeVisible();
    // The name gives way, cut short, whole in its tooltip.
    await expect(page.getByTestId('current-user')).toHaveAttribute('title', '張業務 Chang (Hsin Tai Precision) (supplier)');
    expect((await banner.boundingBox())?.height, `header height at ${width} px`).toBeLessThan(64);
    // And nothing else is squeezed: no button's or link's words spill over its neighbour.
    const squeezed = await banner.locator('.MuiToolbar-root > :is(.MuiButton-root, a)').evaluateAll((items) =>
      items.filter((item) => item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent),
    );
    expect(squeezed, `squeezed at ${width} px`).toEqual([]);
  }
  await expectAccessible(page);
});

test('viewer sees every view entry but not the IT-only upload', async ({ page }) => {
  await signIn(page, 'viewer');
  const menu = await menuOf(page);
  expect(menu).toHaveLength(9);
  expect(menu.at(-1)?.entries).toEqual(['/admin/upload/brcontact']);
});

test('supplier (after accepting the terms) gets the fixed supplier menu', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true });
  const menu = await menuOf(page);
  expect(menu.map((g) => g.entries).flat()).not.toContain('/admin/parity');
  expect(menu.map((g) => g.entries).flat()).toContain('/admin/quotation');
});
