import { expect, test, type Page } from '@playwright/test';
import { callApi as api, expectAccessible, resetBackend, tokenOf } from '../support/portal';
import { act, toolbar } from '../support/detail-actions';
import { signIn } from '../support/sign-in';

// The announcement journey of the remote-admin issue (part 1), in Chromium against the production
// builds and the mock backend over HTTP; the steps build on each other (one backend state).
// 1001 (`supplier`, Taiwan) joins the green supply chain, 1002 (`supplier2`, Brazil) leaves it, so a
// document to the green supply chain reaches 1001 and never 1002.
test.describe.configure({ mode: 'serial' });

const SUBJECT = 'Carbon data E2E';
const TITLE = 'Your 2026 carbon inventory';
const NOTICE = 'Typhoon receiving E2E';
/** Seeded: the lot-label notice to every supplier holds an image with an onerror handler. */
const SEEDED_WITH_IMAGE = 45;

type Doc = { id: number; status: string; docVersionStatus: string; reminderCount: number; docNo: string; replies?: { supplierId: number; status: string; returnHistory: unknown[] }[] };
const docs = async (subject = SUBJECT) =>
  (await api<{ items: Doc[] }>('POST', 'a/eipBulletin/search', await tokenOf('buyer'), { subject, paging: { page: 1, pageSize: 10 }, sorts: [{ field: 'version', direction: 'ASC' }] })).body.items;
const doc = async (id: number) => (await api<Doc>('GET', `a/eipBulletin/${id}`, await tokenOf('buyer'))).body;
const firstVersion = async () => (await docs())[0];


/** Runs a detail action and confirms it in its dialog. */

async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });

test.beforeAll(async () => {
  await resetBackend();
  // 1002 leaves the green supply chain through its own record (the call its form makes).
  const token = await tokenOf('supplier2');
  const own = (await api<{ basicData: Record<string, unknown> & { companyInfo: Record<string, unknown> } }>('GET', 'su/supplier/me', token)).body.basicData;
  const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = own;
  const saved = await api('PUT', 'su/supplier/me', token, { companyInfo: { ...companyInfo, greenSupplierChainSurvey: false }, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList });
  expect(saved.status).toBe(200);
});

test('supplier joins the green supply chain on its own record', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, language: 'en-US', open: '/admin/supplier' });
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Takes part in the green supply chain survey' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  const reached = await api<{ id: number }[]>('POST', 'a/eipBulletin/publishTargets', await tokenOf('buyer'), { type: 'CRITERIA', greenSupplyChain: true });
  expect(reached.body.map((s) => s.id)).toContain(1001);
  expect(reached.body.map((s) => s.id)).not.toContain(1002);
});

test('buyer drafts a document for the green supply chain with a reply required, and sends it for approval', async ({ page }) => {
  await signIn(page, 'buyer', { acceptTerms: true, language: 'en-US', open: '/admin/docTracking' });
  await expect(page.getByRole('heading', { level: 1, name: 'Document tracking' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New document' }).click();
  // The list's own Subject and Category filters stay on screen until the detail has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Tracked document', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Subject/ }).fill(SUBJECT);
  await choose(page, /^Category/, /Environment/);
  await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
  const content = page.getByRole('textbox', { name: /^Content/ });
  await content.click();
  await page.keyboard.type('Please send your scope 1 and 2 emissions.');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' Use the attached sheet.');
  await expect(page.getByRole('checkbox', { name: 'Reply required' })).toBeChecked();
  await page.getByRole('radio', { name: 'By criterion' }).check();
  await expect(page.getByText(/Every supplier flagged for the green supply chain survey/)).toBeVisible();
  await expectAccessible(page);
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Send for approval' })).toBeVisible();
  await act(page, 'Send for approval');
  await expect(page.getByText('Committed').filter({ visible: true }).first()).toBeVisible();
  const first = await firstVersion();
  expect(first.status).toBe('COMMITTED');
  expect(first.docNo).toMatch(/^DT-/);
});

test('admin rejects it once with a reason; the buyer corrects and resends; admin confirms', async ({ page, browser }) => {
  await signIn(page, 'admin', { acceptTerms: true, language: 'en-US' });
  const { id } = await firstVersion();
  await page.goto(`/admin/docTracking/detail/view/${id}`);
  await toolbar(page).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this version' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Say which year the data covers.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  expect((await doc(id)).status).toBe('REJECTED');

  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer', { language: 'en-US' });
  await buyer.goto(`/admin/docTracking/detail/view/${id}`);
  await expect(buyer.getByRole('note')).toContainText('Say which year the data covers.');
  await toolbar(buyer).getByRole('button', { name: 'Edit' }).click();
  await buyer.getByRole('textbox', { name: /^Title/ }).fill(`${TITLE} (calendar year 2026)`);
  await toolbar(buyer).getByRole('button', { name: 'Save' }).click();
  await act(buyer, 'Send for approval');
  await buyer.close();

  await page.reload();
  await act(page, 'Confirm and publish');
  await expect(page.getByText('Published').filter({ visible: true }).first()).toBeVisible();
  const published = await doc(id);
  expect(published.status).toBe('PUBLISHED');
  expect(published.replies?.map((r) => r.supplierId)).toContain(1001);
  expect(published.replies?.map((r) => r.supplierId)).not.toContain(1002);
  await page.getByRole('tab', { name: 'Replies' }).click();
  await expectAccessible(page);
});

test('supplier sees it on Home and in its list, saves a draft reply, then sends it with a file (Chinese)', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, language: 'zh-TW' });
  await page.goto('/');
  await page.getByRole('link', { name: /待回覆文件/ }).click();
  await expect(page).toHaveURL(/\/admin\/docTracking/);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('grid').getByText(`${TITLE} (calendar year 2026)`).click();
  await expect(page.getByRole('heading', { level: 2, name: `${TITLE} (calendar year 2026)` })).toBeVisible();
  await expectAccessible(page);
  const reply = page.getByRole('region', { name: /我的回覆/ });
  await reply.getByRole('textbox', { name: /^回覆內容/ }).fill('2026 年資料整理中。');
  await reply.getByRole('button', { name: '儲存草稿' }).click();
  await expect(reply.getByText('草稿', { exact: true })).toBeVisible();
  await reply.getByRole('textbox', { name: /^回覆內容/ }).fill('範疇一、二排放量如附件。');
  await reply.locator('input[type=file]').setInputFiles(pdf('carbon-2026.pdf'));
  await expect(reply.getByText('carbon-2026.pdf')).toBeVisible();
  await reply.getByRole('button', { name: '送出回覆' }).click();
  await page.getByRole('dialog', { name: '確定送出回覆？' }).getByRole('button', { name: '送出回覆' }).click();
  await expect(reply.getByText(/等待採購審核/)).toBeVisible();
  const { id } = await firstVersion();
  expect((await doc(id)).replies?.find((r) => r.supplierId === 1001)?.status).toBe('COMMITTED');
});

test('buyer returns the reply with an explanation; the supplier answers again; the buyer confirms it', async ({ page, browser }) => {
  const { id } = await firstVersion();
  await signIn(page, 'buyer', { language: 'en-US', open: `/admin/docTracking/detail/view/${id}` });
  await page.getByRole('tab', { name: 'Replies' }).click();
  await page.getByRole('button', { name: /Return the reply of .*Hsin Tai/ }).click();
  const back = page.getByRole('dialog', { name: 'Return this reply' });
  await back.getByRole('textbox', { name: /Explanation/ }).fill('Add the third-party verification statement.');
  await back.getByRole('button', { name: 'Return' }).click();
  await expect(back).toBeHidden();
  await expect(page.getByRole('table', { name: /Return history of .*Hsin Tai/ })).toContainText('Add the third-party verification statement.');

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier', { language: 'en-US' });
  await supplier.goto(`/admin/docTracking/detail/view/${id}`);
  const reply = supplier.getByRole('region', { name: /Your reply/ });
  await expect(reply.getByText(/Your reply was returned; correct it and send it again\. Reason: Add the third-party verification statement/)).toBeVisible();
  await reply.getByRole('textbox', { name: /^Reply/ }).fill('Verification statement attached.');
  await reply.locator('input[type=file]').setInputFiles(pdf('verification.pdf'));
  await expect(reply.getByText('verification.pdf')).toBeVisible();
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await supplier.getByRole('dialog', { name: 'Send your reply?' }).getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByText(/waits for purchasing/)).toBeVisible();
  await supplier.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Replies' }).click();
  await page.getByRole('button', { name: /Confirm the reply of .*Hsin Tai/ }).click();
  await page.getByRole('dialog', { name: 'Confirm this reply?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('table', { name: 'Replies of the suppliers' }).getByText('Confirmed')).toBeVisible();
  const answered = (await doc(id)).replies?.find((r) => r.supplierId === 1001);
  expect(answered).toMatchObject({ status: 'CONFIRMED' });
  expect(answered?.returnHistory).toHaveLength(1);
});

test('buyer publishes version 2 and version 1 shows as OLD; a reminder raises the count', async ({ page }) => {
  const { id: v1 } = await firstVersion();
  await signIn(page, 'buyer', { language: 'en-US', open: `/admin/docTracking/detail/view/${v1}` });
  await act(page, 'New version');
  await expect(page).toHaveURL(/\/detail\/edit\/\d+/);
  // The new version opens with the text of the first; typing before it has loaded would be overwritten.
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(`${TITLE} (calendar year 2026)`);
  await title.fill(`${TITLE} (version 2: with template)`);
  // As a user would: Save once the editor has come (it is fetched on the first edit).
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  await act(page, 'Send for approval');
  await act(page, 'Confirm and publish');
  await expect(page.getByText('Published').filter({ visible: true }).first()).toBeVisible();
  expect(await doc(v1)).toMatchObject({ docVersionStatus: 'OLD', status: 'CLOSED' });
  await page.getByRole('tab', { name: 'Versions and history' }).click();
  const versions = page.getByRole('table', { name: 'Versions of this document' });
  await expect(versions.getByRole('row').nth(1)).toContainText('Old');
  await expect(versions.getByRole('row').nth(2)).toContainText('Current');
  await expectAccessible(page);

  const v2 = (await docs()).find((d) => d.id !== v1)!;
  expect(v2.reminderCount).toBe(0);
  await act(page, 'Remind');
  await expect.poll(async () => (await doc(v2.id)).reminderCount).toBe(1);
  await expect(page.getByRole('tab', { name: 'Document' })).toBeVisible();
  await page.getByRole('tab', { name: 'Document' }).click();
  await expect(page.getByText('Reminders sent').locator('..')).toContainText('1');
});

test('supplier2, not a target, cannot read it by list, URL or API', async ({ page }) => {
  const versions = await docs();
  await signIn(page, 'supplier2', { acceptTerms: true, language: 'en-US', open: '/admin/docTracking' });
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByText(TITLE, { exact: false })).toHaveCount(0);
  await page.goto(`/admin/docTracking/detail/view/${versions.at(-1)!.id}`);
  await expect(page.getByText('The record could not be loaded.')).toBeVisible();
  await expect(page.getByText(TITLE, { exact: false })).toHaveCount(0);
  const token = await tokenOf('supplier2');
  for (const v of versions) expect((await api('GET', `su/eipBulletin/${v.id}`, token)).status).toBe(404);
});

test('a purchasing bulletin published to the Taiwan suppliers reaches supplier and not supplier2', async ({ page, browser }) => {
  await signIn(page, 'buyer', { language: 'en-US', open: '/admin/purchasingBulletin' });
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New bulletin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchasing bulletin', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Subject/ }).fill(NOTICE);
  await choose(page, /^Category/, /Holiday/);
  await page.getByRole('textbox', { name: /^Title/ }).fill('Receiving paused during typhoon warnings');
  await page.getByRole('textbox', { name: /^Content/ }).click();
  await page.keyboard.type('Our Taiwan plants receive no goods while a typhoon warning is in force.');
  await choose(page, /^Country/, /Taiwan/);
  await page.getByRole('button', { name: 'Add all of this country' }).click();
  await expect(page.getByText(/suppliers chosen\./)).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  await act(page, 'Publish');
  await expect(page.getByText('Published').filter({ visible: true }).first()).toBeVisible();
  await expectAccessible(page);

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier', { acceptTerms: true, language: 'zh-TW' });
  await supplier.goto('/admin/purchasingBulletin');
  const row = supplier.getByRole('row').filter({ hasText: 'Receiving paused during typhoon warnings' });
  await expect(row.getByText('未讀')).toBeVisible();
  await expectAccessible(supplier);
  await row.getByText('Receiving paused during typhoon warnings').click();
  await expect(supplier.getByText('Our Taiwan plants receive no goods while a typhoon warning is in force.')).toBeVisible();
  await expectAccessible(supplier);
  await supplier.close();

  const rio = await browser.newPage();
  await signIn(rio, 'supplier2', { acceptTerms: true, language: 'en-US' });
  await rio.goto('/admin/purchasingBulletin');
  await expect(rio.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expect(rio.getByText('Receiving paused during typhoon warnings')).toHaveCount(0);
  await rio.close();
});

test('an <img onerror> in a seeded bulletin does nothing', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, language: 'en-US', open: `/admin/purchasingBulletin/detail/view/${SEEDED_WITH_IMAGE}` });
  const image = page.getByRole('img', { name: /Label sample/ });
  await expect(image).toBeAttached();
  expect(await image.getAttribute('onerror')).toBeNull();
  // The image does not load (no such file): had the handler survived, it would have run by now.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __seedXss?: string }).__seedXss)).toBeUndefined();
});
