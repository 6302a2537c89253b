import type { PermissionMap, UserProfile } from 'shared-ui';
import { MENU_GROUPS, type MenuGroup } from './features';

/**
 * Spec section 2: an entry shows only with view permission on its object, a group only when a
 * child is visible; a group disabled by the server (`functionDisable`) is hidden.
 */
export function visibleMenu(map: PermissionMap, profile: Pick<UserProfile, 'functionDisable' | 'itStaff'>): MenuGroup[] {
  return MENU_GROUPS.filter((g) => !(g.disabledBy && profile.functionDisable.includes(g.disabledBy)))
    .map((g) => ({
      ...g,
      features: g.features.filter((f) => map[f.object]?.view && (!f.itStaffOnly || profile.itStaff)),
    }))
    .filter((g) => g.features.length > 0);
}
