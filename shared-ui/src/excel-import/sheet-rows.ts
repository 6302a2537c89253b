import type { ImportRow } from 'shared-ui/contract';
// By path, not through the contract's entry: the sheet worker bundles this file and no zod.
import { findColumns, type SheetColumnHeaders } from '../contract/sheet-columns';

/** A cell as the import sees it: text (trimmed), a number, a yes/no, or nothing. */
export type SheetCell = string | number | boolean | undefined;

/** The first worksheet of a file: the header row's texts and the rows under it. */
export interface SheetData {
  /** The header row's texts, by column (index 0 = column A). */
  header: string[];
  /** The rows under the header, each with its row number in the sheet; blank rows are left out. */
  rows: { row: number; cells: SheetCell[] }[];
}

/** The sheet's rows as field values, after the header texts were matched to the columns. */
export interface MappedSheet {
  rows: ImportRow[];
  /** The sheet row of each row (blank rows in between keep the numbers the user sees). */
  sheetRows: number[];
  /** The header text each field was found under, for `{{col}}` in the messages. */
  headerOf: Record<string, string>;
  /** The fields whose column the sheet does not have. */
  missing: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell value as exceljs reads it, made plain: rich text and links become their text, a
 * formula its result, a date `YYYY-MM-DD` (with the time when it has one), an error its code
 * (`#N/A`), blank text nothing.
 */
export function cellValue(value: unknown): SheetCell {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = value.getUTCHours() || value.getUTCMinutes() ? ` ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}` : '';
    return day + time;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; formula?: unknown; sharedFormula?: unknown; error?: string };
    if (Array.isArray(v.richText)) return cellValue(v.richText.map((r) => r.text).join(''));
    if ('formula' in v || 'sharedFormula' in v) return cellValue(v.result);
    if (v.error) return v.error;
    if ('text' in v) return cellValue(v.text);
  }
  return cellValue(String(value));
}

/**
 * Matches the sheet's header texts to the columns (`findColumns`: each column accepts several
 * texts, e.g. its name in zh-TW and en-US) and turns every row into `{ field: value }`. Columns of
 * the sheet that no field takes are ignored; a row blank in every mapped column is left out.
 */
export function mapSheetRows(sheet: SheetData, columns: readonly SheetColumnHeaders[]): MappedSheet {
  const { at, missing } = findColumns(sheet.header, columns);
  const headerOf = Object.fromEntries([...at].map(([field, index]) => [field, sheet.header[index].trim()]));
  const rows: ImportRow[] = [];
  const sheetRows: number[] = [];
  for (const { row, cells } of sheet.rows) {
    const values: ImportRow = {};
    for (const [field, index] of at) if (cells[index] !== undefined) values[field] = cells[index];
    if (Object.keys(values).length === 0) continue;
    rows.push(values);
    sheetRows.push(row);
  }
  return { rows, sheetRows, headerOf, missing };
}
