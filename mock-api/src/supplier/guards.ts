import type { Supplier } from 'shared-ui/contract';
import type { PermissionAction, PermissionObject } from 'shared-ui/contract';
import type { Guard, Refusal } from '../http/guarded';
import { requireInternal, requireInternalUser, requireSupplier, type Caller, type SupplierCaller } from '../http/guards';
import { idOf, notFound } from '../http/record';
import { suppliers } from '../store/collections';
import { catchUpRestore } from './restore';
import { supplierScope } from './scope';

// Every supplier call first catches up on the automatic restore (business clock), then guards.

/** Internal callers holding `action` on `object` (a supplier token 403, as requireInternal). */
export const internalSupplierCaller =
  (object: PermissionObject, action: PermissionAction): Guard<Caller> =>
  (request) => {
    catchUpRestore();
    return requireInternal(request, object, action);
  };

/** A supplier user (its own supplier only). */
export const ownSupplierCaller: Guard<SupplierCaller> = (request) => {
  catchUpRestore();
  return requireSupplier(request);
};

/** The supplier user and its own supplier's record (401/403, 404 when the record is gone). */
export const ownRecord: Guard<SupplierCaller & { supplier: Supplier }> = (request) => {
  const caller = ownSupplierCaller(request);
  if ('response' in caller) return caller;
  const supplier = suppliers.get(caller.account.supplierId);
  return supplier ? { ...caller, supplier } : { response: notFound(request) };
};

/** Any signed-in internal user (the sign-off stand-in). */
export const anyInternalCaller: Guard<Caller> = (request) => {
  catchUpRestore();
  return requireInternalUser(request);
};

/** The supplier of the path's id, whoever asks (the sign-off's stand-in), or the 404 to answer. */
export function supplierOf(request: Request, rawId: string): { supplier: Supplier } | Refusal {
  const supplier = suppliers.get(idOf(rawId));
  return supplier ? { supplier } : { response: notFound(request) };
}

/** The supplier of the path's id if this staff member reads it (supplierScope), else the 404: to read or change it. */
export function staffSupplierOf(request: Request, rawId: string, caller: Caller): { supplier: Supplier } | Refusal {
  const supplier = suppliers.get(idOf(rawId));
  return supplierScope(caller.account)(supplier) ? { supplier } : { response: notFound(request) };
}
