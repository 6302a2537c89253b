import {
  DELIVERY_REPLY_SHEET_COLUMNS,
  DELIVERY_REVIEW_SHEET_COLUMNS,
  type DeliveryScheduleRow,
  type FileReplyResult,
  type Id,
} from 'shared-ui/contract';
import { say, requestLang, type Bilingual, type Lang } from '../http/locale';
import type { Reader } from '../http/reader';
import { fail, ok } from '../http/respond';
import { bi } from '../seed/option-types';
import { columnName, localSheet, readLocalSheet, type ColumnSpec, type ReadCell, type SheetColumns, type SheetRow, type SheetSpec } from '../http/xlsx';
import { applyChanges, type LineChange } from './changes';
import { PUR_MSG } from './messages';
import { repliesText } from './reply-text';

// The reply and review sheets: downloaded with the lines to answer, filled in, uploaded again.
// Headed in the request's language as every export is, read back by header in either language or
// by the field names the sheets were headed with before.

/** A line as its sheet row: its id as `scheduleId`, the reply date by date as one text; the answer cells empty. */
type AnswerSheetRow = Omit<DeliveryScheduleRow, 'replies'> & { scheduleId: Id; replies: string; decision?: string; reason?: string };

/** The contract's columns in its order, each headed as the portal's `purchasing:file.columns` words it. */
const inContractOrder = <Column extends string>(order: readonly Column[], columns: Record<Column, ColumnSpec>) =>
  Object.fromEntries(order.map((column) => [column, columns[column]])) as Record<Column, ColumnSpec> & SheetColumns<AnswerSheetRow>;

/** The supplier's reply sheet: the line to read, then the cells to fill (a number, a YYYY-MM-DD date, a remark). */
export const REPLY_SHEET_COLUMNS = inContractOrder(DELIVERY_REPLY_SHEET_COLUMNS, {
  scheduleId: ['排程編號', 'Schedule ID', 'number'],
  poNo: ['採購單號', 'PO no.'],
  item: ['項次', 'Item', 'number'],
  material: ['料號', 'Material'],
  estimatedDate: ['預計交期', 'Estimated delivery', 'date'],
  openQuantity: ['未交數量', 'Open qty', 'number'],
  replyQuantity: ['回覆數量', 'Reply qty', 'number'],
  replyDate: ['回覆交期', 'Reply date', 'date'],
  remark: ['備註', 'Remark'],
});

/**
 * Staff's reply sheet (`a/`: the lines of every supplier in their purchasing orgs, on the reply
 * page before they choose one): each line's supplier, number and name, after its item, as the
 * delivery board's sheet names it. Only to read: an upload takes the reply sheet's columns by
 * their headers and ignores these (it goes through the one supplier staff chose).
 */
const STAFF_REPLY_SHEET_COLUMNS = (({ scheduleId, poNo, item, ...replyCells }: typeof REPLY_SHEET_COLUMNS): SheetColumns<AnswerSheetRow> => ({
  scheduleId,
  poNo,
  item,
  supplierId: ['供應商 ID', 'Supplier ID'],
  supplierName: ['供應商', 'Supplier'],
  ...replyCells,
}))(REPLY_SHEET_COLUMNS);

/** The buyer's review sheet: the reply to read, then the decision (A or R, the letters the sheet's header names) and reason. */
export const REVIEW_SHEET_COLUMNS = inContractOrder(DELIVERY_REVIEW_SHEET_COLUMNS, {
  scheduleId: ['排程編號', 'Schedule ID', 'number'],
  poNo: ['採購單號', 'PO no.'],
  item: ['項次', 'Item', 'number'],
  material: ['料號', 'Material'],
  replyQuantity: ['回覆數量', 'Reply qty', 'number'],
  replyDate: ['回覆交期', 'Reply date', 'date'],
  replies: ['回覆交期 × 數量', 'Replied dates × qty'],
  decision: ['審核（A/R）', 'Decision (A/R)'],
  reason: ['原因', 'Reason'],
});

type ReplySheetField = (typeof DELIVERY_REPLY_SHEET_COLUMNS)[number];
type ReviewSheetField = (typeof DELIVERY_REVIEW_SHEET_COLUMNS)[number];

/** A column of the reply sheet by its header, for the messages that name it ("Row 3, Reply date"). */
export const replyColumn = (field: string): Bilingual => columnName(REPLY_SHEET_COLUMNS, field as ReplySheetField);
/** A column of the review sheet by its header. */
export const reviewColumn = (field: ReviewSheetField): Bilingual => columnName(REVIEW_SHEET_COLUMNS, field);

/** The line as a row of its sheet, the `answers` cells left empty for the user to fill. */
const sheetRow = (line: DeliveryScheduleRow, answers: readonly string[], lang: Lang): AnswerSheetRow => {
  const row: AnswerSheetRow = { ...line, scheduleId: line.id, replies: repliesText(line, lang) };
  for (const field of answers) delete (row as Partial<Record<string, unknown>>)[field];
  return row;
};

/**
 * The reply sheet (`searchForReply/xls`, back by `replyByFile`): reply quantity, date and remark
 * empty. Staff's names each line's supplier: theirs may hold the lines of many.
 */
export const replySheet = (lines: readonly DeliveryScheduleRow[], reader: Reader, lang: Lang): SheetSpec[] => [
  localSheet(
    lang,
    bi('交期回覆', 'Delivery reply'),
    reader.kind === 'internal' ? STAFF_REPLY_SHEET_COLUMNS : REPLY_SHEET_COLUMNS,
    lines.map((line) => sheetRow(line, ['replyQuantity', 'replyDate', 'remark'], lang)),
  ),
];
/** The buyer's review sheet (`searchForReview/xls`, back by `reviewByFile`): decision and reason empty. */
export const reviewSheet = (lines: readonly DeliveryScheduleRow[], _reader: unknown, lang: Lang): SheetSpec[] => [
  localSheet(lang, bi('交期審核', 'Delivery review'), REVIEW_SHEET_COLUMNS, lines.map((line) => sheetRow(line, ['decision', 'reason'], lang))),
];

/**
 * The answer of an uploaded sheet, all or nothing: every broken cell (400), or no row to save
 * (400), or every change saved at once.
 */
export function saveSheet(request: Request, problems: string[], changes: LineChange[], reader: Reader) {
  if (problems.length) return fail(400, problems);
  if (changes.length === 0) return fail(400, [say(request, PUR_MSG.noRows)]);
  applyChanges(changes, reader.account.account);
  return ok({ saved: changes.length } satisfies FileReplyResult);
}

/**
 * The rows of the uploaded sheet (multipart field `file`, an .xlsx whose first sheet has the
 * `required` columns of `columns` in its header row, in either language or by field name), keyed
 * by field, or the 400 to answer: a sheet without a required column is refused as a whole, the
 * columns named as the request's language heads them. `form`: the body, when the caller has read
 * its other fields already (a body is read once).
 */
export async function readUploadedSheet<Field extends string>(
  request: Request,
  columns: SheetColumns<Record<Field, unknown>>,
  required: readonly NoInfer<Field>[],
  form?: FormData | null,
): Promise<SheetRow[] | Response> {
  if (form === undefined) form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') return fail(400, [say(request, PUR_MSG.noFile)]);
  const sheet = await readLocalSheet(await file.arrayBuffer(), columns);
  if (!sheet) return fail(400, [say(request, PUR_MSG.notWorkbook)]);
  const missing = required.filter((field) => sheet.missing.includes(field));
  if (missing.length) return fail(400, [say(request, PUR_MSG.missingColumns(missing.map((field) => columnName(columns, field))))]);
  return sheet.rows;
}

/** A cell as text ('' when empty); an Excel date cell as its YYYY-MM-DD day. */
export function cellText(cell: ReadCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** A whole number of a cell (a number or numeric text), else null. */
export function cellId(cell: ReadCell | undefined): number | null {
  const text = cellText(cell);
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** "subject: text" in the request's language, for messages made of a row name and a rule's text. */
export function tell(request: Request, subject: Bilingual, text: Bilingual | string): string {
  const lang = requestLang(request);
  const body = typeof text === 'string' ? text : text[lang];
  return lang === 'zh-TW' ? `${subject[lang]}：${body}` : `${subject[lang]}: ${body}`;
}
