import { setApiNavigator } from 'shared-ui';
import { RouterProvider } from 'shared-ui/routing';
import { createPortalRouter, preloadSignedInScreen } from './portal-router';

/**
 * The portal with its router, at the browser's address: every page but the login screen shown
 * alone (bootstrap). Its own chunk with the router, so /login does not carry them.
 */
export function portalApp() {
  preloadSignedInScreen(window.location.pathname);
  const router = createPortalRouter();
  setApiNavigator((to) => void router.navigate(to));
  return <RouterProvider router={router} />;
}
