import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { callApi as api, expectAccessible, HOST_URL, resetBackend, tokenOf } from '../support/portal';
import { signIn } from '../support/sign-in';

// The bulk uploads of issue 16 in Chromium against the production builds and the mock backend
// over HTTP: IT staff (admin) download the current data of every supplier, edit 140 rows with 3
// broken ones, see them reported, upload the fixed sheet and send the changes to sign-off as one
// batch; buyer (not IT staff) finds the page by neither menu, URL nor API.
test.beforeEach(async () => resetBackend());

type Row = { id: number; supplierNoScp: string; status: string; missingReviewAttachments: string[] };

/** How many rows the sheet changes: of the 300 suppliers, 144 are ready for a sign-off. */
const EDITED = 140;

async function readDownload(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function writeSheet(rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bulk-')), 'suppliers.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

const steps = (page: Page) => page.getByRole('region', { name: 'Bulk update' });
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name });

test(`IT staff upload ${EDITED} suppliers: 3 bad rows reported and fixed, the changes reach sign-off as one batch`, async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', { language: 'en-US' });
  await menuLink(page, 'All-supplier information upload').click();
  await expect(page.getByRole('heading', { level: 1, name: 'All-supplier information upload' })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download current data' }).click();
  const sheet = await readDownload(await (await downloading).path());
  const [header, ...data] = sheet;
  expect(data).toHaveLength(300);

  // Suppliers ready for a sign-off (not in one already, no uncommitted change of their own, a
  // potential one with its review attachments), each with a new website.
  const admin = await tokenOf('admin');
  const all = (await api<{ items: Row[] }>('POST', 'a/supplier/searchByPermission', admin, { paging: { page: 1, pageSize: 1000 } })).body.items;
  const ready = (r: Row) => !['SIGNING', 'DRAFT', 'REJECTED'].includes(r.status) && r.missingReviewAttachments.length === 0;
  const open = new Set(all.filter(ready).map((r) => r.supplierNoScp));
  expect(open.size).toBeGreaterThanOrEqual(EDITED);
  const web = header.indexOf('Website');
  const postcode = header.indexOf('Postcode');
  const name = header.indexOf('Company name');
  const capital = header.indexOf('Capital');
  const edited = data
    .filter((r) => open.has(String(r[0])))
    .slice(0, EDITED)
    // exceljs leaves blank cells as holes: every column is written back, the website changed.
    .map((r) => Array.from(header, (_, i) => (i === web ? `https://new-${String(r[0]).toLowerCase()}.example` : (r[i] ?? ''))));
  const broken = edited.map((r) => [...r]);
  broken[10][postcode] = '12345678901';
  broken[50][name] = '';
  broken[120][capital] = 'lots';

  await steps(page).locator('input[type=file]').setInputFiles(await writeSheet([header, ...broken]));
  await steps(page).getByRole('button', { name: 'Check and load old data' }).click();
  await expect(steps(page).getByRole('status')).toHaveText(`3 of ${EDITED} rows have problems. Fix them in the sheet and upload it again.`);
  const report = page.getByRole('table', { name: 'Check report' });
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report).toContainText('Required');
  await expect(steps(page).getByRole('button', { name: 'Next: choose the changes' })).toBeDisabled();
  await expectAccessible(page);

  await steps(page).getByRole('button', { name: 'Upload a corrected sheet' }).click();
  await steps(page).locator('input[type=file]').setInputFiles(await writeSheet([header, ...edited]));
  await steps(page).getByRole('button', { name: 'Check and load old data' }).click();
  await expect(steps(page).getByRole('status')).toHaveText(`All ${EDITED} rows passed: ${EDITED} with changes, 0 unchanged.`);
  await steps(page).getByRole('button', { name: 'Next: choose the changes' }).click();
  await expect(steps(page)).toContainText(`${EDITED} of ${EDITED} suppliers kept`);
  await expectAccessible(page);
  await steps(page).getByRole('button', { name: 'Next: transfer' }).click();
  await steps(page).getByRole('button', { name: 'Transfer to the system' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Send ${EDITED} changes to sign-off?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const done = steps(page).getByRole('status');
  await expect(done).toHaveText(/The changes are in sign-off under form BPM-BULK-\d+\./);
  await expect(steps(page)).toContainText(`Changes sent to sign-off${EDITED}`);
  await expectAccessible(page);
  const bpmDocNo = (await done.textContent())!.match(/BPM-BULK-\d+/)![0];
  const first = all.find((r) => r.supplierNoScp === String(edited[0][0]))!;
  const record = (await api<{ basicData: { companyInfo: { webSite: string }; systemInfo: { status: string; bpmDocNo: string } } }>('GET', `a/supplier/${first.id}`, admin)).body;
  expect(record.basicData.systemInfo).toMatchObject({ status: 'SIGNING', bpmDocNo });
  expect(record.basicData.companyInfo.webSite).toBe(edited[0][web]);
});

test('the Brazil contact upload is accessible', async ({ page }) => {
  await signIn(page, 'admin', { language: 'en-US' });
  await menuLink(page, 'Brazil purchasing-org contact upload').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brazil purchasing-org contact upload' })).toBeVisible();
  await expectAccessible(page);
});

test('buyer (not IT staff) is refused the all-supplier upload by menu, URL and API', async ({ page }) => {
  await signIn(page, 'buyer', { language: 'en-US' });
  await expect(menuLink(page, 'Brazil purchasing-org contact upload')).toBeVisible();
  await expect(menuLink(page, 'All-supplier information upload')).toHaveCount(0);
  await expect(page.locator('a[href="/admin/upload/suppliers"]')).toHaveCount(0);
  await page.goto('/admin/upload/suppliers');
  await expect(page.getByRole('alert').filter({ hasText: 'You do not have this permission' })).toBeVisible();
  await expect(page).toHaveURL(HOST_URL);
  await expect(page.getByRole('heading', { name: 'All-supplier information upload' })).toHaveCount(0);
  const buyer = await tokenOf('buyer');
  expect((await api('POST', 'a/supplier/searchByPermission', buyer, {})).status).toBe(403);
  expect((await api('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', buyer, { changes: [{ supplierNoScp: 'SCP001001', values: { webSite: 'https://x.example' } }] })).status).toBe(403);
});
