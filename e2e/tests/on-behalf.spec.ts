import { expect, test } from '@playwright/test';
import { API_URL, callApi as api, expectAccessible, openDialog, resetBackend, tokenOf } from '../support/portal';
import { signIn } from '../support/sign-in';

// Issue 18: staff act for a supplier (spec section 7, a/deliveryScheduleToReply). A buyer chooses
// supplier 1001 on the delivery reply page and replies its line 13 (PO 4501001021 = PO 4, item
// 10) on its behalf; the supplier then signs in and reads who replied for it. One backend state.
test.describe.configure({ mode: 'serial' });

const LINE = 13;
const PO_ID = 4;

test.beforeAll(async () => {
  await resetBackend();
  await fetch(`${API_URL}/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ today: '2026-03-19' }) });
});

test('a buyer chooses the supplier and replies one of its lines on its behalf', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US', open: '/admin/deliveryReply' });
  await expect(page.getByText(/Choose a supplier to reply to its delivery lines on its behalf/)).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Reply for supplier' });
  await picker.click();
  await picker.fill('Hsin Tai');
  await page.getByRole('option', { name: /Hsin Tai Precision/ }).click();
  await expect(page.getByRole('note')).toContainText(/You are acting on behalf of .*Hsin Tai Precision/);
  const row = page.locator(`[role="row"][data-id="${LINE}"]`);
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // A click aimed at the row's button as the grid lays out again landed beside it twice on CI.
  const dialog = page.getByRole('dialog', { name: /Reply delivery for PO 4501001021 item 10/ });
  await openDialog(row.getByRole('button', { name: 'Reply' }), dialog);
  await expect(dialog.getByRole('note')).toContainText('on behalf of');
  await dialog.getByRole('textbox', { name: /Reply qty/ }).fill('0');
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('agreed by phone');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await page.getByRole('dialog', { name: 'Send this reply?' }).getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);

  const buyer = await tokenOf('buyer');
  const lines = await api<{ items: { id: number; replyOnBehalf?: { staff: { account: string }; supplierId: number } }[] }>('POST', 'a/deliverySchedule/search', buyer, {
    poNo: '4501001021',
    paging: { page: 1, pageSize: 100 },
  });
  expect(lines.body.items.find((l) => l.id === LINE)?.replyOnBehalf).toMatchObject({ staff: { account: 'buyer' }, supplierId: 1001 });
});

test('the supplier signs in and sees that the buyer replied on its behalf', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, language: 'en-US', open: `/admin/po/detail/view/${PO_ID}` });
  await page.getByRole('tab', { name: 'Items' }).click();
  await expect(page.getByText(/Lin Buyer \(buyer\) on behalf of .*Hsin Tai Precision/)).toBeVisible();
  await expectAccessible(page);

  // The board opens as a kanban; its list view shows who replied per line.
  await page.goto('/admin/deliveryBoard?view=list');
  await page.getByRole('textbox', { name: 'PO no.' }).fill('4501001021');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator(`[role="row"][data-id="${LINE}"]`)).toContainText(/Lin Buyer \(buyer\) on behalf of/);
});
