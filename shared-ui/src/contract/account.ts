import type { PermissionFlags, PermissionObject } from './permissions';
import type { Code, Id } from './scalars';


/** Role and account status: the spec says "status (active)"; the portal spells both values. */
export type ActiveStatus = 'ACTIVE' | 'INACTIVE';

/** One line of a role's permission list: an object with its four flags. */
export interface RolePermission extends PermissionFlags {
  object: PermissionObject;
}

export interface Role {
  id?: Id;
  roleCode: string;
  roleDesc: string;
  status: ActiveStatus;
  companyCodeList: Code[];
  purchasingOrgList: Code[];
  permissionList: RolePermission[];
}

export interface RoleFilter {
  roleCode?: string;
  status?: ActiveStatus;
}

export interface InternalAccount {
  id?: Id;
  account: string;
  name: string;
  department: Code;
  email: string;
  status: ActiveStatus;
  /** Role codes assigned; the detail screen lists the rest as unassigned. */
  roles: string[];
  unassignedRoles?: string[];
  /** Answered by the server: the sign-in is locked after five failed logins (an administrator may unlock it). */
  locked?: boolean;
}

export interface InternalAccountFilter {
  account?: string;
  name?: string;
  department?: Code;
}

/** A supplier's own sub-account (spec section 3, "Supplier account"). */
export interface SupplierAccount {
  id?: Id;
  supplierId: Id;
  account: string;
  name: string;
  email: string;
  phone?: string;
  status: ActiveStatus;
  /** Answered by the server: the supplier's applicant account, which is never deleted or deactivated. */
  applicant?: boolean;
  /** Answered under a/ only: the supplier's name, for the internal list. */
  supplierName?: string;
}

export interface SupplierAccountFilter {
  account?: string;
  name?: string;
  status?: ActiveStatus;
  /** a/ only: the suppliers picked (a supplier user's rows are its own whatever it sends). */
  supplierIds?: Id[];
}

/** The purchasing control of one purchasing org: who buys and sources, on which terms. */
export interface PurchasingControl {
  purchasingOrgCode: Code;
  buyer?: string;
  sourcer?: string;
  incotermCode?: Code;
  /** The order currency in this purchasing org: a trading currency of the supplier. */
  currencyCode: Code;
  /** The supplier's contact for this purchasing org (the Brazil contact upload fills it). */
  contactName?: string;
  contactEmail?: string;
}
