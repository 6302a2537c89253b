import type { Role } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import { internalUsers, roles } from '../store/collections';
import { db } from '../store/db';

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

/** The company of each purchasing org, as the org list names it. */
export const companyOfOrg = () => new Map((db.state.reference.options.purchasingOrgs ?? []).map((o) => [o.code, o.companyCode]));

/**
 * The companies an internal account's active roles cover: each role's companies, and the company
 * of each of its purchasing orgs (admin and viewer list every company). No active role: none.
 */
export function companiesCoveredBy(account: AccountRecord): Set<string> {
  const companyOf = companyOfOrg();
  return new Set(
    activeRolesOf(account).flatMap((r) => [...r.companyCodeList, ...r.purchasingOrgList.flatMap((org) => companyOf.get(org) ?? [])]),
  );
}
