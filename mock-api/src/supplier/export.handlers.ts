import { http } from 'msw';
import type { Supplier } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { allMatches, searchBody } from '../http/search';
import { writeSheet, writeWorkbook, xlsxAnswer } from '../http/xlsx';
import { suppliers } from '../store/collections';
import { batchSheets } from './export';
import { internalSupplierCaller } from './guards';
import { SUPPLIER_SEARCH, SUPPLIER_SHEET_COLUMNS, supplierRows, withoutServiceItems } from './list';
import { asSeenBy } from './view';

/** The supplier list's Excel exports (SUPPLIER_BASIC view), the body as the list's search. */
export const supplierExportHandlers = [
  /** The list as an .xlsx, every matching supplier one row (`suppliers.xlsx`). */
  http.post('*/api/a/supplier/search/xls', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'view'), async ({ request }) => {
    const rows = allMatches(request, supplierRows(), await searchBody(request), SUPPLIER_SEARCH);
    if (rows instanceof Response) return rows;
    const sheet = rows.map(withoutServiceItems).map((row) => SUPPLIER_SHEET_COLUMNS.map((column) => row[column]));
    return xlsxAnswer(await writeSheet('Suppliers', SUPPLIER_SHEET_COLUMNS, sheet), 'suppliers.xlsx');
  })),

  /**
   * The matching suppliers' master data (`suppliers-batch.xlsx`): sheets Suppliers, Contacts,
   * Bank accounts, Service items; parts the caller may not see (purchase data) stay empty.
   */
  http.post('*/api/a/supplier/search/batch/xls', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'view'), async ({ request, caller }) => {
    const rows = allMatches(request, supplierRows(), await searchBody(request), SUPPLIER_SEARCH);
    if (rows instanceof Response) return rows;
    const records = rows.map((r) => suppliers.get(r.id)).filter((s): s is Supplier => Boolean(s)).map((s) => asSeenBy(s, caller.account.permissionMap));
    return xlsxAnswer(await writeWorkbook(batchSheets(records)), 'suppliers-batch.xlsx');
  })),
];
