import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, callApi as api, expectAccessible, resetBackend, tokenOf } from '../support/portal';
import { act, toolbar } from '../support/detail-actions';
import { signIn } from '../support/sign-in';

// The audit journey of issue 14, in Chromium against the production builds and the mock backend
// over HTTP: quality plans an audit of `supplier` (QM must lead, each leader needs its survey),
// invites; the supplier scores itself with evidence and sends; quality sends it back; the
// supplier scores again; quality reviews, previews a CONDITIONAL_PASS and sets the result; the
// supplier writes its improvement report, quality returns it once, then accepts it. Another
// supplier never reaches the audit; a user without AUDIT edit reads it only. The steps build on
// each other (one backend state).
test.describe.configure({ mode: 'serial' });

const NAME = 'E2E quality and environment audit';
let auditId = 0;
let auditNo = '';

const save = (page: Page) => toolbar(page).getByRole('button', { name: /^(Save|儲存)$/ }).click();
/**
 * Save, then wait for the saved record in view mode: an action run at once could open its dialog
 * over the edit form, whose field hints then sat behind the dim backdrop when axe scanned.
 */
async function saved(page: Page) {
  await save(page);
  await expect(toolbar(page).getByRole('button', { name: /^(Edit|編輯)$/ })).toBeVisible();
}
/** Edit, then wait until the form takes typing (Save shows). */
async function edit(page: Page) {
  await toolbar(page).getByRole('button', { name: 'Edit' }).click();
  await expect(toolbar(page).getByRole('button', { name: /^(Save|儲存)$/ })).toBeVisible();
}
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });

/** Runs an action of the toolbar and confirms it in its dialog (the dialog's button says the same). */

/** Picks options of a (multi) select, then closes it. */
async function choose(page: Page, combobox: Locator, ...options: (string | RegExp)[]) {
  await combobox.click();
  for (const option of options) await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

const audit = async (account = 'quality') => (await api<{ status: string; reply?: { status: string } }>('GET', `a/supplierAudit/${auditId}`, await tokenOf(account))).body;

test.beforeAll(async () => {
  await resetBackend();
});

test('quality reads the questionnaires (list and detail) and downloads a questionnaire sheet', async ({ page }) => {
  const token = await tokenOf('quality');
  const found = await api<{ items: { id: number; name: string; exampleFile?: { fileName: string } }[] }>('POST', 'a/supplierAuditSurvey/search', token, { auditDepartment: 'ENV', status: 'ON', paging: { page: 1, pageSize: 50 } });
  const sheet = found.body.items.find((s) => s.exampleFile)!;
  await signIn(page, 'quality', { language: 'en-US', open: '/admin/survey' });
  await expect(page.getByRole('heading', { name: 'Surveys', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/admin/survey/detail/view/${sheet.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Survey ${sheet.name}` })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${sheet.exampleFile!.fileName}` }).click()]);
  expect(download.suggestedFilename()).toBe(sheet.exampleFile!.fileName);
});

test('quality plans an audit of supplier: refused without QM leading (screen and API), refused while ENV has no survey, then saved and invited', async ({ page }) => {
  const token = await tokenOf('quality');
  const noQm = { name: NAME, type: 'ANNUAL', startDate: '2026-04-01', endDate: '2026-04-30', personInCharge: 'quality', leaderDepartments: ['ENV'], surveyIds: [{ surveyId: 34, weight: 100 }], targets: [{ supplierId: 1001 }] };
  const refused = await api<{ messages: string[] }>('POST', 'a/supplierAudit', token, noQm);
  expect(refused.status).toBe(400);
  expect(refused.body.messages).toEqual(['The leader departments must include QM.']);

  await signIn(page, 'quality', { language: 'en-US', open: '/admin/audit' });
  await expect(page.getByRole('heading', { name: 'Audits', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New audit' }).click();
  // The list's own filter is also labelled "Audit name": type only once the form is there.
  await expect(page.getByRole('tab', { name: 'Header and targets' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Audit name/ }).fill(NAME);
  await choose(page, page.getByRole('combobox', { name: /^Audit type/ }), 'Annual audit');
  const picker = page.getByRole('combobox', { name: 'Add a supplier (name or number)' });
  await picker.click();
  await picker.fill('Hsin Tai');
  await page.getByRole('option', { name: /Hsin Tai Precision/ }).click();
  await expect(page.getByRole('list', { name: 'Audited suppliers' })).toContainText('Hsin Tai Precision');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Surveys and weights' }).click();
  const leaders = page.getByRole('combobox', { name: /^Leader departments/ });
  await choose(page, leaders, 'Quality management', 'Environment, health and safety'); // QM off, ENV on
  await page.getByRole('button', { name: 'Add a survey' }).click();
  await choose(page, page.getByRole('group', { name: 'Survey 1' }).getByRole('combobox', { name: /^Survey/ }), /Quality management system audit \(2026/);
  await page.getByRole('group', { name: 'Survey 1' }).getByRole('textbox', { name: /^Weight/ }).fill('100');
  await save(page);
  await expect(page.getByText('The leader departments must include QM.')).toBeVisible();
  await choose(page, leaders, 'Quality management');
  await save(page);
  await expect(page.getByText('Leader department ENV has no survey.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a survey' }).click();
  const second = page.getByRole('group', { name: 'Survey 2' });
  await choose(page, second.getByRole('combobox', { name: /^Survey/ }), /Hazardous substance management questionnaire \(2026/);
  await second.getByRole('textbox', { name: /^Weight/ }).fill('40');
  await page.getByRole('group', { name: 'Survey 1' }).getByRole('textbox', { name: /^Weight/ }).fill('60');
  await expect(page.getByText('Total weight: 100% of 100%')).toBeVisible();
  await expectAccessible(page);
  await save(page);
  await expect(page).toHaveURL(/\/admin\/audit\/detail\/view\/\d+$/);
  auditId = Number(/(\d+)$/.exec(page.url())![1]);
  expect((await audit()).status).toBe('DRAFT');

  await act(page, 'Invite');
  await expect.poll(async () => (await audit()).status).toBe('INVITED');
  auditNo = (await api<{ auditNo: string }>('GET', `a/supplierAudit/${auditId}`, token)).body.auditNo;
  const mails = (await (await fetch(`${API_URL}/dev/outbox?to=sales%40hsintai.example`)).json()) as { items: { subject: string }[] };
  expect(mails.items.map((m) => m.subject)).toContain(`稽核邀請 Audit invitation: ${auditNo} ${NAME}`);
});

test('supplier (in Chinese) finds the audit to answer, scores itself with evidence and sends it', async ({ page }) => {
  await signIn(page, 'supplier', { acceptTerms: true, open: '/admin/audit?status=INVITED' });
  const row = page.getByRole('row').filter({ hasText: auditNo });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.click();
  await expect(page.getByRole('tab', { name: '評分' })).toBeVisible();
  await toolbar(page).getByRole('button', { name: '編輯' }).click();
  await page.getByRole('tab', { name: '評分' }).click();
  for (const [survey, score] of [[/品質管理系統稽核問卷/, '85'], [/有害物質管理問卷/, '80']] as const) {
    const region = page.getByRole('region', { name: survey });
    await region.getByRole('textbox', { name: /^自評分數/ }).fill(score);
    await region.locator('input[type=file]').setInputFiles(pdf(`evidence-${score}.pdf`));
    await expect(region.getByText(`evidence-${score}.pdf`)).toBeVisible();
  }
  await expectAccessible(page);
  await save(page);
  await expect(toolbar(page).getByRole('button', { name: '編輯' })).toBeVisible();
  await act(page, '送出自評');
  await expect.poll(async () => (await audit()).status).toBe('COMMITTED');
});

test('quality sends the self-assessment back with a comment; the supplier scores again and sends', async ({ page, browser }) => {
  await signIn(page, 'quality', { language: 'en-US', open: `/admin/audit/detail/view/${auditId}` });
  await toolbar(page).getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the self-assessment back' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The hazardous substance evidence lacks the RoHS test report.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect.poll(async () => (await audit()).status).toBe('REJECTED');

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier', { language: 'en-US', acceptTerms: true });
  await supplier.goto(`/admin/audit/detail/view/${auditId}`);
  await supplier.getByRole('tab', { name: 'Comments and summary' }).click();
  await expect(supplier.getByRole('region', { name: 'Comments and summary' })).toContainText('lacks the RoHS test report');
  await edit(supplier);
  await supplier.getByRole('tab', { name: 'Scoring' }).click();
  const env = supplier.getByRole('region', { name: /Hazardous substance management/ });
  await env.getByRole('textbox', { name: /^Self score/ }).fill('76');
  await env.getByRole('button', { name: /Remove evidence-80\.pdf/ }).click();
  await supplier.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await env.locator('input[type=file]').setInputFiles(pdf('rohs-test-report.pdf'));
  await expect(env.getByText('rohs-test-report.pdf')).toBeVisible();
  await saved(supplier);
  await act(supplier, 'Send self-assessment');
  await expect.poll(async () => (await audit()).status).toBe('COMMITTED');
  await supplier.close();
});

test('quality reviews, the preview shows CONDITIONAL_PASS, and sets the result: a report is due', async ({ page }) => {
  await signIn(page, 'quality', { language: 'en-US', open: `/admin/audit/detail/view/${auditId}` });
  await edit(page);
  await page.getByRole('tab', { name: 'Scoring' }).click();
  await page.getByRole('region', { name: /Quality management system audit/ }).getByRole('textbox', { name: /^Review score/ }).fill('70');
  await page.getByRole('region', { name: /Hazardous substance management/ }).getByRole('textbox', { name: /^Review score/ }).fill('72');
  await page.getByRole('button', { name: 'Preview the final score' }).click();
  await expect(page.getByText('Final score 70.8')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Final score 70.8' })).toContainText('Conditional pass');
  await expectAccessible(page);
  await saved(page);
  await toolbar(page).getByRole('button', { name: 'Set result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set the audit result' });
  await expect(dialog).toContainText('Conditional pass');
  await expect(dialog.getByRole('checkbox', { name: /Block the supplier/ })).toHaveCount(0);
  // Scanned once faded in: half-transparent text mid-transition reads as low contrast.
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Set result' }).click();
  await expect.poll(async () => (await audit()).status).toBe('COMPLETED');
  await expect.poll(async () => (await audit()).reply?.status).toBe('PENDING');
});

test('supplier writes and sends its improvement report; quality returns it once, the supplier sends it again, quality accepts it', async ({ page, browser }) => {
  await signIn(page, 'supplier', { language: 'en-US', acceptTerms: true, open: `/admin/audit/detail/view/${auditId}` });
  await edit(page);
  await page.getByRole('tab', { name: 'Improvement report' }).click();
  await page.getByRole('textbox', { name: /^Improvement made/ }).fill('Gauges recalibrated; RoHS reports filed per lot.');
  await page.getByRole('textbox', { name: /^Person in charge/ }).fill('Chang (QA)');
  await page.locator('input[type=file]').setInputFiles(pdf('improvement-form.pdf'));
  await expect(page.getByText('improvement-form.pdf')).toBeVisible();
  await expectAccessible(page);
  await saved(page);
  await act(page, 'Send report');
  await expect.poll(async () => (await audit()).reply?.status).toBe('SUBMITTED');

  const quality = await browser.newPage();
  await signIn(quality, 'quality', { language: 'en-US' });
  await quality.goto(`/admin/audit/detail/view/${auditId}`);
  await toolbar(quality).getByRole('button', { name: 'Return report' }).click();
  const dialog = quality.getByRole('dialog', { name: 'Return the improvement report' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Show three consecutive lots.');
  await dialog.getByRole('button', { name: 'Return report' }).click();
  await expect.poll(async () => (await audit()).reply?.status).toBe('REJECTED');

  await page.reload();
  await page.getByRole('tab', { name: 'Improvement report' }).click();
  await expect(page.getByRole('table', { name: 'Report history' })).toContainText('Show three consecutive lots.');
  await edit(page);
  await page.getByRole('tab', { name: 'Improvement report' }).click();
  await page.getByRole('textbox', { name: /^Improvement made/ }).fill('Gauges recalibrated; RoHS reports filed per lot. Lots 1-3 attached.');
  await saved(page);
  await act(page, 'Send report');
  await expect.poll(async () => (await audit()).reply?.status).toBe('SUBMITTED');

  await quality.reload();
  await act(quality, 'Accept report');
  await expect.poll(async () => (await audit()).reply?.status).toBe('ACCEPTED');
  await quality.getByRole('tab', { name: 'Improvement report' }).click();
  await expect(quality.getByRole('table', { name: 'Report history' })).toContainText('Report accepted');
  await quality.close();
});

test('supplier2 cannot reach the audit by list, URL or API', async ({ page }) => {
  await signIn(page, 'supplier2', { language: 'en-US', open: '/admin/audit' });
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: auditNo })).toHaveCount(0);
  await page.goto(`/admin/audit/detail/view/${auditId}`);
  await expect(page.getByText('The record could not be loaded.')).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
  const token = await tokenOf('supplier2');
  expect((await api('GET', `su/supplierAudit/${auditId}`, token)).status).toBe(404);
  expect((await api('GET', `a/supplierAudit/${auditId}`, token)).status).toBe(403);
});

test('a user without AUDIT edit reads the audit only; buyer (no AUDIT at all) is refused by the API', async ({ page }) => {
  await signIn(page, 'viewer', { language: 'en-US', open: `/admin/audit/detail/view/${auditId}` });
  await expect(page.getByRole('heading', { level: 1, name: `Supplier audit ${auditNo}` })).toBeVisible();
  await expect(toolbar(page).getByRole('button')).toHaveText(['Back to list']);
  await page.goto(`/admin/audit/detail/edit/${auditId}`);
  await expect(page).toHaveURL(/\/admin\/audit(\/|$)/);
  expect((await api('GET', `a/supplierAudit/${auditId}`, await tokenOf('buyer'))).status).toBe(403);
});

test("buyer (no AUDIT) reads the audit's result in the supplier's Audit Records, without a way into the audit", async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US', open: '/admin/supplier/detail/view/1001' });
  await page.getByRole('tab', { name: 'Audit Records' }).click();
  const row = page.getByRole('table', { name: 'Audits of this supplier' }).getByRole('row').filter({ hasText: auditNo });
  await expect(row).toContainText('Conditional pass');
  await expect(row).toContainText('70.8');
  await expect(row.getByRole('link')).toHaveCount(0);
  await expectAccessible(page);
});
