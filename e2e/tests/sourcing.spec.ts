import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, callApi as api, expectAccessible, resetBackend, tokenOf } from '../support/portal';
import { act, toolbar } from '../support/detail-actions';
import { signIn } from '../support/sign-in';

// The sourcing journey of the remote-sourcing issue, in Chromium against the production builds
// and the mock backend over HTTP: a buyer writes a material inquiry from a PR and an Excel sheet
// of material lines, invites two suppliers and a potential one, sends it; the suppliers quote
// (one of them late, sent back and quoting again); the buyer accepts both, compares them on a
// parity sheet split 60/40, sends it for sign-off and the test sign-off approves it: the
// inquiry's final prices show. The steps build on each other (one backend state).
test.describe.configure({ mode: 'serial' });

const PR_NO = '1000020001';
const HEADERS = ['No.', 'Item', 'Process', 'Exterior', 'Consumption', 'Slot', 'Remark', 'Price Required', 'Price included in No.'];
let inquiryId = 0;
let quotationOf: Record<number, number> = {};

async function setToday(today: string) {
  await fetch(`${API_URL}/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ today }) });
}

/** Types a date into an MUI date field (its sections take the digits in order). */
async function typeDate(field: Locator, page: Page, isoDay: string) {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDay.replace(/-/g, ''));
}

async function sheet(rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const out = workbook.addWorksheet('Sheet1');
  out.addRow(HEADERS);
  for (const row of rows) out.addRow(row);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lines-')), 'material-lines.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}


/** Runs a detail action and confirms it in its dialog. */

async function pickSupplier(page: Page, text: string, option: RegExp) {
  const search = page.getByRole('combobox', { name: /Invite a supplier/ });
  await search.fill(text);
  await page.getByRole('option', { name: option }).click();
}

test.beforeAll(async () => {
  await resetBackend();
  await setToday('2026-03-19');
});

test('buyer writes a material inquiry from a PR and an Excel sheet (a bad row reported, fixed), invites three suppliers, sends it (English)', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US', acceptTerms: true, open: '/admin/inquiry' });
  await expect(page.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New inquiry' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiry\/detail\/create$/);
  await page.getByRole('textbox', { name: 'PR no.' }).fill(PR_NO);
  await page.getByRole('button', { name: 'Look up PR' }).click();
  await page.getByRole('tab', { name: 'Materials' }).click();
  await expect(page.getByRole('group', { name: 'Material 2' })).toBeVisible();
  await page.getByRole('tab', { name: 'Inquiry' }).click();
  await typeDate(page.getByRole('group', { name: 'Due date' }), page, '2026-03-26');
  await page.getByRole('textbox', { name: 'Purpose' }).fill('Charger busbars for the X200');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Material lines' }).click();
  await page.getByRole('button', { name: 'Import lines from Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import material lines' });
  const choose = dialog.locator('input[type=file]');
  await choose.setInputFiles(await sheet([
    [1, 'C1100 copper strip', 'Progressive stamping', '', 0.004, 8, '', 'Y', ''],
    [2, 'Tin plating', 'Reel-to-reel plating', 'Tin', '', '', '', 'N', 9],
    [3, 'Packing on reels', '', '', '', '', '', 'Y', ''],
  ]));
  await expect(dialog.getByRole('status')).toContainText('Rows with problems: 1 of 3');
  await expect(dialog).toContainText('Price included in No. 9 is not in the serial number list (row 3).');
  await choose.setInputFiles(await sheet([
    [1, 'C1100 copper strip', 'Progressive stamping', '', 0.004, 8, '', 'Y', ''],
    [2, 'Tin plating', 'Reel-to-reel plating', 'Tin', '', '', '', 'N', 1],
    [3, 'Packing on reels', '', '', '', '', '', 'Y', ''],
  ]));
  await expect(dialog.getByRole('status')).toContainText('All 3 rows are ready.');
  await dialog.getByRole('button', { name: 'Load into the form' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Line 3' })).toBeVisible();

  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await pickSupplier(page, 'Hsin Tai Precision', /Hsin Tai Precision/);
  await pickSupplier(page, 'Rio Metals', /Rio Metals/);
  await pickSupplier(page, 'Nova Components', /Nova Components/);
  await expect(page.getByText(/Supplier not yet approved \(potential stage\): confirm with the supplier contact\./)).toBeVisible();
  await expectAccessible(page);
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiry\/detail\/view\/\d+$/);
  inquiryId = Number(page.url().split('/').pop());

  await act(page, 'Send to suppliers');
  await expect(toolbar(page).getByRole('button', { name: 'Force close' })).toBeVisible();
  const buyer = await tokenOf('buyer');
  const sent = await api<{ status: string; materialLines: unknown[]; suppliers: { supplierId: number; quotationId: number; quotationStatus: string }[] }>('GET', `a/inquiry/${inquiryId}`, buyer);
  expect(sent.body.status).toBe('COMMITTED');
  expect(sent.body.materialLines).toHaveLength(3);
  expect(sent.body.suppliers.map((s) => [s.supplierId, s.quotationStatus])).toEqual([[1001, 'INVITED'], [1002, 'INVITED'], [1003, 'INVITED']]);
  quotationOf = Object.fromEntries(sent.body.suppliers.map((s) => [s.supplierId, s.quotationId]));
});

async function priceAndSave(page: Page, prices: string[], warranty: string, labels: { edit: string; prices: string; price: RegExp; quotation: string; warranty: RegExp; save: string }) {
  await toolbar(page).getByRole('button', { name: labels.edit }).click();
  await page.getByRole('tab', { name: labels.prices, exact: true }).click();
  const fields = page.getByRole('textbox', { name: labels.price });
  for (const [i, p] of prices.entries()) await fields.nth(i).fill(p);
  await page.getByRole('tab', { name: labels.quotation, exact: true }).click();
  await page.getByRole('textbox', { name: labels.warranty }).fill(warranty);
  await toolbar(page).getByRole('button', { name: labels.save }).click();
  await expect(toolbar(page).getByRole('button', { name: labels.edit })).toBeVisible();
}

const ZH = { edit: '編輯', prices: '報價', price: /^單價/, quotation: '報價資訊', warranty: /^保固/, save: '儲存' };
const EN = { edit: 'Edit', prices: 'Prices', price: /^Piece price/, quotation: 'Quotation', warranty: /^Warranty/, save: 'Save' };

test('supplier saves, then sends its quotation (Chinese)', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, open: '/admin/quotation' });
  await expect(page.getByRole('heading', { name: '報價單', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/admin/quotation/detail/view/${quotationOf[1001]}`);
  await expect(page.getByText('2026-03-26 · 剩 7 天')).toBeVisible();
  await expectAccessible(page);
  await priceAndSave(page, ['2.1', '3.2'], '出貨後 12 個月', ZH);
  await act(page, '送出報價');
  const own = await api<{ status: string }>('GET', `su/quotation/${quotationOf[1001]}`, await tokenOf('supplier'));
  expect(own.body.status).toBe('COMMITTED');
});

test('supplier2 saves in time but sends after the due date: refused; it cannot reach supplier\'s quotation by list, URL or API', async ({ page }) => {
  await signIn(page, 'supplier2', { language: 'en-US', acceptTerms: true, open: `/admin/quotation/detail/view/${quotationOf[1002]}` });
  await priceAndSave(page, ['0.35', '0.5'], '12 months', EN);

  const token = await tokenOf('supplier2');
  const list = await api<{ items: { id: number }[] }>('POST', 'su/quotation/search', token, { supplierId: 1001, paging: { page: 1, pageSize: 1000 } });
  expect(list.body.items.map((q) => q.id)).not.toContain(quotationOf[1001]);
  expect((await api('GET', `su/quotation/${quotationOf[1001]}`, token)).status).toBe(404);
  await page.goto(`/admin/quotation/detail/view/${quotationOf[1001]}`);
  await expect(page.getByText(/No such record\./).filter({ visible: true }).first()).toBeVisible();

  await setToday('2026-03-27');
  await signIn(page, 'supplier2', { language: 'en-US', open: `/admin/quotation/detail/view/${quotationOf[1002]}` });
  await expect(page.getByText('2026-03-26 · 1 day overdue')).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Send quotation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send quotation' }).click();
  await expect(page.getByText(/The due date 2026-03-26 has passed: the quotation can no longer be sent\./)).toBeVisible();
  expect((await api<{ status: string }>('GET', `su/quotation/${quotationOf[1002]}`, await tokenOf('supplier2'))).body.status).toBe('DRAFT');
});

test('buyer sends supplier2\'s late quotation back with a reason and a new due date; supplier2 quotes again', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US', open: `/admin/quotation/detail/view/${quotationOf[1002]}` });
  await toolbar(page).getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the quotation back' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Your quotation came after the due date; please send it again.');
  await typeDate(dialog.getByRole('group', { name: 'New due date' }), page, '2026-03-31');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog).toBeHidden();

  await signIn(page, 'supplier2', { language: 'en-US', open: `/admin/quotation/detail/view/${quotationOf[1002]}` });
  await expect(page.getByText('Sent back by the buyer: Your quotation came after the due date; please send it again.')).toBeVisible();
  await priceAndSave(page, ['0.34', '0.5'], '12 months', EN);
  await act(page, 'Send quotation');
  expect((await api<{ status: string }>('GET', `su/quotation/${quotationOf[1002]}`, await tokenOf('supplier2'))).body.status).toBe('COMMITTED');
});

test('buyer accepts both, compares them on a parity sheet split 60/40, sends it; the test sign-off approves; the final prices show', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US' });
  for (const id of [quotationOf[1001], quotationOf[1002]]) {
    await page.goto(`/admin/quotation/detail/view/${id}`);
    await act(page, 'Accept');
  }
  await page.goto(`/admin/inquiry/detail/view/${inquiryId}`);
  await toolbar(page).getByRole('button', { name: 'Create comparison sheet' }).click();
  const pick = page.getByRole('dialog', { name: 'Create a price comparison sheet' });
  await pick.getByRole('checkbox', { name: /Hsin Tai Precision/ }).check();
  await pick.getByRole('checkbox', { name: /Rio Metals/ }).check();
  await pick.getByRole('button', { name: 'Create comparison sheet' }).click();
  await expect(page).toHaveURL(/\/admin\/parity\/detail\/edit\/\d+$/);
  const parityId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('offer-1-1001')).toBeVisible();
  await expectAccessible(page);

  for (const seq of [1, 2]) {
    await page.getByTestId(`offer-${seq}-1001`).getByRole('textbox', { name: /Quota \(%\)/ }).fill('60');
    await page.getByTestId(`offer-${seq}-1002`).getByRole('textbox', { name: /Quota \(%\)/ }).fill('40');
  }
  await page.getByRole('button', { name: 'Quantities from percentages' }).click();
  await page.getByRole('combobox', { name: /Winning supplier/ }).click();
  await page.getByRole('option', { name: /Hsin Tai Precision/ }).click();
  await page.getByRole('textbox', { name: 'Reason it won' }).fill('Two sources: Hsin Tai leads, Rio Metals keeps 40 %');
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/parity/detail/view/${parityId}$`));

  await act(page, 'Send for sign-off');
  await expect(toolbar(page).getByRole('button', { name: 'Test sign-off: approve' })).toBeVisible();
  await act(page, 'Test sign-off: approve');
  await expect(page.locator('[data-status="APPROVED"]')).toBeVisible();
  await page.goto(`/admin/parity/print/${parityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Price comparison sheet');
  await expectAccessible(page);
  await page.goto('/admin/parity');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessible(page);

  const buyer = await tokenOf('buyer');
  const sheet = await api<{ lines: { seq: number; supplierId: number; quota: number; quotaPercent: number }[] }>('GET', `a/parity/${parityId}`, buyer);
  expect(sheet.body.lines.filter((l) => l.seq === 1).map((l) => [l.supplierId, l.quotaPercent, l.quota])).toEqual([[1001, 60, 72000], [1002, 40, 48000]]);
  const inquiry = await api<{ status: string; materials: { finalPrice?: number }[] }>('GET', `a/inquiry/${inquiryId}`, buyer);
  expect(inquiry.body.status).toBe('COMPLETED');
  expect(inquiry.body.materials.map((m) => m.finalPrice)).toEqual([2.1, 3.2]);

  await page.goto(`/admin/inquiry/detail/view/${inquiryId}`);
  await page.getByRole('tab', { name: 'Materials' }).click();
  await expect(page.getByRole('group', { name: 'Material 1' })).toContainText('2.1');
});

test('viewer may not write an inquiry and quality may not open quotations or sheets: the guard refuses them', async ({ page }) => {
  await signIn(page, 'viewer', { language: 'en-US', acceptTerms: true, open: '/admin/inquiry/detail/create' });
  await expect(page.getByText('You do not have this permission')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inquiry$/);

  await signIn(page, 'quality', { language: 'en-US', acceptTerms: true });
  for (const area of ['quotation', 'parity']) {
    await page.goto(`/admin/${area}/detail/view/1`);
    await expect(page.getByText('You do not have this permission')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  }
});

test('when the server switches inquiry off, the buyer is refused the bidding areas too', async ({ page }) => {
  const toggle = (functionDisable: string[]) =>
    fetch(`${API_URL}/dev/functionDisable`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ functionDisable }) });
  await toggle(['INQUIRY']);
  try {
    await signIn(page, 'buyer', { language: 'en-US', open: '/admin/quotation' });
    await expect(page.getByText('You do not have this permission')).toBeVisible();
    expect((await api('POST', 'a/inquiry/search', await tokenOf('buyer'), {})).status).toBe(403);
  } finally {
    await toggle([]);
  }
});
