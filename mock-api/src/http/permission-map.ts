import { permissionMapOfRoles, type PermissionMap } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import { internalUsers, roles, supplierAccounts } from '../store/collections';

/**
 * The permission map of an internal account, from the roles its internal-user record holds
 * (spec section 6): never a copy kept beside the roles, so a saved role or a changed role
 * assignment shows at the account's next call. A deactivated account or one without a record
 * holds nothing. Supplier accounts keep theirs (the fixed map applies anyway).
 */
export function derivedPermissionMap(account: AccountRecord): PermissionMap {
  if (account.kind !== 'internal') return account.permissionMap;
  const user = internalUsers.all().find((u) => u.account === account.account);
  const held = user?.status === 'ACTIVE' ? user.roles : [];
  return permissionMapOfRoles(roles.all().filter((r) => held.includes(r.roleCode)));
}

/** An account an administrator (or its supplier) deactivated: it can neither sign in nor call. */
export function isDeactivated(account: AccountRecord): boolean {
  const record = account.kind === 'internal'
    ? internalUsers.all().find((u) => u.account === account.account)
    : supplierAccounts.all().find((a) => a.account === account.account);
  return record?.status === 'INACTIVE';
}
