import { effectivePermissionMap, type PermissionAction, type PermissionObject } from 'shared-ui/session/permissions';
import type { AccountRecord } from '../seed/accounts';
import type { Guard } from './guarded';
import { requireInternal, requireSupplier } from './guards';
import { say } from './locale';
import { MSG } from './messages';
import { fail } from './respond';
import { scopeOf } from './scope';

/** The two prefixes a domain's list calls answer under: internal users and supplier users. */
export const PREFIXES = ['a', 'su'] as const;
export type Prefix = (typeof PREFIXES)[number];

/**
 * Who reads a domain's records, and so which rows it may see: an internal user those of the
 * purchasing orgs of its active roles (admin: all), a supplier user its own supplier's only.
 */
export type Reader =
  | { kind: 'internal'; account: AccountRecord; orgs: ReadonlySet<string> }
  | { kind: 'supplier'; account: AccountRecord; supplierId: number };

/**
 * The callers of `{prefix}/...` holding `action` on `object`. Under su/ the supplier's fixed
 * permission map decides (spec section 6), under a/ the account's roles.
 */
export function readerHolding(prefix: Prefix, object: PermissionObject, action: PermissionAction): Guard<Reader> {
  return (request) => {
    if (prefix === 'a') {
      const caller = requireInternal(request, object, action);
      if ('response' in caller) return caller;
      return { kind: 'internal', account: caller.account, orgs: scopeOf(caller.account).purchasingOrgs };
    }
    const caller = requireSupplier(request);
    if ('response' in caller) return caller;
    if (!effectivePermissionMap(caller.account.permissionMap)[object]?.[action]) return { response: fail(403, [say(request, MSG.forbidden)]) };
    return { kind: 'supplier', account: caller.account, supplierId: caller.account.supplierId };
  };
}

/** Whether the reader may see a row of this supplier under this purchasing org. */
export const sees = (reader: Reader, row: { supplierId: number; purchasingOrgCode: string }) =>
  reader.kind === 'supplier' ? row.supplierId === reader.supplierId : reader.orgs.has(row.purchasingOrgCode);

/**
 * The search body as the reader may send it: a supplier's `supplierIds` (or `supplierId`) filter
 * is dropped, its rows are its own supplier's whatever it sends (the rows given are already its own).
 */
export function forReader(reader: Reader, body: unknown): unknown {
  if (reader.kind !== 'supplier' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { supplierIds: _ids, supplierId: _id, ...rest } = body as Record<string, unknown>;
  return rest;
}
