import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canUseMode, notify, useNavigate, useSession, type DetailMode, type PermissionObject } from 'shared-ui';
import { PERMISSION_WARNING_MS } from 'shared-ui/contract';
import { isDetailMode } from './detail-paths';

/**
 * Spec section 6: a mode is open only when its flag fits (create/copy: create, edit: edit, ...).
 * Otherwise the permission warning shows for 2 s and the user goes back to the list.
 */
export function useModeGuard(permission: PermissionObject, mode: string | undefined, listPath: string): mode is DetailMode {
  const { t } = useTranslation('detail');
  const navigate = useNavigate();
  const allowed = useSession((s) => isDetailMode(mode) && canUseMode(s.permissionMap, permission, mode));
  useEffect(() => {
    if (allowed) return;
    notify({ severity: 'warning', message: t('common:errors.noPermission'), durationMs: PERMISSION_WARNING_MS });
    void navigate(listPath, { replace: true });
  }, [allowed, listPath, navigate, t]);
  return allowed;
}
