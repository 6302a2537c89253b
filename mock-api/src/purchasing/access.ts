import { effectivePermissionMap, type PermissionAction, type PermissionObject } from 'shared-ui/session/permissions';
import { requireInternal, requireSupplier } from '../http/guards';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail } from '../http/respond';
import { scopeOf } from '../http/scope';
import type { AccountRecord } from '../seed/accounts';

/** The two prefixes the purchasing calls answer under: internal users and supplier users. */
export const PREFIXES = ['a', 'su'] as const;
export type Prefix = (typeof PREFIXES)[number];

/**
 * Who reads purchasing data, and so which rows it may see: an internal user the POs of the
 * purchasing orgs of its active roles (admin: all), a supplier user its own supplier's only.
 */
export type Reader =
  | { kind: 'internal'; account: AccountRecord; orgs: ReadonlySet<string> }
  | { kind: 'supplier'; account: AccountRecord; supplierId: number };

/**
 * The caller of `{prefix}/...` holding `action` on `object`, or the 401/403 to answer. Under su/
 * the supplier's fixed permission map decides (spec section 6), under a/ the account's roles.
 */
export function requireReader(request: Request, prefix: Prefix, object: PermissionObject, action: PermissionAction): Reader | { response: Response } {
  if (prefix === 'a') {
    const caller = requireInternal(request, object, action);
    if ('response' in caller) return caller;
    return { kind: 'internal', account: caller.account, orgs: scopeOf(caller.account).purchasingOrgs };
  }
  const caller = requireSupplier(request);
  if ('response' in caller) return caller;
  if (!effectivePermissionMap(caller.account.permissionMap)[object]?.[action]) return { response: fail(403, [say(request, MSG.forbidden)]) };
  return { kind: 'supplier', account: caller.account, supplierId: caller.account.supplierId };
}

/** Whether the reader may see a row of this supplier under this purchasing org. */
export const sees = (reader: Reader, row: { supplierId: number; purchasingOrgCode: string }) =>
  reader.kind === 'supplier' ? row.supplierId === reader.supplierId : reader.orgs.has(row.purchasingOrgCode);

/** A record the reader may not see reads as absent: 404, never 403, so ids cannot be probed. */
export const notFound = (request: Request) => fail(404, [say(request, MSG.notFound)]);

export const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NaN);
