import { parseSheet } from './sheet-parse';
import type { SheetData } from './sheet-rows';
import { readSheetInWorker, SheetWorkerUnavailable } from './sheet-worker';

type ExcelJs = typeof import('exceljs');

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let loading: Promise<ExcelJs> | undefined;

/**
 * exceljs (about 250 KB gzip) is fetched the first time a sheet is written or read on the page,
 * never with a page. The sheet worker's chunk holds its own copy.
 */
function excelJs(): Promise<ExcelJs> {
  loading ??= import(/* webpackChunkName: "exceljs" */ 'exceljs').then((m) => ((m as { default?: ExcelJs }).default ?? m) as ExcelJs);
  return loading;
}

/**
 * The first worksheet of an .xlsx, read in the browser: the texts of the header row (row 1 unless
 * told) and every non-blank row under it with its row number. Throws when the file is not a workbook.
 * The parse runs in a worker, so a 5,000-row file does not stop the page (issue 16); where there
 * is no Worker (jest's jsdom) or it cannot start, on the page.
 */
export async function readSheet(file: Blob | ArrayBuffer, options: { headerRow?: number } = {}): Promise<SheetData> {
  const data = 'arrayBuffer' in file && typeof file.arrayBuffer === 'function' ? await file.arrayBuffer() : (file as ArrayBuffer);
  if (typeof Worker === 'function') {
    try {
      return await readSheetInWorker(data, options.headerRow);
    } catch (error) {
      if (!(error instanceof SheetWorkerUnavailable)) throw error;
    }
  }
  const { Workbook } = await excelJs();
  return parseSheet(Workbook, data, options.headerRow);
}

export interface SheetOptions {
  sheetName?: string;
  /**
   * The columns (0-based) in Excel's Text format: what is typed there stays text. In a column of
   * the General format Excel turns typed digits into a number, and a phone's or a postcode's
   * leading zero is gone before the sheet comes back.
   */
  textColumns?: readonly number[];
}

/**
 * An .xlsx of one worksheet: the header row (bold) and the rows under it, e.g. an import
 * template in the user's language. Save it with `saveBlob` of `shared-ui/data`.
 */
export async function writeSheet(header: readonly string[], rows: readonly (readonly unknown[])[] = [], options: SheetOptions = {}): Promise<Blob> {
  const { Workbook } = await excelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Sheet1');
  const text = new Set(options.textColumns);
  sheet.columns = header.map((h, column) => ({ width: Math.min(40, Math.max(12, h.length * 2 + 2)), ...(text.has(column) ? { style: { numFmt: '@' } } : {}) }));
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as unknown as ArrayBuffer], { type: XLSX_TYPE });
}
