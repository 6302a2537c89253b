import { deliveryDateTexts, statusTexts } from 'shared-ui/status-texts';
import { BUSINESS_UTC_OFFSET, businessDay, businessInstant, businessMidnight, currencyDigits, findColumns } from 'shared-ui/contract';
import { db } from '../store/db';
import type { Bilingual, Lang } from './locale';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A value written with its Excel number format: a date or date-time (a Date whose UTC fields are
 * the business wall clock, which Excel shows as it is), an amount or a unit price (a number).
 */
export interface TypedCell {
  value: number | Date;
  numFmt: string;
}
/** A cell as written: text, a number, a typed cell, or empty. */
export type SheetCell = string | number | TypedCell | null | undefined;
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

const isTyped = (cell: SheetCell): cell is TypedCell => typeof cell === 'object' && cell !== null;
/** The decimals a number format shows (`#,##0.00`: 2). */
const decimalsOf = (numFmt: string) => /\.(0+)/.exec(numFmt)?.[1].length ?? 0;
/** How wide a typed cell shows in its format (so a long amount is not `####`). */
const typedWidth = ({ value, numFmt }: TypedCell) =>
  value instanceof Date ? numFmt.length : value.toLocaleString('en-US', { minimumFractionDigits: decimalsOf(numFmt), maximumFractionDigits: decimalsOf(numFmt) }).length;

/**
 * A workbook of one or more sheets, each with its header row (bold, frozen), as .xlsx bytes; a
 * typed cell is written as its date or number with its number format.
 */
export async function writeWorkbook(sheets: readonly SheetSpec[]): Promise<Uint8Array<ArrayBuffer>> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  for (const { name, header, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow([...header]).font = { bold: true };
    const widths = header.map((column) => textWidth(column));
    for (const row of rows) {
      const added = sheet.addRow(row.map((cell) => (cell === undefined ? null : isTyped(cell) ? cell.value : cell)));
      row.forEach((cell, i) => {
        if (!isTyped(cell)) return;
        added.getCell(i + 1).numFmt = cell.numFmt;
        widths[i] = Math.max(widths[i] ?? 0, typedWidth(cell));
      });
    }
    widths.forEach((width, i) => (sheet.getColumn(i + 1).width = Math.max(12, width + 2)));
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

/** A code read by its name in the request's language. */
type NameReading = { status: StatusCatalogue } | { option: string } | { names: CodeNames };

/**
 * How a column's values read in an export: a status by its name in the portal's status catalogue,
 * a code by its name in a seeded option list (`reference.options`) or in a list of the contract
 * (`names`); typed cells Excel sorts and filters: `'date'` (an `IsoDate`) an Excel date
 * `yyyy-mm-dd`, `'dateTime'` (an `IsoDateTime`) an Excel date-time `yyyy-mm-dd hh:mm` at the
 * business clock's wall time (Taiwan's, whatever the server's zone), `{ amount: 'currencyCode' }`
 * (an `Amount`) a number with the decimals of the currency in that field of the row
 * (`currencyDigits`), `'unitPrice'` a number with 4 decimals, `'number'` (a quantity, an id, a
 * rate) a plain number; `'currency'` the ISO code (TWD, USD, JPY) as accounting files keep it.
 * Without one a value is written as it is; booleans read 是/否 or Yes/No whatever the reading, and
 * a list of values is joined with commas.
 */
export type CellReading<Row = Record<string, unknown>> =
  | NameReading
  | { amount: keyof Row & string }
  | 'date'
  | 'dateTime'
  | 'number'
  | 'unitPrice'
  | 'currency';

/** A column of an export: its header in Traditional Chinese and English, and how its values read. */
export type ColumnSpec<Row = Record<string, unknown>> = readonly [zh: string, en: string, reading?: CellReading<Row>];

/** An export's columns in sheet order, each under the row field it shows. */
export type SheetColumns<Row> = { readonly [K in keyof Row & string]?: ColumnSpec<Row> };

/** The number formats of the typed cells: a date, a date-time, a unit price. */
export const SHEET_FORMATS = { date: 'yyyy-mm-dd', dateTime: 'yyyy-mm-dd hh:mm', unitPrice: '#,##0.0000' } as const;

/** An amount's number format: the currency's decimals (JPY `#,##0`, TWD and USD `#,##0.00`). */
export function amountFormat(currencyCode: unknown): string {
  const digits = currencyDigits(typeof currencyCode === 'string' ? currencyCode : '');
  return digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
}

const YES_NO: Record<Lang, readonly [string, string]> = { 'zh-TW': ['是', '否'], 'en-US': ['Yes', 'No'] };

/** A code's name in the language: the status catalogue's, the option list's or the contract's; an unknown code as it is. */
function nameOf(code: string, reading: NameReading, lang: Lang): string {
  if ('status' in reading) return (STATUS_NAMES[lang][reading.status] as Record<string, string | undefined>)[code] ?? code;
  if ('names' in reading) return reading.names[lang][code] ?? code;
  return db.state.reference.options[reading.option]?.find((o) => o.code === code)?.name[lang] ?? code;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i;

/** The instant of a value: a Date, an `IsoDateTime` (one without an offset in business time), a day (its business midnight); null for anything else. */
function instantOf(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  const text = typeof value === 'string' ? value.trim() : '';
  if (DAY.test(text)) return businessMidnight(text);
  const m = INSTANT.exec(text);
  if (!m || businessMidnight(m[1]) === null) return null;
  const ms = Date.parse(`${m[1]}T${m[2]}${m[3] ?? BUSINESS_UTC_OFFSET}`);
  return Number.isNaN(ms) ? null : ms;
}

/** A day (or an instant's business day) as an Excel date: its midnight as UTC, which Excel, exceljs and the browser's import read as that day in any zone. */
function excelDay(value: unknown): Date | null {
  const ms = instantOf(value);
  return ms === null ? null : new Date(`${businessDay(ms)}T00:00:00Z`);
}

/** An instant as an Excel date-time: the business clock's wall time (Taiwan's), held in the Date's UTC fields. */
function excelWallClock(value: unknown): Date | null {
  const ms = instantOf(value);
  return ms === null ? null : new Date(`${businessInstant(ms).slice(0, 19)}Z`);
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null);

/** A typed cell as text, for a list of values joined in one cell. */
function textOf(cell: SheetCell): string | number | null | undefined {
  if (!isTyped(cell)) return cell;
  if (cell.value instanceof Date) return cell.value.toISOString().slice(0, cell.numFmt === SHEET_FORMATS.dateTime ? 16 : 10).replace('T', ' ');
  return cell.value.toFixed(decimalsOf(cell.numFmt));
}

/**
 * One value as its cell reads in the language; `row`, the record it is a field of, names an
 * amount's currency. A value its reading cannot type (a date that is no date) is written as text.
 */
export function readCell<Row>(value: unknown, reading: CellReading<Row> | undefined, lang: Lang, row?: Row): SheetCell {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map((v) => textOf(readCell(v, reading, lang, row))).filter((v) => v !== null && v !== undefined).join(', ') || null;
  if (typeof value === 'boolean') return YES_NO[lang][value ? 0 : 1];
  const asText = () => (typeof value === 'number' || typeof value === 'string' ? value : String(value));
  if (reading === 'date' || reading === 'dateTime') {
    const date = reading === 'date' ? excelDay(value) : excelWallClock(value);
    return date ? { value: date, numFmt: SHEET_FORMATS[reading] } : asText();
  }
  if (reading === 'number') return numberOf(value) ?? String(value);
  if (reading === 'unitPrice' || (typeof reading === 'object' && 'amount' in reading)) {
    const number = numberOf(value);
    if (number === null) return String(value);
    return { value: number, numFmt: reading === 'unitPrice' ? SHEET_FORMATS.unitPrice : amountFormat(row?.[reading.amount]) };
  }
  if (reading === 'currency') return String(value);
  if (typeof reading === 'object') return nameOf(String(value), reading, lang);
  return asText();
}

const columnsOf = <Row>(columns: SheetColumns<Row>) => Object.entries(columns) as [keyof Row & string, ColumnSpec<Row>][];
const headerOf = <Row>([zh, en]: ColumnSpec<Row>, lang: Lang) => (lang === 'zh-TW' ? zh : en);

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
    rows: rows.map((row) => list.map(([field, [, , reading]]) => readCell(row[field], reading, lang, row))),
  };
}

/** One record as a two-column sheet (field, value) in the language: a row per column of `columns`. */
export function localRecordSheet<Row>(lang: Lang, name: Bilingual, columns: SheetColumns<Row>, record: Row): SheetSpec {
  return {
    name: name[lang],
    header: lang === 'zh-TW' ? ['欄位', '內容'] : ['Field', 'Value'],
    rows: columnsOf(columns).map(([field, spec]) => [headerOf(spec, lang), readCell(record[field], spec[2], lang, record)]),
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
