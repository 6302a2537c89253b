import { expect, test } from '@playwright/test';
import { API_URL, expectAccessible, resetBackend, pageHeading } from '../support/portal';
import { signIn } from '../support/sign-in';

// Issue 19: the header's jump-to box. Seed facts (mock-api): PO 3 = 4501001014 belongs to supplier
// 1001 (`supplier`) in purchasing org 1100, the buyer's; `supplier2` is another supplier.
const PO_NO = '4501001014';

test.beforeAll(async () => {
  await resetBackend();
  await fetch(`${API_URL}/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ today: '2026-03-19' }) });
});

test('a buyer presses Ctrl+K, types a PO number and Enter opens that PO', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US' });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Jump to a record' });
  const box = dialog.getByRole('combobox', { name: 'Number or supplier name' });
  await expect(box).toBeFocused();
  await box.pressSequentially(PO_NO);
  await expect(dialog.getByRole('group', { name: 'Purchase orders' }).getByRole('option', { name: new RegExp(PO_NO) })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/po\/detail\/view\/3$/);
  await expect(pageHeading(page)).toHaveText(`Purchase order ${PO_NO}`);

  // Esc closes it without going anywhere.
  await page.getByRole('button', { name: 'Jump to' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Jump to' })).toBeFocused();
});

test('supplier2 typing the other supplier\'s PO number finds no match', async ({ page }) => {
  await signIn(page, 'supplier2', { language: 'zh-TW', acceptTerms: true });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: '快速前往單據' });
  await dialog.getByRole('combobox').pressSequentially(PO_NO);
  await expect(dialog.getByText('查無符合的資料，請確認號碼或多輸入幾碼。')).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await expectAccessible(page);
});

test('on a phone the dialog fills the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'buyer', { language: 'en-US' });
  await page.getByRole('button', { name: 'Jump to' }).click();
  const dialog = page.getByRole('dialog', { name: 'Jump to a record' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  await expectAccessible(page);
});
