import { say, requestLang, type Bilingual } from '../http/locale';
import { fail } from '../http/respond';
import { readSheet, type ReadCell, type SheetRow } from '../http/xlsx';
import { PUR_MSG } from './messages';

/**
 * The rows of the uploaded sheet (multipart field `file`, an .xlsx whose first sheet has the
 * `required` columns in its header row), or the 400 to answer.
 */
export async function readUploadedSheet(request: Request, required: readonly string[]): Promise<SheetRow[] | Response> {
  const form = await request.formData().catch(() => null);
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
