import type { ReactNode } from 'react';
import type { PermissionAction, PermissionObject } from './permissions';
import { useSession } from './session-store';

/** True when the signed-in user holds `action` on `object`; re-renders when the profile changes. */
export function useCan(object: PermissionObject, action: PermissionAction = 'view'): boolean {
  return useSession((s) => Boolean(s.permissionMap[object]?.[action]));
}

/** Renders its children only for users holding the permission. */
export function Can(props: { object: PermissionObject; action?: PermissionAction; children: ReactNode; fallback?: ReactNode }) {
  const allowed = useCan(props.object, props.action ?? 'view');
  return <>{allowed ? props.children : (props.fallback ?? null)}</>;
}
