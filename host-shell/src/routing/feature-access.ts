import type { PermissionMap, UserProfile } from 'shared-ui';
import { MENU_GROUPS, type Feature, type MenuGroup } from './features';

type Access = { permissionMap: PermissionMap; profile: Pick<UserProfile, 'functionDisable' | 'itStaff'> | null };

const groupOf = (feature: Feature) => MENU_GROUPS.find((g) => g.features.includes(feature));

/**
 * Spec sections 2 and 6: an area is open with view permission on its object, unless the server
 * disabled its group (`functionDisable`) or it is for IT staff only. The menu and the route
 * guard both ask this.
 */
export function canOpenFeature(feature: Feature, { permissionMap, profile }: Access): boolean {
  const disabledBy = groupOf(feature)?.disabledBy;
  if (disabledBy && profile?.functionDisable.includes(disabledBy)) return false;
  if (feature.itStaffOnly && !profile?.itStaff) return false;
  return Boolean(permissionMap[feature.object]?.view);
}

/** The menu groups in spec order, each with the entries the user may open; empty groups dropped. */
export function visibleMenu(access: Access): MenuGroup[] {
  return MENU_GROUPS.map((g) => ({ ...g, features: g.features.filter((f) => canOpenFeature(f, access)) })).filter((g) => g.features.length > 0);
}
