import { http } from 'msw';
import { guarded } from '../http/guarded';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { suppliers } from '../store/collections';
import { internalSupplierCaller, ownRecord, ownSupplierCaller, staffSupplierOf } from './guards';
import { asSeenBy } from './view';

/** One supplier's record as the caller may see it: internal users those of their scope (scope.ts), a supplier user its own. */
export const supplierRecordHandlers = [
  http.get<{ id: string }>(
    '*/api/a/supplier/:id',
    guarded(internalSupplierCaller('SUPPLIER_BASIC', 'view'), ({ request, params, caller }) => {
      const found = staffSupplierOf(request, params.id, caller);
      return 'response' in found ? found.response : ok(asSeenBy(found.supplier, caller.account.permissionMap));
    }),
  ),

  /** A supplier user's own record. */
  http.get('*/api/su/supplier/me', guarded(ownRecord, ({ caller }) => ok(asSeenBy(caller.supplier, caller.account.permissionMap)))),

  /** By id, for a supplier user: its own id only; any other id is "no such record" (never 200). */
  http.get<{ id: string }>(
    '*/api/su/supplier/:id',
    guarded(ownSupplierCaller, ({ request, params, caller }) => {
      const id = idOf(params.id);
      const supplier = id === caller.account.supplierId ? suppliers.get(id) : undefined;
      return supplier ? ok(asSeenBy(supplier, caller.account.permissionMap)) : notFound(request);
    }),
  ),
];
