export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell as written: text, a number, or empty. */
export type SheetCell = string | number | null | undefined;
/** A cell as read: text (trimmed), a number, a date of an Excel date cell, or null when empty. */
export type ReadCell = string | number | Date | null;
export interface SheetRow {
  /** The row number Excel shows (the header is row 1). */
  rowNumber: number;
  cells: Record<string, ReadCell>;
}

type ExcelModule = typeof import('exceljs');

// Loaded on first use: the same handlers run in the browser's MSW worker, where a spreadsheet
// library must not weigh on the first load (webpack makes it a chunk of its own).
let loading: Promise<ExcelModule> | null = null;
function excel(): Promise<ExcelModule> {
  loading ??= import('exceljs').then((m) => ((m as ExcelModule & { default?: ExcelModule }).default ?? m) as ExcelModule);
  return loading;
}

/** A sheet to write: its name, the header row and the rows below it. */
export interface SheetSpec {
  name: string;
  header: readonly string[];
  rows: readonly SheetCell[][];
}

/** A workbook of one or more sheets, each with its header row (bold, frozen), as .xlsx bytes. */
export async function writeWorkbook(sheets: readonly SheetSpec[]): Promise<Uint8Array<ArrayBuffer>> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  for (const { name, header, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow([...header]).font = { bold: true };
    for (const row of rows) sheet.addRow(row.map((cell) => (cell === undefined ? null : cell)));
    header.forEach((column, i) => (sheet.getColumn(i + 1).width = Math.max(12, column.length + 2)));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A sheet whose header names the rows' fields, each cell the row's value of its column. */
export function fieldSheet<Column extends string, Row extends { [C in Column]?: SheetCell }>(name: string, header: readonly Column[], rows: readonly Row[]): SheetSpec {
  return { name, header, rows: rows.map((row) => header.map((column) => row[column])) };
}

/** The value a cell shows: formulas by their result, rich text as its text, hyperlinks by text. */
function plain(value: unknown): ReadCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    if ('result' in v) return plain(v.result);
    if (v.richText) return plain(v.richText.map((t) => t.text).join(''));
    if ('text' in v) return plain(v.text);
  }
  return null;
}

/**
 * The first sheet of an .xlsx as rows keyed by the header row's names (row 1); empty rows are
 * left out. Null when the bytes are not a workbook (or it has no sheet).
 */
export async function readSheet(bytes: ArrayBuffer | Uint8Array): Promise<{ header: string[]; rows: SheetRow[] } | null> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes instanceof Uint8Array ? bytes.slice().buffer : bytes);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const header: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => (header[column - 1] = String(plain(cell.value) ?? '')));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, ReadCell> = {};
    let filled = false;
    header.forEach((name, i) => {
      if (!name) return;
      const value = plain(row.getCell(i + 1).value);
      cells[name] = value;
      if (value !== null) filled = true;
    });
    if (filled) rows.push({ rowNumber, cells });
  });
  return { header: header.filter(Boolean), rows };
}
