import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPageOnExpiry, useSession } from 'shared-ui';
import { Outlet } from 'shared-ui/routing';
import { loadProfile } from '../auth/load-profile';
import { gateOf } from './gate-state';
import { LoginPage } from '../login/login.page';
import { PageLoading } from './page-loading';

const TermsDialog = lazy(() => import('../auth/terms-dialog'));
const loadExpiredDialog = () => import('../login/session-expired-dialog');
const SessionExpiredDialog = lazy(loadExpiredDialog);

/**
 * Spec section 2's rendering gate: the shell renders only for a signed-in user whose profile
 * is loaded and who has accepted the terms (suppliers and internal users alike, as the
 * host-shell issue asks); everyone else sees the login screen on the same URL. A session the
 * server ends (a 401) while the shell is on screen keeps it, inert behind the dialog that signs
 * its user in again: the same elements, so nothing typed there is lost.
 */
export function SessionGate() {
  const { t } = useTranslation('login');
  const userToken = useSession((s) => s.userToken);
  const profile = useSession((s) => s.profile);
  const expired = useSession((s) => s.expired);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (userToken && !profile) loadProfile().catch(() => setFailed(true));
  }, [userToken, profile]);

  useEffect(() => keepPageOnExpiry(() => gateOf(useSession.getState()) === 'shell'), []);

  const gate = gateOf({ userToken, profile, expired });
  // Its code is there before it is needed: a session ends when the network may be failing too.
  useEffect(() => {
    if (gate === 'shell') void loadExpiredDialog().catch(() => undefined);
  }, [gate]);
  if (gate === 'signedOut' || failed) return <LoginPage />;
  if (gate === 'profile') return <PageLoading label={t('login.loadingProfile')} />;
  if (gate === 'terms') {
    return (
      <Suspense fallback={<PageLoading />}>
        <TermsDialog />
      </Suspense>
    );
  }
  return (
    <>
      <div inert={gate === 'expired'} style={{ display: 'contents' }}>
        <Outlet />
      </div>
      {gate === 'expired' && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
    </>
  );
}
