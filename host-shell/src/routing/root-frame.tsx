import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'shared-ui/routing';
import { PageAnnouncer } from '../a11y/page-announcer';
import { LoginNavigationProvider, type LoginNavigation } from '../login/login-navigation';

/**
 * Around every route, public or signed in: the page's title and its announcement on each move,
 * and the router as the login screen's navigation.
 */
export function RootFrame() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<LoginNavigation>(() => ({ here: { pathname, search }, moveTo: (to, options) => void navigate(to, options) }), [pathname, search, navigate]);
  return (
    <LoginNavigationProvider value={navigation}>
      <PageAnnouncer pathname={pathname} />
      <Outlet />
    </LoginNavigationProvider>
  );
}
