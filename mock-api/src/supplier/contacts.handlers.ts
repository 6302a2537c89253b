import { searchCalls } from '../http/search-calls';
import { contactRows } from './contacts';
import { internalSupplierCaller } from './guards';
import { readableSuppliers } from './scope';

/**
 * `a/supplierContact/searchWithSupplier` (SUPPLIER_BASIC view): contacts across suppliers (who
 * receives POs, the environment survey); keyword over contact and supplier names, e-mail and SCP
 * number; filters `supplierId`, `sendPurchaseOrder`, `sendEnvironmentSurvey`. Sorted by supplier, then contact.
 * The suppliers of the caller's scope only, as the supplier list.
 */
export const supplierContactHandlers = searchCalls({
  path: '*/api/a/supplierContact/searchWithSupplier',
  guard: internalSupplierCaller('SUPPLIER_BASIC', 'view'),
  rows: (caller) => contactRows(readableSuppliers(caller.account)),
  spec: {
    keywordFields: ['name', 'email', 'supplierName', 'supplierNoScp'],
    defaultSorts: [{ field: 'supplierId', direction: 'ASC' }, { field: 'id', direction: 'ASC' }],
  },
});
