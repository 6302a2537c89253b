import { importRowIssues, type ImportRow, type ImportRules, type IssueMessage, type IssueParams } from 'shared-ui/contract';
import type { MappedSheet } from './sheet-rows';

/** One broken rule: an i18n key and its params, about a column (`field`) or the whole row/sheet. */
export interface ImportProblem {
  field?: string;
  key: string;
  params?: IssueParams;
}

/** A data row of the sheet (`row` = its number in the sheet) with its problems; none = OK. */
export interface ImportReportRow {
  row: number;
  problems: ImportProblem[];
  /** Left blank by the user on purpose (`RowLeftOut`): not checked, not counted as ready. */
  leftOut?: true;
}

export interface ImportReport {
  /** Every data row, OK or not; empty while the sheet itself is wrong (a required column missing). */
  rows: ImportReportRow[];
  /** Problems of the sheet as a whole: a missing column, no data rows, no material. */
  sheet: ImportProblem[];
  /** How many rows have a problem. */
  failedRows: number;
  /** How many rows were left out (blank on purpose: the server skips them too). */
  leftOut: number;
  /** Nothing to fix: the rows may be sent. */
  ok: boolean;
}

/**
 * A screen's own check of one row, beyond the contract's `ImportRules` (a look-up, a rule of its
 * domain). Issues use the field as `path` ('' for the whole row); `{{col}}` and `{{row}}` are
 * filled in when the issue does not give them.
 */
export type RowValidator = (row: ImportRow, at: { index: number; row: number; rows: readonly ImportRow[] }) => IssueMessage[];

/**
 * A row the user left blank on purpose in a downloaded sheet (a reply not yet decided): neither
 * checked nor sent-counted, and shown as left out. The server leaves it out as well.
 */
export type RowLeftOut = (row: ImportRow) => boolean;

export const MISSING_COLUMN = 'excelImport:missingColumn';
export const NO_ROWS = 'excelImport:noRows';
export const NOTHING_TO_SEND = 'excelImport:nothingToSend';

/**
 * The row-by-row report of a mapped sheet: the contract's import rules (`importRowIssues`), then
 * the screen's validator. `{{col}}` names the column as the sheet's header shows it (else
 * `rules.labels`), `{{row}}` is the row number in the sheet.
 */
export function buildImportReport(sheet: MappedSheet, rules: ImportRules = {}, validateRow?: RowValidator, leftOut?: RowLeftOut): ImportReport {
  const labels: Record<string, string> = { ...rules.labels, ...sheet.headerOf };
  const col = (field: string) => labels[field] ?? field;
  const missing = sheet.missing.filter((f) => rules.required?.includes(f) || rules.requiredColumns?.includes(f));
  if (missing.length > 0) {
    return { rows: [], sheet: missing.map((f) => ({ field: f, key: MISSING_COLUMN, params: { col: col(f) } })), failedRows: 0, leftOut: 0, ok: false };
  }

  const left = sheet.rows.map((row) => Boolean(leftOut?.(row)));
  const rows: ImportReportRow[] = sheet.rows.map((_, i) => ({ row: sheet.sheetRows[i], problems: [], ...(left[i] ? { leftOut: true as const } : {}) }));
  const whole: ImportProblem[] = [];
  for (const issue of importRowIssues(sheet.rows, { ...rules, labels })) {
    const [index, ...rest] = issue.path.split('.');
    const target = issue.path === '' ? undefined : rows[Number(index)];
    if (target?.leftOut) continue;
    if (!target) {
      whole.push({ key: issue.key, params: issue.params });
      continue;
    }
    const field = rest.join('.') || undefined;
    target.problems.push({ field, key: issue.key, params: { ...issue.params, row: target.row } });
  }
  if (validateRow) {
    sheet.rows.forEach((row, index) => {
      const target = rows[index];
      if (target.leftOut) return;
      for (const issue of validateRow(row, { index, row: target.row, rows: sheet.rows })) {
        const field = issue.path || undefined;
        target.problems.push({ field, key: issue.key, params: { ...(field ? { col: col(field) } : {}), row: target.row, ...issue.params } });
      }
    });
  }
  const leftCount = left.filter(Boolean).length;
  if (sheet.rows.length === 0 && whole.length === 0) whole.push({ key: NO_ROWS });
  else if (leftCount > 0 && leftCount === sheet.rows.length) whole.push({ key: NOTHING_TO_SEND });
  const failedRows = rows.filter((r) => r.problems.length > 0).length;
  return { rows, sheet: whole, failedRows, leftOut: leftCount, ok: failedRows === 0 && whole.length === 0 };
}
