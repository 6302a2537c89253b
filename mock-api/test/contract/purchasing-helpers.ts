import ExcelJS from 'exceljs';
import type { Answer, Call } from '../call';
import { setToday, tokenOf } from './helpers';

/** The demo day of the purchasing seed (seed/purchasing-common.ts): 1001's lines in all three colour bands. */
export const DEMO_DAY = '2026-03-19';
/** Supplier 1001: PO 3 and 4 are OPEN and UNCONFIRMED, PO 1 COMPLETED; lines 4-6 REPLIED, 7-16 NOT_REPLIED. */
export const HSIN_TAI = { unconfirmedPo: 3, completedPo: 1, confirmedPo: 2, replied: [4, 5, 6], notReplied: [7, 8, 9, 10, 11, 12, 13, 14, 15, 16] };
/** Supplier 1002 (purchasing org 3100, outside the buyer's scope): lines 21-24 REPLIED, 25-32 NOT_REPLIED. */
export const RIO = { po: 6, replied: [21, 22, 23, 24], notReplied: [25, 26, 27, 28, 29, 30, 31, 32] };

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface Row {
  id: number;
  supplierId: number;
  [field: string]: unknown;
}

/** Signed in as each account, on the demo day. */
export async function purchasingSession(call: Call, ...accounts: string[]) {
  await setToday(call, DEMO_DAY);
  const tokens: Record<string, string> = {};
  for (const account of accounts) tokens[account] = await tokenOf(call, account);
  return tokens;
}

/** Every row of a search (one page of up to 1000). */
export async function rowsOf(call: Call, path: string, token: string, body: object = {}, lang?: string): Promise<Row[]> {
  const answer = await call('POST', path, { token, lang, body: { paging: { pageSize: 1000 }, ...body } });
  expect(answer.status).toBe(200);
  expect(answer.body.totalCount).toBe(answer.body.items.length);
  return answer.body.items;
}

export const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

/** The workbook of a downloaded .xlsx answer. */
export async function workbookOf(answer: Answer): Promise<ExcelJS.Workbook> {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('Content-Type')).toBe(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.bytes.slice().buffer);
  return workbook;
}

/** The first sheet's rows below the header as arrays of cell values (column 1 first). */
export function sheetValues(workbook: ExcelJS.Workbook): unknown[][] {
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The Excel row number of the row whose first cell (scheduleId) is `id`. */
export function rowNumberOf(workbook: ExcelJS.Workbook, id: number): number {
  let found = 0;
  workbook.worksheets[0].eachRow((row, n) => {
    if (n > 1 && row.getCell(1).value === id) found = n;
  });
  if (!found) throw new Error(`No row for schedule ${id}`);
  return found;
}

/** Sets cells by header name on a row (a new row at the end when `rowNumber` is past the last). */
export function setCells(workbook: ExcelJS.Workbook, rowNumber: number, values: Record<string, ExcelJS.CellValue>) {
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  for (const [name, value] of Object.entries(values)) {
    if (!header.includes(name)) throw new Error(`No column ${name} in ${header.join(', ')}`);
    sheet.getRow(rowNumber).getCell(header.indexOf(name) + 1).value = value;
  }
}

/** Heads the first sheet's columns with other names, in order (as a sheet downloaded when its headers were field names). */
export function setHeader(workbook: ExcelJS.Workbook, names: readonly string[]) {
  const row = workbook.worksheets[0].getRow(1);
  names.forEach((name, i) => (row.getCell(i + 1).value = name));
}

/** Takes the column of that header out of the first sheet. */
export function dropColumn(workbook: ExcelJS.Workbook, name: string) {
  const sheet = workbook.worksheets[0];
  const at = ((sheet.getRow(1).values as unknown[]).slice(1) as string[]).indexOf(name);
  if (at < 0) throw new Error(`No column ${name}`);
  sheet.spliceColumns(at + 1, 1);
}

/** The workbook as the multipart body of an upload (field `file`). */
export async function formOf(workbook: ExcelJS.Workbook, name = 'reply.xlsx'): Promise<FormData> {
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: XLSX }), name);
  return form;
}
