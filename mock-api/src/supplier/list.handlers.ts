import type { Supplier } from 'shared-ui/contract';
import { searchCalls } from '../http/search-calls';
import { localSheet } from '../http/xlsx';
import { suppliers } from '../store/collections';
import { batchSheets, SUPPLIERS_SHEET } from './export';
import { internalSupplierCaller } from './guards';
import { SUPPLIER_SEARCH, SUPPLIER_SHEET_COLUMNS, supplierRows, withoutServiceItems } from './list';
import { readableSuppliers } from './scope';
import { asSeenBy } from './view';

/**
 * The supplier list (SUPPLIER_BASIC view, spec section 3 filters): a page of SupplierListItem, id
 * DESC by default; `search/xls` the list as `suppliers.xlsx`, one row per supplier; `search/batch/xls`
 * the matching suppliers' master data, a sheet per part (parts the caller may not see stay empty).
 * Both in the request's language: headers as the screens, statuses and codes by their names.
 * The suppliers of the caller's scope only (scope.ts), as their records.
 */
export const supplierListHandlers = searchCalls({
  path: '*/api/a/supplier/search',
  guard: internalSupplierCaller('SUPPLIER_BASIC', 'view'),
  rows: (caller) => supplierRows(readableSuppliers(caller.account)),
  spec: SUPPLIER_SEARCH,
  item: withoutServiceItems,
  exports: [
    { path: '*/api/a/supplier/search/xls', file: 'suppliers.xlsx', sheets: (rows, _caller, lang) => [localSheet(lang, SUPPLIERS_SHEET, SUPPLIER_SHEET_COLUMNS, rows)] },
    {
      path: '*/api/a/supplier/search/batch/xls',
      file: 'suppliers-batch.xlsx',
      sheets: (rows, caller, lang) =>
        batchSheets(rows.map((r) => suppliers.get(r.id)).filter((s): s is Supplier => Boolean(s)).map((s) => asSeenBy(s, caller.account.permissionMap)), lang),
    },
  ],
});
