import { http } from 'msw';
import { guarded } from '../http/guarded';
import { requireSupplier } from '../http/guards';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { answerPage, searchBody } from '../http/search';
import { suppliers, supplierAccounts } from '../store/collections';
import { contactRows } from './contacts';
import { internalSupplierCaller, ownSupplierCaller } from './guards';
import { SUPPLIER_SEARCH, supplierRows, withoutServiceItems } from './list';
import { asSeenBy } from './view';

/**
 * The supplier list and reading one record (internal, and a supplier's own). Changes and
 * actions: supplier-master, supplier-actions, supplier-own; exports: supplier-export.
 */
export const supplierReadHandlers = [
  /** The supplier list (spec section 3 filters), rows of SupplierListItem, id DESC by default. */
  http.post('*/api/a/supplier/search', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'view'), async ({ request }) => answerPage(request, supplierRows(), await searchBody(request), SUPPLIER_SEARCH, withoutServiceItems))),

  http.get<{ id: string }>('*/api/a/supplier/:id', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'view'), ({ request, params, caller }) => {
    const supplier = suppliers.get(idOf(params.id));
    return supplier ? ok(asSeenBy(supplier, caller.account.permissionMap)) : notFound(request);
  })),

  /**
   * `a/supplierContact/searchWithSupplier`: contacts across suppliers (who receives POs, the
   * environment survey); keyword over contact and supplier names, e-mail and SCP number; filters
   * `supplierId`, `sendPurchaseOrder`, `sendEnvironmentSurvey`. Sorted by supplier, then contact.
   */
  http.post('*/api/a/supplierContact/searchWithSupplier', guarded(internalSupplierCaller('SUPPLIER_BASIC', 'view'), async ({ request }) => {
    return answerPage(request, contactRows(), await searchBody(request), {
      keywordFields: ['name', 'email', 'supplierName', 'supplierNoScp'],
      defaultSorts: [{ field: 'supplierId', direction: 'ASC' }, { field: 'id', direction: 'ASC' }],
    });
  })),

  /** A supplier user's own record. */
  http.get('*/api/su/supplier/me', guarded(ownSupplierCaller, ({ request, caller }) => {
    const supplier = suppliers.get(caller.account.supplierId);
    return supplier ? ok(asSeenBy(supplier, caller.account.permissionMap)) : notFound(request);
  })),

  /** By id, for a supplier user: its own id only; any other id is "no such record" (never 200). */
  http.get<{ id: string }>('*/api/su/supplier/:id', guarded(ownSupplierCaller, ({ request, params, caller }) => {
    const id = idOf(params.id);
    const supplier = id === caller.account.supplierId ? suppliers.get(id) : undefined;
    return supplier ? ok(asSeenBy(supplier, caller.account.permissionMap)) : notFound(request);
  })),

  /**
   * The supplier's own sub-accounts, paged. The caller's supplier is forced over any
   * `supplierId` filter sent, so no filter can reach another supplier's rows.
   */
  http.post('*/api/su/supplierUser/search', guarded(requireSupplier, async ({ request, caller }) => {
    const body: unknown = await request.json().catch(() => ({}));
    const own = supplierAccounts.all().filter((a) => a.supplierId === caller.account.supplierId);
    const scoped = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, supplierId: undefined } : body;
    return answerPage(request, own, scoped, { keywordFields: ['account', 'name', 'email'] });
  })),
];
