import { i18n, LOCALES } from 'shared-ui';
import { mapSheetRows, readSheet, type ImportColumn, type ImportProblem, type ImportReportRow, type MappedSheet } from 'shared-ui/excel-import';
import type { IssueMessage } from 'shared-ui/contract';

/** A column's header texts: its name in every language of the portal, so either template reads back. */
const headersOf = (column: ImportColumn) => LOCALES.map((locale) => i18n.getFixedT(locale)(column.label));

/** The first sheet of an upload with its header texts matched to the columns. */
export async function readUpload(file: File, columns: readonly ImportColumn[]): Promise<MappedSheet> {
  return mapSheetRows(await readSheet(file), columns.map((c) => ({ field: c.field, headers: headersOf(c) })));
}

/** A rule's issues as a report row's problems, naming the column as the sheet does. */
export function problemsOf(issues: readonly IssueMessage[], row: number, sheet: MappedSheet): ImportProblem[] {
  return issues.map((i) => ({ field: i.path || undefined, key: i.key, params: { ...i.params, row, ...(i.path ? { col: sheet.headerOf[i.path] ?? i.path } : {}) } }));
}

export const failedCount = (rows: readonly ImportReportRow[]) => rows.filter((r) => r.problems.length > 0).length;

/** Lets the page paint between slices of a long check. */
export const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
