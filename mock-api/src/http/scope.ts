import type { AccountRecord } from '../seed/accounts';
import { internalUsers, roles } from '../store/collections';

export interface Scope {
  companies: Set<string>;
  purchasingOrgs: Set<string>;
}

/**
 * The company and purchasing-org scope of an internal account: the union over its active roles
 * (the internal-user record says which roles it holds). No record or no active role: no scope.
 */
export function scopeOf(account: AccountRecord): Scope {
  const held = internalUsers.all().find((u) => u.account === account.account && u.status === 'ACTIVE')?.roles ?? [];
  const active = roles.all().filter((r) => r.status === 'ACTIVE' && held.includes(r.roleCode));
  return {
    companies: new Set(active.flatMap((r) => r.companyCodeList)),
    purchasingOrgs: new Set(active.flatMap((r) => r.purchasingOrgList)),
  };
}
