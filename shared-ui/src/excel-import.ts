// shared-ui/excel-import: Excel import checked in the browser (a row-by-row report, a preview,
// then send) and the sheet helpers remotes build templates with. Its own entry; exceljs itself is
// a further chunk, fetched when a sheet is first read or written, never with the login page.
import { registerNamespace } from 'shared-ui';
import 'shared-ui/components'; // the `validation` texts of the contract's import rules
import en from './i18n/locales/en-US/excel-import.json';
import zh from './i18n/locales/zh-TW/excel-import.json';

registerNamespace('excelImport', { 'zh-TW': zh, 'en-US': en });

export { ExcelImportDialog, type ExcelImportDialogProps } from './excel-import/excel-import-dialog';
export { type ImportColumn } from './excel-import/use-excel-import';
export { buildImportReport, MISSING_COLUMN, NO_ROWS, type ImportProblem, type ImportReport, type ImportReportRow, type RowLeftOut, type RowValidator } from './excel-import/import-report';
export { readSheet, writeSheet, XLSX_TYPE } from './excel-import/sheet-io';
export { ImportReportTable } from './excel-import/import-tables';
export { cellValue, mapSheetRows, type MappedSheet, type SheetCell, type SheetData } from './excel-import/sheet-rows';
