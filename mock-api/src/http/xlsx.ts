import { deliveryDateTexts, statusTexts } from 'shared-ui/status-texts';
import { findColumns } from 'shared-ui/contract';
import { db } from '../store/db';
import type { Bilingual, Lang } from './locale';

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

/** How wide a text shows: CJK characters take two columns. */
const textWidth = (text: string) => [...text].reduce((n, c) => n + (c.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);

/** A workbook of one or more sheets, each with its header row (bold, frozen), as .xlsx bytes. */
export async function writeWorkbook(sheets: readonly SheetSpec[]): Promise<Uint8Array<ArrayBuffer>> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  for (const { name, header, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow([...header]).font = { bold: true };
    for (const row of rows) sheet.addRow(row.map((cell) => (cell === undefined ? null : cell)));
    header.forEach((column, i) => (sheet.getColumn(i + 1).width = Math.max(12, textWidth(column) + 2)));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The portal's `status` namespace, as shared-ui's status-namespace.ts registers it: the status catalogues and the delivery-date bands. */
const STATUS_NAMES = {
  'zh-TW': { ...statusTexts['zh-TW'], deliveryDate: deliveryDateTexts['zh-TW'] },
  'en-US': { ...statusTexts['en-US'], deliveryDate: deliveryDateTexts['en-US'] },
};

/** A status catalogue of the portal (shared-ui `status.json`, `delivery-date.json`): `supplierStatus`, `poStatus`, `deliveryDate`... */
export type StatusCatalogue = keyof (typeof STATUS_NAMES)['zh-TW'];

/** A contract's names of its codes, by language (`billTaxCodeTexts`). */
export type CodeNames = Readonly<Record<Lang, Readonly<Partial<Record<string, string>>>>>;

/**
 * How a column's values read in an export: a status by its name in the portal's status catalogue,
 * a code by its name in a seeded option list (`reference.options`) or in a list of the contract
 * (`names`), a date as YYYY-MM-DD, a number as a number cell. Without one a value is written as it
 * is; booleans read 是/否 or Yes/No whatever the reading, and a list of values is joined with commas.
 */
export type CellReading = { status: StatusCatalogue } | { option: string } | { names: CodeNames } | 'date' | 'number';

/** A column of an export: its header in Traditional Chinese and English, and how its values read. */
export type ColumnSpec = readonly [zh: string, en: string, reading?: CellReading];

/** An export's columns in sheet order, each under the row field it shows. */
export type SheetColumns<Row> = { readonly [K in keyof Row & string]?: ColumnSpec };

const YES_NO: Record<Lang, readonly [string, string]> = { 'zh-TW': ['是', '否'], 'en-US': ['Yes', 'No'] };

/** A code's name in the language: the status catalogue's, the option list's or the contract's; an unknown code as it is. */
function nameOf(code: string, reading: Exclude<CellReading, string>, lang: Lang): string {
  if ('status' in reading) return (STATUS_NAMES[lang][reading.status] as Record<string, string | undefined>)[code] ?? code;
  if ('names' in reading) return reading.names[lang][code] ?? code;
  return db.state.reference.options[reading.option]?.find((o) => o.code === code)?.name[lang] ?? code;
}

/** One value as its cell reads in the language. */
export function readCell(value: unknown, reading: CellReading | undefined, lang: Lang): SheetCell {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map((v) => readCell(v, reading, lang)).filter((v) => v !== null).join(', ') || null;
  if (typeof value === 'boolean') return YES_NO[lang][value ? 0 : 1];
  if (reading === 'date') return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
  if (reading === 'number') return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : String(value);
  if (typeof reading === 'object') return nameOf(String(value), reading, lang);
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

const columnsOf = <Row>(columns: SheetColumns<Row>) => Object.entries(columns) as [keyof Row & string, ColumnSpec][];
const headerOf = ([zh, en]: ColumnSpec, lang: Lang) => (lang === 'zh-TW' ? zh : en);

/**
 * An export sheet in the request's language (a real backend answers in `Accept-Language`): its
 * name, a header naming each column as the portal's screens do, and each row's values as read
 * there (status and option names, 是/否 or Yes/No, dates, numbers).
 */
export function localSheet<Row>(lang: Lang, name: Bilingual, columns: SheetColumns<Row>, rows: readonly Row[]): SheetSpec {
  const list = columnsOf(columns);
  return {
    name: name[lang],
    header: list.map(([, spec]) => headerOf(spec, lang)),
    rows: rows.map((row) => list.map(([field, [, , reading]]) => readCell(row[field], reading, lang))),
  };
}

/** One record as a two-column sheet (field, value) in the language: a row per column of `columns`. */
export function localRecordSheet<Row>(lang: Lang, name: Bilingual, columns: SheetColumns<Row>, record: Row): SheetSpec {
  return {
    name: name[lang],
    header: lang === 'zh-TW' ? ['欄位', '內容'] : ['Field', 'Value'],
    rows: columnsOf(columns).map(([field, spec]) => [headerOf(spec, lang), readCell(record[field], spec[2], lang)]),
  };
}

/** A column's header in both languages (a field the table does not name: the field itself). */
export function columnName<Row>(columns: SheetColumns<Row>, field: keyof Row & string): Bilingual {
  const spec = columns[field];
  return spec ? { 'zh-TW': spec[0], 'en-US': spec[1] } : { 'zh-TW': field, 'en-US': field };
}

/**
 * A sheet of `localSheet` filled in and uploaded back: the first sheet's rows keyed by the fields
 * of `columns`, each column found by its header in either language or by the field's own name (a
 * sheet written before its headers were worded), so a sheet downloaded in one language uploads in
 * the other; matched as the browser's import matches them (`findColumns`). `missing`: the fields the header row lacks. Null when the bytes are not a workbook.
 */
export async function readLocalSheet<Row>(
  bytes: ArrayBuffer | Uint8Array,
  columns: SheetColumns<Row>,
): Promise<{ rows: SheetRow[]; missing: (keyof Row & string)[] } | null> {
  const sheet = await readSheet(bytes);
  if (!sheet) return null;
  const { at, missing } = findColumns(sheet.header, columnsOf(columns).map(([field, [zh, en]]) => ({ field, headers: [field, zh, en] })));
  return {
    rows: sheet.rows.map(({ rowNumber, cells }) => ({ rowNumber, cells: Object.fromEntries([...at].map(([field, index]) => [field, cells[sheet.header[index]] ?? null])) })),
    missing,
  };
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
