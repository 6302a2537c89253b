import { DELIVERY_REPLY_SHEET_COLUMNS, DELIVERY_REVIEW_SHEET_COLUMNS, type DeliveryScheduleRow, type FileReplyResult } from 'shared-ui/contract';
import { say, requestLang, type Bilingual, type Lang } from '../http/locale';
import type { Reader } from '../http/reader';
import { fail, ok } from '../http/respond';
import { readSheet, type ReadCell, type SheetCell, type SheetRow, type SheetSpec } from '../http/xlsx';
import { applyChanges, type LineChange } from './changes';
import { PUR_MSG } from './messages';
import { repliesText } from './reply-text';

// The reply and review sheets: downloaded with the lines to answer, filled in, uploaded again.

const cellOf = (line: DeliveryScheduleRow, column: string, lang: Lang): SheetCell => {
  if (column === 'replies') return repliesText(line, lang) || null;
  const value: unknown = line[(column === 'scheduleId' ? 'id' : column) as keyof DeliveryScheduleRow];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/**
 * The sheet of the lines to answer, its cells found by the contract's header (`scheduleId`: the
 * line's id), so a column added there needs no change here; the `answers` columns stay empty.
 */
const answerSheet =
  <Column extends string>(name: string, header: readonly Column[], answers: readonly NoInfer<Column>[]) =>
  (lines: readonly DeliveryScheduleRow[], _reader: unknown, lang: Lang): SheetSpec[] => [
    { name, header, rows: lines.map((line) => header.map((column) => (answers.includes(column) ? null : cellOf(line, column, lang)))) },
  ];

/** The supplier's reply sheet (`searchForReply/xls`, back by `replyByFile`). */
export const replySheet = answerSheet('Delivery reply', DELIVERY_REPLY_SHEET_COLUMNS, ['replyQuantity', 'replyDate', 'remark']);
/** The buyer's review sheet (`searchForReview/xls`, back by `reviewByFile`). */
export const reviewSheet = answerSheet('Delivery review', DELIVERY_REVIEW_SHEET_COLUMNS, ['decision', 'reason']);

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
 * `required` columns in its header row), or the 400 to answer. `form`: the body, when the caller
 * has read its other fields already (a body is read once).
 */
export async function readUploadedSheet(request: Request, required: readonly string[], form?: FormData | null): Promise<SheetRow[] | Response> {
  if (form === undefined) form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') return fail(400, [say(request, PUR_MSG.noFile)]);
  const sheet = await readSheet(await file.arrayBuffer());
  if (!sheet) return fail(400, [say(request, PUR_MSG.notWorkbook)]);
  const missing = required.filter((c) => !sheet.header.includes(c));
  if (missing.length) return fail(400, [say(request, PUR_MSG.missingColumns(missing))]);
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
