import type { PermissionAction, PermissionObject } from '../contract/permissions';
import { useSession } from './session-store';

/** True when the signed-in user holds `action` on `object`; re-renders when the profile changes. */
export function useCan(object: PermissionObject, action: PermissionAction = 'view'): boolean {
  return useSession((s) => Boolean(s.permissionMap[object]?.[action]));
}
