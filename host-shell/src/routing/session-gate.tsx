import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from 'shared-ui';
import { Outlet } from 'shared-ui/routing';
import { loadProfile } from '../auth/load-profile';
import { gateOf } from './gate-state';
import { LoginPage } from '../login/login.page';
import { PageLoading } from './page-loading';

const TermsDialog = lazy(() => import('../auth/terms-dialog'));

/**
 * Spec section 2's rendering gate: the shell renders only for a signed-in user whose profile
 * is loaded and who has accepted the terms (suppliers and internal users alike, as the
 * host-shell issue asks); everyone else sees the login screen on the same URL.
 */
export function SessionGate() {
  const { t } = useTranslation('login');
  const userToken = useSession((s) => s.userToken);
  const profile = useSession((s) => s.profile);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (userToken && !profile) loadProfile().catch(() => setFailed(true));
  }, [userToken, profile]);

  const gate = gateOf({ userToken, profile });
  if (gate === 'signedOut' || failed) return <LoginPage />;
  if (gate === 'profile') return <PageLoading label={t('login.loadingProfile')} />;
  if (gate === 'terms') {
    return (
      <Suspense fallback={<PageLoading />}>
        <TermsDialog />
      </Suspense>
    );
  }
  return <Outlet />;
}
