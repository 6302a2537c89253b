import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canUseMode, notify, useSession, type DetailMode, type PermissionObject } from 'shared-ui';
import { PERMISSION_WARNING_MS } from 'shared-ui/contract';
import { isDetailMode } from './detail-paths';
import type { DetailPlace } from './detail-place';

type Verdict = 'open' | 'readOnly' | 'refused';

/**
 * A mode is open only when the declaration offers it and the user's flag fits (spec section 6:
 * create/copy need create, edit needs edit...). A mode the record does not have (editing a PO,
 * which comes from the ERP) shows the record read-only instead, or the list when there is no
 * record; a missing flag or an unknown mode shows the permission warning for 2 s and the list.
 */
export function useModeGuard(permission: PermissionObject, offered: readonly DetailMode[], place: DetailPlace): place is DetailPlace & { mode: DetailMode } {
  const { t } = useTranslation('detail');
  const { mode } = place;
  const verdict = useSession((s): Verdict => {
    if (!isDetailMode(mode) || !canUseMode(s.permissionMap, permission, mode)) return 'refused';
    return offered.includes(mode) ? 'open' : 'readOnly';
  });
  useEffect(() => {
    if (verdict === 'open') return;
    if (verdict === 'refused') notify({ severity: 'warning', message: t('common:errors.noPermission'), durationMs: PERMISSION_WARNING_MS });
    place.refuse(verdict === 'readOnly');
  }, [verdict, place, t]);
  return verdict === 'open';
}
