import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'shared-ui';
import { LoginPage } from '../login/login.page';
import { FeatureGuard } from './feature-guard';
import { FEATURES } from './features';
import { PageLoading } from './page-loading';
import { SessionGate } from './session-gate';

// Everything behind sign-in is its own chunk, so /login loads only what the login page needs.
const AdminLayout = lazy(() => import('../shell/admin-layout'));
const HomePage = lazy(() => import('../home/home.page'));
const NotFoundPage = lazy(() => import('../shell/not-found.page'));
const RemoteArea = lazy(() => import('../remotes/remote-area'));

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

/** Public routes, the gate, and every `/admin/<feature>` area mapped to its remote. */
export function createPortalRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    {
      element: <SessionGate />,
      children: [
        {
          element: suspended(<AdminLayout />),
          children: [
            { index: true, element: suspended(<HomePage />) },
            { path: 'admin', element: <Navigate to="/" replace /> },
            ...FEATURES.map((f) => ({
              path: `admin/${f.path}/*`,
              element: (
                <FeatureGuard feature={f}>{suspended(<RemoteArea key={f.path} remote={f.remote} feature={f.path} />)}</FeatureGuard>
              ),
            })),
            { path: '*', element: suspended(<NotFoundPage />) },
          ],
        },
      ],
    },
  ]);
}
