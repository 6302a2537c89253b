import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, LOCALES } from 'shared-ui';
import type { ImportRow, ImportRules } from 'shared-ui/contract';
import { silentCallFailure } from 'shared-ui/data';
import { buildImportReport, type ImportReport, type RowLeftOut, type RowValidator } from './import-report';
import { readSheet } from './sheet-io';
import { mapSheetRows, type MappedSheet } from './sheet-rows';

/** One column of an import: where its values go and what it is called. */
export interface ImportColumn {
  field: string;
  /**
   * i18n key of the column's name: the report, the preview and the template show it, and a
   * sheet whose header has it in either language maps to this field.
   */
  label: string;
  /** More header texts that map to this field (an older template's wording). */
  headers?: readonly string[];
}

export interface ExcelImportOptions {
  columns: readonly ImportColumn[];
  rules?: ImportRules;
  validateRow?: RowValidator;
  leftOut?: RowLeftOut;
  headerRow?: number;
  onSubmit(file: File, rows: ImportRow[]): Promise<unknown>;
  onSent(count: number): void;
}

export interface ImportState {
  file: File | null;
  busy: 'reading' | 'sending' | null;
  checked: { sheet: MappedSheet; report: ImportReport } | null;
  unreadable: boolean;
  /** The server's messages after a failed send ([] when it gave none); null before. */
  sendErrors: string[] | null;
}

const EMPTY: ImportState = { file: null, busy: null, checked: null, unreadable: false, sendErrors: null };

/**
 * The steps of an import: choose a file, read and check it in the browser, then send the file
 * with its rows. A failed send keeps the file and its report, so the user can send again.
 */
export function useExcelImport(options: ExcelImportOptions) {
  const { t } = useTranslation('excelImport');
  const [state, setState] = useState<ImportState>(EMPTY);
  // The latest file chosen: a slow read of an earlier one must not overwrite its result.
  const latest = useRef<File | null>(null);

  async function choose(file: File) {
    latest.current = file;
    setState({ ...EMPTY, file, busy: 'reading' });
    try {
      const sheet = mapSheetRows(await readSheet(file, { headerRow: options.headerRow }), options.columns.map((c) => ({ field: c.field, headers: headersOf(c) })));
      const labels = Object.fromEntries(options.columns.map((c) => [c.field, t(c.label)]));
      const report = buildImportReport(sheet, { ...options.rules, labels: { ...labels, ...options.rules?.labels } }, options.validateRow, options.leftOut);
      if (latest.current === file) setState({ ...EMPTY, file, checked: { sheet, report } });
    } catch {
      if (latest.current === file) setState({ ...EMPTY, file, unreadable: true });
    }
  }

  async function send() {
    const { file, checked } = state;
    if (!file || !checked?.report.ok || state.busy) return;
    setState((s) => ({ ...s, busy: 'sending', sendErrors: null }));
    try {
      await options.onSubmit(file, checked.sheet.rows);
      setState((s) => ({ ...s, busy: null }));
      options.onSent(checked.sheet.rows.length - checked.report.leftOut);
    } catch (error) {
      setState((s) => ({ ...s, busy: null, sendErrors: silentCallFailure(error) }));
    }
  }

  return { state, choose, send };
}

/** The header texts of a column: its own, then its name in every language of the portal. */
function headersOf(column: ImportColumn): string[] {
  return [...(column.headers ?? []), ...LOCALES.map((locale) => i18n.getFixedT(locale)(column.label))];
}
