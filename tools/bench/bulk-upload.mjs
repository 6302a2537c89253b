// Issue 16: "5,000 rows stay responsive (measure it in the bench, not a timed test)". IT staff
// (admin) download the current data on /admin/upload/suppliers, upload a 5,000-row sheet made
// from it and run step 2 (load the old data, check every row). Measured in the page: how long
// each part takes and the longest main-thread task meanwhile (what a click would wait for).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../preview/serve.mjs';
import { openLogin, openSession, resetMockApi, signIn } from './browser.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
// The page in its default language (zh-TW), found by its own texts.
const { upload } = JSON.parse(fs.readFileSync(path.join(ROOT, 'remote-admin/src/i18n/locales/zh-TW/admin.json'), 'utf8'));
const texts = upload.suppliers;

/** A task this long or longer is one a user notices as a stuck page (RAIL's 100 ms response, doubled). */
export const RESPONSIVE_TASK_MS = 200;

// Long tasks as the page sees them, from the first script on.
const observeLongTasks = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask', buffered: true });
};

async function readRows(file) {
  const ExcelJS = require('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows = [];
  workbook.worksheets[0].eachRow((row) => rows.push(row.values.slice(1)));
  return rows;
}

async function writeRows(rows, file) {
  const ExcelJS = require('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(file);
}

/** Tasks (ms) that overlap [from, to] of the page's clock: the longest and how many passed the limit. */
async function tasksBetween(page, from, to) {
  const tasks = await page.evaluate(([a, b]) => window.__longTasks.filter((t) => t.start + t.duration >= a && t.start <= b), [from, to]);
  return { longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))), tasksOverLimit: tasks.filter((t) => t.duration >= RESPONSIVE_TASK_MS).length };
}

export async function measureBulkUpload(browser, { baseUrl, apiUrl, rows = 5000 }) {
  await resetMockApi(apiUrl);
  const session = await openSession(browser, { timeoutMs: 180_000 });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-sheet-'));
  try {
    const { page } = session;
    await page.addInitScript(observeLongTasks);
    await openLogin(session, baseUrl);
    await signIn(session);
    await page.goto(`${baseUrl}admin/upload/suppliers`);
    const now = () => page.evaluate(() => performance.now());

    // The current data, as IT staff would start.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.download }).click()]);
    const [header, ...current] = await readRows(await download.path());
    if (!current.length) throw new Error('the download held no supplier');

    // 5,000 rows: every supplier with a new website, then copies (reported as duplicates) up to the count.
    const web = header.indexOf(upload.columns.webSite);
    if (web < 0) throw new Error(`the download has no column "${upload.columns.webSite}"`);
    const sheetRows = Array.from({ length: rows }, (_, i) => {
      const source = current[i % current.length];
      return Array.from(header, (_, c) => (c === web ? `https://bench-${i}.example` : (source[c] ?? '')));
    });
    const file = path.join(tmp, 'suppliers.xlsx');
    await writeRows([header, ...sheetRows], file);

    // Workers the page starts while reading: the sheet is parsed in one (shared-ui excel-import),
    // 0 means it was parsed on the page (no worker, or it failed and the page read it itself).
    let workers = 0;
    const countWorker = () => workers++;
    page.on('worker', countWorker);
    const readStart = await now();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText(texts.read_other.replace('{{count}}', String(rows))).waitFor();
    const readEnd = await now();
    page.off('worker', countWorker);

    await page.getByRole('button', { name: texts.toCheck }).click();
    const checkStart = await now();
    await page.getByRole('region', { name: texts.stepsTitle }).getByRole('status').waitFor();
    const checkEnd = await now();

    return {
      rows,
      distinctSuppliers: current.length,
      read: { ms: Math.round(readEnd - readStart), workers, ...(await tasksBetween(page, readStart, readEnd)) },
      check: { ms: Math.round(checkEnd - checkStart), ...(await tasksBetween(page, checkStart, checkEnd)) },
      limitMs: RESPONSIVE_TASK_MS,
    };
  } finally {
    await session.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
