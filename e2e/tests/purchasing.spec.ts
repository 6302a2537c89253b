import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, callApi as api, expectAccessible, openDialog, resetBackend, tokenOf, pageHeading } from '../support/portal';
import { signIn } from '../support/sign-in';

// The purchasing journey of the remote-purchasing issue, in Chromium against the production
// builds and the mock backend over HTTP. The steps build on each other (one backend state).
// Seed facts (mock-api): supplier 1001 (`supplier`) has PO 3 = 4501001014 open and unconfirmed,
// lines 7-16 waiting for a reply; on the demo day 2026-03-19 its lines fall in all three bands.
test.describe.configure({ mode: 'serial' });

const PO_NO = '4501001014';
const PO_ID = 3;
const [SPLIT, UNDECIDED, BY_FILE] = [16, 15, 14];

type Line = { id: number; confirmStatus: string; openQuantity: number; poNo: string; rejectReason?: string; replies?: unknown[] };
const lineOf = async (token: string, prefix: string, id: number) => {
  const page = await api<{ items: Line[] }>('POST', `${prefix}/deliverySchedule/search`, token, { supplierIds: [1001], paging: { page: 1, pageSize: 1000 } });
  return page.body.items.find((l) => l.id === id)!;
};

const rowOf = (page: Page, id: number) => page.locator(`[role="row"][data-id="${id}"]`);

/** Types a date into an MUI date field (its sections take the digits in order). */
async function typeDate(field: Locator, page: Page, isoDay: string) {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDay.replace(/-/g, ''));
}

test.beforeAll(async () => {
  await resetBackend();
  await fetch(`${API_URL}/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ today: '2026-03-19' }) });
});

test('supplier confirms a new PO after accepting the PO terms, then prints it', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true });
  // Home: what awaits the supplier; the count opens the PO list filtered to exactly those POs.
  const toConfirm = page.getByRole('region', { name: '待處理事項' }).getByRole('link', { name: /待確認採購單/ });
  await expect(toConfirm).toContainText('2');
  await expectAccessible(page);
  await toConfirm.click();
  await expect(page.getByRole('heading', { name: '採購單', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(3); // header + POs 3 and 4
  await page.getByRole('gridcell', { name: PO_NO }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/po/detail/view/${PO_ID}$`));
  await expectAccessible(page);

  await page.getByRole('button', { name: '確認採購單' }).click();
  const dialog = page.getByRole('dialog', { name: '確認此採購單' });
  await expect(dialog.getByRole('region', { name: '確認此採購單' })).toContainText('採購單一般條款');
  const confirm = dialog.getByRole('button', { name: '確認採購單' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: '我已閱讀並同意採購條款' }).check();
  await confirm.click();
  await expect(page.getByRole('button', { name: '確認採購單' })).toHaveCount(0);
  await expect(page.locator('[data-status="CONFIRMED"]')).toBeVisible();

  await page.getByRole('button', { name: '列印' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/po/print/${PO_ID}$`));
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await expect(page.getByRole('article', { name: `採購單 ${PO_NO}` })).toContainText('含稅總計');
  await page.getByRole('button', { name: '列印或另存 PDF' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  const buyer = await tokenOf('buyer');
  const po = await api<{ confirmStatus: string; printStatus: string }>('GET', `a/po/${PO_ID}`, buyer);
  expect(po.body).toMatchObject({ confirmStatus: 'CONFIRMED', printStatus: 'PRINTED' });
});

test('supplier replies two lines on screen (one split over two dates, one quantity 0 without a date) and one by file (English)', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true });
  await page.getByLabel('語言').selectOption('en-US');
  await page.goto('/admin/deliveryReply');
  const token = await tokenOf('supplier');
  const split = await lineOf(token, 'su', SPLIT);

  await rowOf(page, SPLIT).getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog', { name: /Reply delivery for PO/ });
  const first = dialog.getByRole('group', { name: 'Delivery 1' });
  const half = Math.floor(split.openQuantity / 2);
  await first.getByRole('textbox', { name: /Reply qty/ }).fill(String(half));
  await typeDate(first, page, '2026-04-01');
  await dialog.getByRole('button', { name: 'Add a delivery date' }).click();
  const second = dialog.getByRole('group', { name: 'Delivery 2' });
  await second.getByRole('textbox', { name: /Reply qty/ }).fill(String(split.openQuantity - half));
  await typeDate(second, page, '2026-04-08');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await page.getByRole('dialog', { name: 'Send this reply?' }).getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, SPLIT)).toHaveCount(0);

  await rowOf(page, UNDECIDED).getByRole('button', { name: 'Reply' }).click();
  await dialog.getByRole('textbox', { name: /Reply qty/ }).fill('0');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await page.getByRole('dialog', { name: 'Send this reply?' }).getByRole('button', { name: 'Send reply' }).click();
  await expect(rowOf(page, UNDECIDED)).toHaveCount(0);

  // By file: the open lines as .xlsx, one filled in, uploaded, checked, sent.
  await page.getByRole('button', { name: 'Reply by file' }).click();
  const byFile = page.getByRole('dialog', { name: 'Reply delivery dates by file' });
  const [download] = await Promise.all([page.waitForEvent('download'), byFile.getByRole('button', { name: 'Download the sheet' }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  // Headed in the portal's language (English here), as the dialog's check reads it back.
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const col = (name: string) => header.indexOf(name) + 1;
  const filled = new ExcelJS.Workbook();
  const out = filled.addWorksheet('Sheet1');
  out.addRow(header);
  sheet.eachRow((row, n) => {
    if (n === 1 || Number(row.getCell(col('Schedule ID')).value) !== BY_FILE) return;
    const values = header.map((_, i) => row.getCell(i + 1).value);
    values[col('Reply qty') - 1] = Number(row.getCell(col('Open qty')).value);
    values[col('Reply date') - 1] = '2026-04-15';
    out.addRow(values);
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'reply-')), 'reply.xlsx');
  await filled.xlsx.writeFile(file);
  await byFile.locator('input[type=file]').setInputFiles(file);
  await expect(byFile.getByRole('status')).toContainText('The 1 row is ready.');
  await byFile.getByRole('button', { name: 'Send' }).click();
  await expect(byFile).toHaveCount(0);

  for (const id of [SPLIT, UNDECIDED, BY_FILE]) expect((await lineOf(token, 'su', id)).confirmStatus).toBe('REPLIED');
  expect((await lineOf(token, 'su', SPLIT)).replies).toHaveLength(2);
});

test('buyer rejects one reply with a reason, may only send back the undecided one, and approves the other', async ({ page }) => {
  await signIn(page, 'buyer', { acceptTerms: true, open: '/admin/deliveryReview' });
  await page.getByRole('combobox', { name: '供應商' }).click(); // the search field loads on first use
  await page.getByRole('combobox', { name: '供應商' }).fill('Hsin Tai Precision');
  await page.getByRole('option', { name: /Hsin Tai Precision/ }).click();
  // The grid is drawn again when the supplier's lines come (the line may be on the first page
  // already): a click on its row in that moment would be lost.
  const searched = page.waitForResponse((r) => r.url().endsWith('/deliveryReplyReview/searchForReview') && 'supplierIds' in (r.request().postDataJSON() ?? {}));
  await page.getByRole('button', { name: '查詢' }).click();
  await searched;
  await expect(rowOf(page, SPLIT)).toBeVisible();

  const reject = page.getByRole('dialog', { name: '退回此回覆' });
  await openDialog(rowOf(page, SPLIT).getByRole('button', { name: '退回' }), reject);
  await reject.getByRole('textbox', { name: /原因/ }).fill('請提前一週交貨');
  await reject.getByRole('button', { name: '退回' }).click();
  await expect(rowOf(page, SPLIT)).toHaveCount(0);

  // A reply without a date (quantity 0) would fix nothing if approved: it can only go back.
  await expect(rowOf(page, UNDECIDED)).toContainText('交期未定，僅能退回並請供應商提供交期');
  await expect(rowOf(page, UNDECIDED).getByRole('button', { name: '核准' })).toHaveCount(0);

  const approve = page.getByRole('dialog', { name: /核准採購單/ });
  await openDialog(rowOf(page, BY_FILE).getByRole('button', { name: '核准' }), approve);
  await approve.getByRole('button', { name: '核准' }).click();
  await expect(rowOf(page, BY_FILE)).toHaveCount(0);
  const buyer = await tokenOf('buyer');
  expect((await lineOf(buyer, 'a', UNDECIDED)).confirmStatus).toBe('REPLIED');
  expect(await lineOf(buyer, 'a', SPLIT)).toMatchObject({ confirmStatus: 'REJECTED', rejectReason: '請提前一週交貨' });
  expect((await lineOf(buyer, 'a', BY_FILE)).confirmStatus).toBe('APPROVED');
});

test('supplier replies the rejected line again, then sees the delivery board in three colours', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, open: '/admin/deliveryReply' });
  const row = rowOf(page, SPLIT);
  await expect(row).toContainText('請提前一週交貨');
  const dialog = page.getByRole('dialog', { name: /回覆採購單/ });
  await openDialog(row.getByRole('button', { name: '回覆' }), dialog);
  await expect(dialog).toContainText('採購退回原因：請提前一週交貨');
  await dialog.getByRole('textbox', { name: /回覆數量/ }).fill('0');
  await dialog.getByRole('button', { name: '送出回覆' }).click();
  await page.getByRole('dialog', { name: '確定送出此回覆？' }).getByRole('button', { name: '送出回覆' }).click();
  await expect(rowOf(page, SPLIT)).toHaveCount(0);

  // The delivery kanban on the demo day: three columns, each date in its band's colour and icon.
  await page.goto('/admin/deliveryBoard');
  const board = page.getByRole('group', { name: '依交期區間統計' });
  const colours: Record<string, string> = {};
  for (const [name, band] of [['已逾期', 'OVERDUE'], ['7 天內', 'WITHIN_THRESHOLD'], ['7 天後', 'LATER']]) {
    const column = board.getByRole('region', { name: new RegExp(`^${name} 共 [1-9]\\d* 筆$`) });
    await expect(column.getByRole('link', { name: /^採購單 \d+/ }).first()).toBeVisible();
    const dates = column.locator('[data-band]');
    await expect(dates.first()).toBeVisible();
    await expect(column.locator(`[data-band]:not([data-band="${band}"])`)).toHaveCount(0);
    colours[band] = await dates.first().evaluate((el) => getComputedStyle(el).color);
  }
  expect(new Set(Object.values(colours)).size).toBe(3);
  await expectAccessible(page);

  // A card opens its PO.
  await board.getByRole('region', { name: /^已逾期/ }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/po\/detail\/view\/\d+$/);

  // The list is the other view, kept in the URL: the band sits on the date itself, on screen at 1366 px.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/deliveryBoard');
  await page.getByRole('button', { name: '清單' }).click();
  await expect(page).toHaveURL(/\?view=list$/);
  await page.reload();
  const grid = page.getByRole('grid');
  const firstDate = grid.locator('[data-field="estimatedDate"] [data-band], [data-field="replyDate"] [data-band]').first();
  await expect(firstDate).toBeInViewport();
  await expectAccessible(page);
  // A column's "all in the list" link hands its band over in the URL.
  await page.goto('/admin/deliveryBoard?view=list&dateColour=OVERDUE');
  await expect(page).toHaveURL(/\?view=list$/);
  await expect(grid.locator('[data-band]:not([data-band="OVERDUE"])')).toHaveCount(0);
  await expect(grid.locator('[data-band="OVERDUE"]').first()).toBeVisible();
});

test('the receiving kanban has a column per inspection result', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, open: '/admin/receiveBoard' });
  const board = page.getByRole('group', { name: '依檢驗結果分類的收貨' });
  await expect(board.getByRole('region')).toHaveCount(5);
  await expect(board.getByRole('link', { name: /^收貨單/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('supplier2 sees none of supplier’s POs: not in its list, not by URL, not by API', async ({ page }) => {
  await signIn(page, 'supplier2', { acceptTerms: true, open: '/admin/po' });
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByText(/^45010/)).toHaveCount(0);
  await page.goto(`/admin/po/detail/view/${PO_ID}`);
  await expect(page.getByText('無法載入此筆資料。').or(page.getByText(/could not be loaded|無法載入/))).toBeVisible();
  await expect(page.getByText(PO_NO)).toHaveCount(0);
  expect((await api('GET', `su/po/${PO_ID}`, await tokenOf('supplier2'))).status).toBe(404);
});

test('buyer types a PO edit or create URL: the PO read-only or the list, never a Save, nothing sent', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US' });
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && ['POST', 'PUT'].includes(request.method()) && /\/a\/po(\/\d+)?$/.test(new URL(request.url()).pathname)) writes.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(`/admin/po/detail/edit/${PO_ID}`);
  await expect(pageHeading(page)).toHaveText(`Purchase order ${PO_NO}`);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto('/admin/po/detail/create');
  await expect(pageHeading(page)).toHaveText('Purchase orders');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  expect(writes).toEqual([]);
});

test('on a phone the menu lies over the page: the buyer opens purchase orders from it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'buyer', { language: 'en-US' });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(menu).toBeHidden();
  // The page has the screen's whole width, not what a side panel would leave of it, under a
  // header of one row: the user's controls are in the drawer.
  expect((await page.getByRole('main').boundingBox())?.width).toBe(390);
  expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(64);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();
  // Home's counts come two a row, as wide as each other.
  const counts = page.getByRole('region', { name: 'Awaiting you' }).getByRole('link');
  await expect(counts.nth(1)).toBeVisible();
  const [first, second] = [await counts.nth(0).boundingBox(), await counts.nth(1).boundingBox()];
  expect(second?.y).toBe(first?.y);
  expect(second?.width).toBe(first?.width);
  // A row's numbers line up when one label takes two lines ("Quotations completed" beside
  // "Invoice requests to review").
  const numberOf = async (index: number) => (await counts.nth(index).locator('p').last().boundingBox())?.y;
  expect(await numberOf(3)).toBe(await numberOf(2));

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'Purchase orders' }).click();
  await expect(pageHeading(page)).toHaveText('Purchase orders');
  await expect(menu).toBeHidden();
  // The closed drawer is no dialog: the new page's heading takes the focus as on a wide screen.
  await expect(pageHeading(page)).toBeFocused();
  // The filters are folded behind their button: the first rows are on the first screen.
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'PO no.' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('textbox', { name: 'PO no.' })).toBeVisible();
});
