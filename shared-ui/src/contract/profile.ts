import type { PermissionMap } from './permissions';

/** `GET g/me` (spec section 3, User profile). */
export interface UserProfile {
  fullName: string;
  account: string;
  acceptTerm: boolean;
  permissionMap: PermissionMap;
  /** Functions the server switched off, e.g. `INQUIRY`. */
  functionDisable: string[];
  /** IT staff may use the all-supplier upload. */
  itStaff?: boolean;
}
