import type { Supplier } from 'shared-ui/contract';
import { activeRolesOf, companyOfOrg } from '../http/scope';
import type { AccountRecord } from '../seed/accounts';
import { suppliers } from '../store/collections';

/**
 * Which suppliers a staff member reads (spec section 6: internal roles carry company and
 * purchasing-org scopes). The one rule of every staff read of suppliers: the list and its
 * exports, the contacts, a record and its parts (last approved version, history, audits, payment
 * sub-ranges), the relation log; through the record's GET, its timeline and conversation and who
 * is told of a message there (activity/documents.ts, readsDocument).
 * - A supplier in purchasing orgs: staff whose active roles cover one of them (admin and viewer
 *   cover all). A role scoped by company alone (no purchasing org: finance) covers the orgs of
 *   its companies.
 * - A supplier in no purchasing org yet (a registration, a record saved without purchasing data):
 *   every staff member holding the permission, so purchasing can take it on.
 * A supplier out of scope is no such record (404), as another org's PO or inquiry.
 */
export function supplierScope(account: AccountRecord): (supplier: Supplier | undefined) => supplier is Supplier {
  const roles = activeRolesOf(account);
  const orgs = new Set(roles.flatMap((r) => r.purchasingOrgList));
  const companies = new Set(roles.filter((r) => r.purchasingOrgList.length === 0).flatMap((r) => r.companyCodeList));
  const companyOf = companyOfOrg();
  const covers = (org: string) => orgs.has(org) || companies.has(companyOf.get(org) ?? '');
  return (supplier): supplier is Supplier => {
    if (!supplier) return false;
    const own = supplier.purchaseData.purchaseOrgList.map((o) => o.purchasingOrgCode);
    return own.length === 0 || own.some(covers);
  };
}

/** The suppliers this staff member reads, as stored. */
export const readableSuppliers = (account: AccountRecord): Supplier[] => suppliers.all().filter(supplierScope(account));
