import { searchCalls } from '../http/search-calls';
import { contactRows } from './contacts';
import { internalSupplierCaller } from './guards';

/**
 * `a/supplierContact/searchWithSupplier` (SUPPLIER_BASIC view): contacts across suppliers (who
 * receives POs, the environment survey); keyword over contact and supplier names, e-mail and SCP
 * number; filters `supplierId`, `sendPurchaseOrder`, `sendEnvironmentSurvey`. Sorted by supplier, then contact.
 */
export const supplierContactHandlers = searchCalls({
  path: '*/api/a/supplierContact/searchWithSupplier',
  guard: internalSupplierCaller('SUPPLIER_BASIC', 'view'),
  rows: contactRows,
  spec: {
    keywordFields: ['name', 'email', 'supplierName', 'supplierNoScp'],
    defaultSorts: [{ field: 'supplierId', direction: 'ASC' }, { field: 'id', direction: 'ASC' }],
  },
});
