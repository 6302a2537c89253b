import { requireSupplier } from '../http/guards';
import { searchCalls } from '../http/search-calls';
import { supplierAccounts } from '../store/collections';

/**
 * `su/supplierUser/search`: the supplier's own sub-accounts, paged. The caller's supplier is forced
 * over any `supplierId` filter sent, so no filter can reach another supplier's rows.
 */
export const subAccountHandlers = searchCalls({
  path: '*/api/su/supplierUser/search',
  guard: requireSupplier,
  rows: (caller) => supplierAccounts.all().filter((a) => a.supplierId === caller.account.supplierId),
  spec: { keywordFields: ['account', 'name', 'email'] },
  scope: (_caller, body) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, supplierId: undefined } : body),
});
