import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, PERMISSION_WARNING_MS, useSession } from 'shared-ui';
import { useLocation, useNavigate } from 'shared-ui/routing';
import { canOpenFeature } from './feature-access';
import type { Feature } from './features';

/**
 * Spec section 6: a route the user may not open shows "You do not have this permission" for
 * 2 seconds and the user stays where they were (a typed URL with no page before it goes home).
 */
export function FeatureGuard({ feature, children }: { feature: Feature; children: ReactNode }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const allowed = useSession((s) => canOpenFeature(feature, s));

  useEffect(() => {
    if (allowed) return;
    notify({ severity: 'warning', message: t('errors.noPermission'), durationMs: PERMISSION_WARNING_MS });
    if (location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
    // Decide once per attempt to enter the area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, location.key]);

  return allowed ? <>{children}</> : null;
}
