import type { PermissionAction, PermissionObject } from 'shared-ui/session/permissions';
import { requireInternal, requireSupplier, requireUser, type Caller, type SupplierCaller } from '../http/guards';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail } from '../http/respond';
import { suppliers } from '../store/collections';
import type { Supplier } from 'shared-ui/contract';
import { idOf } from './list';
import { catchUpRestore } from './restore';

// Every supplier call first catches up on the automatic restore (business clock), then guards.

/** An internal caller holding `action` on `object` (a supplier token 403, as requireInternal). */
export function internalSupplierCaller(request: Request, object: PermissionObject, action: PermissionAction): Caller {
  catchUpRestore();
  return requireInternal(request, object, action);
}

/** A supplier user (its own supplier only). */
export function ownSupplierCaller(request: Request): SupplierCaller {
  catchUpRestore();
  return requireSupplier(request);
}

/** Any signed-in internal user (the sign-off stand-in). */
export function anyInternalCaller(request: Request): Caller {
  catchUpRestore();
  const caller = requireUser(request);
  if ('response' in caller || caller.account.kind === 'internal') return caller;
  return { response: fail(403, [say(request, MSG.forbidden)]) };
}

/** The supplier of the path's id, or the 404 to answer. */
export function supplierOf(request: Request, rawId: string): { supplier: Supplier } | { response: Response } {
  const supplier = suppliers.get(idOf(rawId));
  return supplier ? { supplier } : { response: fail(404, [say(request, MSG.notFound)]) };
}
