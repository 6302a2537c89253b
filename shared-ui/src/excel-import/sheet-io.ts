import { cellValue, type SheetCell, type SheetData } from './sheet-rows';

type ExcelJs = typeof import('exceljs');

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let loading: Promise<ExcelJs> | undefined;

/** exceljs (about 250 KB gzip) is fetched the first time a sheet is read or written, never with a page. */
function excelJs(): Promise<ExcelJs> {
  loading ??= import(/* webpackChunkName: "exceljs" */ 'exceljs').then((m) => ((m as { default?: ExcelJs }).default ?? m) as ExcelJs);
  return loading;
}

/**
 * The first worksheet of an .xlsx, read in the browser: the texts of the header row (row 1 unless
 * told) and every non-blank row under it with its row number. Throws when the file is not a workbook.
 */
export async function readSheet(file: Blob | ArrayBuffer, options: { headerRow?: number } = {}): Promise<SheetData> {
  const { Workbook } = await excelJs();
  const workbook = new Workbook();
  const data = 'arrayBuffer' in file && typeof file.arrayBuffer === 'function' ? await file.arrayBuffer() : (file as ArrayBuffer);
  // exceljs reads an ArrayBuffer in the browser and in Node alike; its typings only say Buffer.
  await workbook.xlsx.load(data as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const headerRow = options.headerRow ?? 1;
  // exceljs's row.values is 1-based (index 0 is always empty) and sparse.
  const cellsOf = (values: unknown): SheetCell[] => {
    const list = Array.isArray(values) ? values : [];
    return Array.from({ length: Math.max(0, list.length - 1) }, (_, i) => cellValue(list[i + 1]));
  };
  const header = cellsOf(sheet.getRow(headerRow).values).map((v) => (v === undefined ? '' : String(v)));
  const rows: SheetData['rows'] = [];
  sheet.eachRow((row, number) => {
    if (number <= headerRow) return;
    const cells = cellsOf(row.values);
    if (cells.some((c) => c !== undefined)) rows.push({ row: number, cells });
  });
  return { header, rows };
}

/**
 * An .xlsx of one worksheet: the header row (bold) and the rows under it, e.g. an import
 * template in the user's language. Save it with `saveBlob` of `shared-ui/data`.
 */
export async function writeSheet(header: readonly string[], rows: readonly (readonly unknown[])[] = [], options: { sheetName?: string } = {}): Promise<Blob> {
  const { Workbook } = await excelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Sheet1');
  sheet.columns = header.map((h) => ({ width: Math.min(40, Math.max(12, h.length * 2 + 2)) }));
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as unknown as ArrayBuffer], { type: XLSX_TYPE });
}
