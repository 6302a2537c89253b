import type { PermissionMap } from './permissions';

/** Spec section 6's two user kinds: internal users (server prefix a/) and supplier users (su/). */
export type UserKind = 'internal' | 'supplier';

/** `GET g/me` (spec section 3, User profile). */
export interface UserProfile {
  fullName: string;
  account: string;
  /**
   * What the account is, as the server knows it. Not the same as being "treated as a supplier"
   * (spec section 6: no view on SUPPLIER_BASIC, which decides the menus and pages): an internal
   * account without roles yet is shown the supplier's map, yet its own calls (accepting the
   * terms) are the internal ones, which the server answers for an internal account only. Not in
   * the spec's profile: a backend may leave it out, and the portal then follows the spec's rule.
   */
  userKind?: UserKind;
  acceptTerm: boolean;
  permissionMap: PermissionMap;
  /** Functions the server switched off, e.g. `INQUIRY`. */
  functionDisable: string[];
  /** IT staff may use the all-supplier upload. */
  itStaff?: boolean;
}
