import { expect, test, type Page } from '@playwright/test';
import { API_URL, callApi as api, expectAccessible, resetBackend, tokenOf } from '../support/portal';
import { signIn } from '../support/sign-in';

// The payment journey of issue 13, in Chromium against the production builds and the mock backend
// over HTTP. The steps build on each other (one backend state). Seed facts (mock-api README):
// supplier 1001 (`supplier`) has PO 2 = 4501001007 (USD, booked in CNY) with items 20 (PO item 5,
// 803 accepted, 401 on draft 108: 402 left, at 46.00) and 30 (PO item 6, 238 left, at 0.35), none
// invoiced yet. Each step checks the server's state through the API too.
test.describe.configure({ mode: 'serial' });

const [ITEM_20, ITEM_30] = [5, 6];
const PO_NO = '4501001007';
/** 200 of item 20 at 46.00 and the 238 left of item 30 at 0.35. */
const LINES_TOTAL = '9283.3';
let billId = 0;

interface BillAnswer {
  id: number;
  status: string;
  requestDocNo: string;
  rejectReason?: string;
  paymentBlock?: boolean;
  details: { poItemId: number; quantity: number }[];
}

const rowOf = (page: Page, id: number) => page.locator(`[role="row"][data-id="${id}"]`);
const actions = (page: Page) => page.getByRole('toolbar', { name: 'Actions' });

/** Types a date into an MUI date field (its sections take the digits in order). */
async function typeDate(page: Page, label: RegExp, isoDay: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDay.replace(/-/g, ''));
}

/** Runs an action of the detail's toolbar and confirms it in its dialog. */
async function runAction(page: Page, name: string) {
  await actions(page).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** The body of `draft` the screen sends, for the server's own refusal of the same input. */
const draftBody = (invoiceAmount: number, quantity20 = 200) => ({
  invoiceNo: 'AB12345678', invoiceDate: '2026-03-19', invoiceAmount, baseDate: '2026-04-30', dueDate: '2026-04-18',
  currencyCode: 'USD', localCurrencyCode: 'CNY', exchangeRate: 7.26, usdExchangeRate: 7.26, taxCode: 'V0', attachments: [],
  details: [{ poItemId: ITEM_20, quantity: quantity20, amount: quantity20 * 46 }, { poItemId: ITEM_30, quantity: 238, amount: 83.3 }],
});

test.beforeAll(async () => {
  await resetBackend();
  await fetch(`${API_URL}/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ today: '2026-03-19' }) });
});

test('supplier requests payment for two received items of one PO: refused while the lines do not add up, then committed with the invoice file', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, open: '/admin/invoiceRequest' });
  await expect(page.getByRole('heading', { name: '待請款項目', level: 1 })).toBeVisible();
  await page.getByLabel(/^(語言|Language)$/).first().selectOption('en-US');
  await expect(page.getByRole('heading', { name: 'Items to invoice', level: 1 })).toBeVisible();
  await expect(rowOf(page, ITEM_20)).toContainText('402');
  await expectAccessible(page);

  await rowOf(page, ITEM_20).getByRole('checkbox').check();
  await rowOf(page, ITEM_30).getByRole('checkbox').check();
  await expect(page.getByText(/^2 items ticked \(.*, USD\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Create invoice request' }).click();

  await expect(page).toHaveURL(/\/admin\/invoice\/detail\/create\?items=/);
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('textbox', { name: 'Quantity, item 20' })).toHaveValue('402');
  await expect(page.getByRole('textbox', { name: /Exchange rate \(USD → CNY\)/ })).toHaveValue('7.26');
  await page.getByRole('textbox', { name: /Invoice no\./ }).fill('AB12345678');
  await typeDate(page, /Invoice date/, '2026-03-19');
  await typeDate(page, /Due date/, '2026-04-18');
  await typeDate(page, /Base date/, '2026-04-30');
  await lines.getByRole('textbox', { name: 'Quantity, item 20' }).fill('200');
  await expect(lines.getByRole('textbox', { name: 'Amount, item 20' })).toHaveValue('9200');
  await page.getByRole('textbox', { name: /Invoice amount/ }).fill('9200');
  await expectAccessible(page);

  // Refused at the field...
  await actions(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The detail lines total USD 9,283.30, but the header amount is USD 9,200.00.')).toBeVisible();
  await expect(lines.getByRole('textbox', { name: 'Quantity, item 20' })).toHaveValue('200');
  // ...and by the server, with the same words, when the same request is sent to it.
  const supplier = await tokenOf('supplier');
  const refused = await api<{ messages: string[] }>('POST', 'su/bill/draft', supplier, draftBody(9200));
  expect(refused).toEqual({ status: 400, body: expect.objectContaining({ messages: ['The detail lines total USD 9,283.30, but the header amount is USD 9,200.00.'] }) });

  await page.getByRole('textbox', { name: /Invoice amount/ }).fill(LINES_TOTAL);
  await page.locator('input[type=file]').setInputFiles({ name: 'invoice-AB12345678.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(page.getByRole('button', { name: 'Download invoice-AB12345678.pdf' })).toBeVisible();
  await actions(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/invoice\/detail\/view\/\d+$/);
  billId = Number(page.url().split('/').pop());
  await expect(page.locator('[data-status="DRAFT"]')).toBeVisible();
  await expectAccessible(page);

  await runAction(page, 'Commit');
  await expect(page.locator('[data-status="COMMITTED"]')).toBeVisible();
  const sent = await api<BillAnswer>('GET', `su/bill/${billId}`, supplier);
  expect(sent.body).toMatchObject({ status: 'COMMITTED', details: [{ poItemId: ITEM_20, quantity: 200 }, { poItemId: ITEM_30, quantity: 238 }] });
});

test('buyer checks the invoice and sends it back with a reason', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US' });
  // Home's count of submitted invoices opens the list filtered to them.
  await page.goto('/admin/invoice?status=COMMITTED');
  const { body } = await api<BillAnswer>('GET', `a/bill/${billId}`, await tokenOf('buyer'));
  await page.getByRole('gridcell', { name: body.requestDocNo }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/invoice/detail/view/${billId}$`));
  await runAction(page, 'Check invoice');
  await expect(page.getByText(/^Invoice check passed/)).toBeVisible();
  await expectAccessible(page);

  await actions(page).getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this invoice request back?' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Please add the delivery note number as the reference.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-status="REJECTED"]')).toBeVisible();
});

test('supplier reads the reason, corrects the request and commits it again', async ({ page }) => {
  await signIn(page, 'supplier', { language: 'en-US', open: `/admin/invoice/detail/view/${billId}` });
  await expect(page.getByText('Sent back; correct the request and commit it again. Reason: Please add the delivery note number as the reference.')).toBeVisible();
  await actions(page).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /Reference/ }).fill('DN-2603-0188');
  await actions(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/detail/view/${billId}$`));
  await runAction(page, 'Commit');
  await expect(page.locator('[data-status="COMMITTED"]')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  // The header, then drafted, committed, checked, sent back, saved, committed.
  await expect(page.getByRole('table', { name: 'History' }).getByRole('row')).toHaveCount(7);
});

test('buyer approves; the PO item page shows the invoiced quantity risen', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US', open: `/admin/invoice/detail/view/${billId}` });
  await runAction(page, 'Approve');
  await expect(page.locator('[data-status="COMPLETED"]')).toBeVisible();

  await page.goto(`/admin/po/items/${ITEM_20}`);
  await expect(page.getByRole('heading', { name: new RegExp(`PO ${PO_NO} · item 20`) })).toBeVisible();
  const invoiced = page.locator('dl').filter({ has: page.getByText('Invoiced', { exact: true }) });
  await expect(invoiced.locator('dd')).toHaveText('200');
});

test('a second request for the same item cannot exceed what is left', async ({ page }) => {
  await signIn(page, 'supplier', { language: 'en-US', open: '/admin/invoiceRequest' });
  // 803 accepted − 401 on draft 108 − 200 approved.
  await expect(rowOf(page, ITEM_20)).toContainText('202');
  await rowOf(page, ITEM_20).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create invoice request' }).click();
  const quantity = page.getByRole('table', { name: 'Lines' }).getByRole('textbox', { name: 'Quantity, item 20' });
  await expect(quantity).toHaveValue('202');
  await quantity.fill('203');
  await actions(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The quantity cannot exceed what was received and not yet invoiced (202).')).toBeVisible();
  const refused = await api<{ messages: string[] }>('POST', 'su/bill/draft', await tokenOf('supplier'), {
    ...draftBody(9338, 203),
    details: [{ poItemId: ITEM_20, quantity: 203, amount: 9338 }],
  });
  expect(refused.status).toBe(400);
  expect(refused.body.messages).toContain('The quantity cannot exceed what was received and not yet invoiced (202).');
});

test('buyer blocks the completed request for payment; the list shows it', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US', open: `/admin/invoice/detail/view/${billId}` });
  await actions(page).getByRole('button', { name: 'Block payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block payment of this invoice request?' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Quality deduction pending');
  await dialog.getByRole('button', { name: 'Block payment' }).click();
  await expect(page.getByText('Payment is blocked: Quality deduction pending')).toBeVisible();

  await page.goto('/admin/invoice');
  await page.getByRole('textbox', { name: 'Request no.' }).fill((await api<BillAnswer>('GET', `a/bill/${billId}`, await tokenOf('buyer'))).body.requestDocNo);
  await page.keyboard.press('Enter');
  await expect(rowOf(page, billId).getByText('Payment blocked')).toBeVisible();
  await expectAccessible(page);
});

test('supplier2 sees none of it: not in its lists, not by URL, not by the API', async ({ page }) => {
  await signIn(page, 'supplier2', { language: 'en-US', open: '/admin/invoice' });
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expect(rowOf(page, billId)).toHaveCount(0);
  await expect(page.getByRole('grid')).not.toContainText(PO_NO);
  await page.goto('/admin/invoiceRequest');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('grid')).not.toContainText(PO_NO);

  await page.goto(`/admin/invoice/detail/view/${billId}`);
  await expect(page.getByText('The record could not be loaded.')).toBeVisible();
  await expect(page.getByText(PO_NO)).toHaveCount(0);

  const token = await tokenOf('supplier2');
  expect((await api('GET', `su/bill/${billId}`, token)).status).toBe(404);
  expect((await api('POST', `su/bill/${billId}/downloadBillExcel`, token)).status).toBe(404);
  const items = await api<{ items: { id: number }[] }>('POST', 'su/bill/poItemAllowInvoice/search', token, { poItemIds: [ITEM_20, ITEM_30], paging: { page: 1, pageSize: 20 } });
  expect(items.body.items).toEqual([]);
});
