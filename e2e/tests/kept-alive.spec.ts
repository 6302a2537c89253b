import { expect, test } from '@playwright/test';
import { resetBackend } from '../support/portal';
import { signIn } from '../support/sign-in';

test.beforeEach(async () => resetBackend());

// Spec section 2: list pages are kept alive. The buyer's PO list (hundreds of POs in its scope):
// filter, sort, page and scroll survive a visit to a detail, and a visit to another menu entry.
test('a list keeps its filters, sort, page and scroll while the user is in a detail or elsewhere', async ({ page }) => {
  await signIn(page, 'buyer');
  await page.getByLabel('語言').selectOption('en-US');
  await page.goto('/admin/po');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await grid.getByRole('columnheader', { name: 'PO no.' }).click(); // ascending
  await expect(grid.getByRole('columnheader', { name: 'PO no.' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^21–40 of \d+$/)).toBeVisible();
  // The footer moves at the click; the page's rows come with the search's answer.
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  await scroller.evaluate((el) => el.scrollTo({ top: 200 }));
  const firstRow = await grid.getByRole('row').nth(1).getAttribute('data-id');

  await grid.getByRole('row').nth(5).click();
  await expect(page).toHaveURL(/\/admin\/po\/detail\/view\/\d+$/);
  await page.getByRole('button', { name: 'Back to list' }).click();

  await expect(page.getByText(/^21–40 of \d+$/)).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'PO no.' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Open');
  expect(await grid.getByRole('row').nth(1).getAttribute('data-id')).toBe(firstRow);
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);

  // Another menu entry and back: the same.
  await page.locator('nav a[href="/admin/deliveryBoard"]').click();
  await expect(page.getByRole('heading', { name: 'Delivery board', level: 1 })).toBeVisible();
  await page.locator('nav a[href="/admin/po"]').click();
  await expect(page.getByText(/^21–40 of \d+$/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Open');
});
