import { cellValue, type SheetCell, type SheetData } from './sheet-rows';

/** exceljs's Workbook class: the caller brings it, so the worker can import exceljs statically and the page lazily. */
export type WorkbookClass = typeof import('exceljs').Workbook;

/**
 * The first worksheet of an .xlsx: the texts of the header row (row 1 unless told) and every
 * non-blank row under it with its row number. Throws when the data is not a workbook. The one
 * parse both the sheet worker and the main-thread fallback run, so they read a file alike.
 */
export async function parseSheet(Workbook: WorkbookClass, data: ArrayBuffer, headerRow = 1): Promise<SheetData> {
  const workbook = new Workbook();
  // exceljs reads an ArrayBuffer in the browser and in Node alike; its typings only say Buffer.
  await workbook.xlsx.load(data as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
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
