import { effectivePermissionMap, type PermissionAction, type PermissionObject } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import { bearerToken, findSession, requireUser, SIGNUP_ACCOUNT, type Caller } from './auth-guard';
import type { Guard, Refusal } from './guarded';
import { say } from './locale';
import { MSG } from './messages';
import { fail } from './respond';

export { requireUser, type Caller } from './auth-guard';

const forbidden = (request: Request) => ({ response: fail(403, [say(request, MSG.forbidden)]) });

/** Any signed-in internal user, whatever it holds (a supplier's token: 403). */
export function requireInternalUser(request: Request): Caller | Refusal {
  const caller = requireUser(request);
  if ('response' in caller || caller.account.kind === 'internal') return caller;
  return forbidden(request);
}

/**
 * An internal user holding `action` on `object`, or the 401 (no valid user token) / 403 to answer.
 * The flags come from effectivePermissionMap, the same map the portal shows: an internal user
 * without view on SUPPLIER_BASIC is treated as a supplier there (spec section 6), so here too.
 */
export function requireInternal(request: Request, object: PermissionObject, action: PermissionAction): Caller | Refusal {
  const caller = requireInternalUser(request);
  if ('response' in caller) return caller;
  if (!effectivePermissionMap(caller.account.permissionMap)[object]?.[action]) return forbidden(request);
  return caller;
}

/** The guard of an a/ call: internal users holding `action` on `object`. */
export const internalHolding = (object: PermissionObject, action: PermissionAction): Guard<Caller> => (request) => requireInternal(request, object, action);

export interface SupplierCaller {
  account: AccountRecord & { supplierId: number };
}

/** A supplier user (with its supplier's id, for object-level checks), or the 401/403 to answer. */
export function requireSupplier(request: Request): SupplierCaller | Refusal {
  const caller = requireUser(request);
  if ('response' in caller) return caller;
  const { account } = caller;
  if (account.kind !== 'supplier' || account.supplierId === null) return forbidden(request);
  return { account: account as AccountRecord & { supplierId: number } };
}

/** A general token's caller; the sign-up's visitor with its visit (its uploads are the visit's). */
export interface GeneralCaller {
  account: string;
  visit?: string;
}

/** The public signup calls (ss/): any valid general token, e.g. from `GET auth/supplierSignup`. */
export function requireGeneralToken(request: Request): GeneralCaller | Refusal {
  const session = findSession(bearerToken(request), 'general');
  if (!session) return { response: fail(401, [say(request, MSG.unauthorized)]) };
  return { account: session.account, ...(session.account === SIGNUP_ACCOUNT && session.signIn ? { visit: session.signIn } : {}) };
}
