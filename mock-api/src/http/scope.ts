import type { Role } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import { internalUsers, roles } from '../store/collections';

export interface Scope {
  companies: Set<string>;
  purchasingOrgs: Set<string>;
}

/** The active roles an internal account holds (its internal-user record says which); none without a record. */
export function activeRolesOf(account: AccountRecord): Role[] {
  const held = internalUsers.all().find((u) => u.account === account.account && u.status === 'ACTIVE')?.roles ?? [];
  return roles.all().filter((r) => r.status === 'ACTIVE' && held.includes(r.roleCode));
}

/**
 * The company and purchasing-org scope of an internal account: the union over its active roles
 * (the internal-user record says which roles it holds). No record or no active role: no scope.
 */
export function scopeOf(account: AccountRecord): Scope {
  const active = activeRolesOf(account);
  return {
    companies: new Set(active.flatMap((r) => r.companyCodeList)),
    purchasingOrgs: new Set(active.flatMap((r) => r.purchasingOrgList)),
  };
}
