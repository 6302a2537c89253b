import {
  BULK_SUPPLIER_FIELDS,
  bulkChangedValues,
  bulkNumberCells,
  bulkSupplierIssues,
  bulkValuesOf,
  isBulkTextField,
  issue,
  VK,
  type BulkSupplierRow,
  type BulkSupplierValues,
  type CompanyInfo,
} from 'shared-ui/contract';
import { i18n } from 'shared-ui';
import { MISSING_COLUMN, NO_ROWS, type ImportColumn, type ImportReport, type MappedSheet } from 'shared-ui/excel-import';
import { failedCount, nextFrame, problemsOf } from './sheet-columns';

export const BULK_COLUMNS: readonly ImportColumn[] = [
  { field: 'supplierNoScp', label: 'admin:upload.columns.supplierNoScp' },
  ...BULK_SUPPLIER_FIELDS.map((field) => ({ field, label: `admin:upload.columns.${field}` })),
];

/** The sheet's text columns (all but capital and employees): digits typed there stay text, zeros and all. */
export const BULK_TEXT_COLUMNS = BULK_COLUMNS.flatMap((column, index) => (isBulkTextField(column.field) ? [index] : []));

/** A checked row with a change: the old values and the new ones, side by side. */
export interface BulkChangeRow {
  row: number;
  supplierNoScp: string;
  old: BulkSupplierRow;
  changed: Partial<BulkSupplierValues>;
}

export interface BulkCheck {
  report: ImportReport;
  changes: BulkChangeRow[];
  unchanged: number;
}

/** The sheet's cell as the sheet shows it back (the stored value of a Y/N field is a boolean). */
export const sheetValue = (field: string, value: unknown): unknown => (field === 'greenSupplierChainSurvey' && typeof value === 'boolean' ? (value ? 'Y' : 'N') : value);

// The rules report on the sheet's fields only, so the stored row (those fields and the country) stands for the record.
const recordOf = (old: BulkSupplierRow) => old as unknown as CompanyInfo;

/**
 * Step 2: every row of the sheet checked with the supplier master rules against its supplier's
 * stored data, in slices that let the page paint and show `onProgress` (a 5,000-row sheet).
 */
export async function checkBulkSheet(sheet: MappedSheet, old: readonly BulkSupplierRow[], environmentLevels: ReadonlySet<string>, onProgress: (percent: number) => void): Promise<BulkCheck> {
  // Without the supplier's number no row can be matched: the sheet is wrong as a whole, with
  // no rows to count (named by its header in the user's language, as the template has it).
  if (sheet.missing.includes('supplierNoScp')) {
    const sheetProblem = { field: 'supplierNoScp', key: MISSING_COLUMN, params: { col: i18n.t(BULK_COLUMNS.find((c) => c.field === 'supplierNoScp')!.label) } };
    return { report: { rows: [], sheet: [sheetProblem], failedRows: 0, leftOut: 0, ok: false }, changes: [], unchanged: 0 };
  }
  const byNo = new Map(old.map((r) => [r.supplierNoScp, r]));
  const seen = new Set<string>();
  const rows: ImportReport['rows'] = [];
  const changes: BulkChangeRow[] = [];
  let unchanged = 0;
  const slice = 250;
  // The sheet holds the whole data: a blank cell under a column it has clears the field (a
  // required one is then reported), it does not mean "keep".
  const blank = Object.fromEntries(BULK_SUPPLIER_FIELDS.filter((f) => !sheet.missing.includes(f)).map((f) => [f, '']));
  for (let i = 0; i < sheet.rows.length; i++) {
    const cells = { ...blank, ...sheet.rows[i] };
    const row = sheet.sheetRows[i];
    const no = cells.supplierNoScp === undefined ? '' : String(cells.supplierNoScp).trim();
    const stored = byNo.get(no);
    const values = bulkValuesOf(cells);
    const issues = !no
      ? [issue(VK.importRequired, 'supplierNoScp')]
      : !stored
        ? [issue(VK.supplierScpNotFound, 'supplierNoScp')]
        : seen.has(no)
          ? [issue(VK.duplicateSupplier, 'supplierNoScp')]
          : bulkSupplierIssues(values, { current: recordOf(stored), status: stored.status, stage: stored.stage, missingReviewAttachments: stored.missingReviewAttachments, environmentLevels });
    seen.add(no);
    rows.push({ row, problems: problemsOf(issues, row, sheet) });
    if (stored && issues.length === 0) {
      // A text cell is compared as typed, a cell Excel made a number as that number.
      const changed = bulkChangedValues(values, recordOf(stored), bulkNumberCells(cells));
      if (Object.keys(changed).length) changes.push({ row, supplierNoScp: no, old: stored, changed });
      else unchanged++;
    }
    if ((i + 1) % slice === 0) {
      onProgress(Math.round(((i + 1) / sheet.rows.length) * 100));
      await nextFrame();
    }
  }
  onProgress(100);
  const failedRows = failedCount(rows);
  const problems = sheet.rows.length === 0 ? [{ key: NO_ROWS }] : [];
  return { report: { rows, sheet: problems, failedRows, leftOut: 0, ok: failedRows === 0 && problems.length === 0 }, changes, unchanged };
}
