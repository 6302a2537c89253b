import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from 'shared-ui';
import { createBrowserRouter, Navigate } from 'shared-ui/routing';
import { featureOfPath, FEATURES, NOTIFICATIONS_PATH } from './features';
import { PageLoading } from './page-loading';
import { LoginRoute } from './login-route';
import { LogoutThenLogin } from './logout-then-login';
import { RegistrationRoute } from './registration-route';
import { SessionGate } from './session-gate';
import { RootFrame } from './root-frame';
import { isBehindGate, PUBLIC_PATHS } from './public-paths';

// Everything behind sign-in is its own chunk, so /login loads only what the login page needs.
const loadAdminLayout = () => import('../shell/admin-layout');
const loadFeatureArea = () => import('../remotes/feature-area');
const AdminLayout = lazy(loadAdminLayout);
const HomePage = lazy(() => import('../home/home.page'));
const NotFoundPage = lazy(() => import('../shell/not-found.page'));
const RegistrationArea = lazy(() => import('../remotes/registration-area'));
const ForgetPasswordPage = lazy(() => import('../public/forget-password.page'));
const ResetPasswordPage = lazy(() => import('../public/reset-password.page'));
const ForgetAccountPage = lazy(() => import('../public/forget-account.page'));

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

/**
 * The code a signed-in user's screen at `pathname` renders inside the gate: the frame (header,
 * menu) and, at an `/admin/<feature>` address, the remote area that loads the remote's page. Asked for as the portal starts, beside
 * the profile, instead of each chunk once the one around it has rendered (two round trips in a
 * row on the list page opened by URL). Nothing for a public page, nor for a signed-out user, who
 * sees the login screen there.
 */
export function preloadSignedInScreen(pathname: string): void {
  if (!useSession.getState().userToken || !isBehindGate(pathname)) return;
  void loadAdminLayout().catch(() => undefined);
  if (featureOfPath(pathname)) void loadFeatureArea().catch(() => undefined);
}

/** Public routes, the gate, and every `/admin/<feature>` area mapped to its remote, inside the root frame. */
export function createPortalRouter() {
  return createBrowserRouter([
    {
      element: <RootFrame />,
      children: [
        { path: '/login', element: <LoginRoute /> },
        // Spec section 2: these always render, signed in or not (the registration: to visitors, RegistrationRoute).
        { path: PUBLIC_PATHS.forgetPassword, element: suspended(<ForgetPasswordPage />) },
        { path: PUBLIC_PATHS.resetPassword, element: suspended(<ResetPasswordPage />) },
        { path: PUBLIC_PATHS.forgetAccount, element: suspended(<ForgetAccountPage />) },
        { path: PUBLIC_PATHS.register, element: <RegistrationRoute>{suspended(<RegistrationArea />)}</RegistrationRoute> },
        { path: PUBLIC_PATHS.logoutThenLogin, element: <LogoutThenLogin /> },
        {
          element: <SessionGate />,
          children: [
            {
              element: suspended(<AdminLayout />),
              children: [
                { index: true, element: suspended(<HomePage />) },
                { path: 'admin', element: <Navigate to="/" replace /> },
                // The areas and the shell's own notifications (opened from the header's bell) are drawn
                // by the layout's KeptAreas, which keeps lists alive. Case-sensitive as KeptAreas'
                // lookup: /admin/PO is not found, not a blank page.
                { path: NOTIFICATIONS_PATH.slice(1), caseSensitive: true, element: null },
                ...FEATURES.map((f) => ({ path: `admin/${f.path}/*`, caseSensitive: true, element: null })),
                { path: '*', element: suspended(<NotFoundPage />) },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
