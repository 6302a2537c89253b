import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, initI18n, setApiNavigator, useSession } from 'shared-ui';
import { PageAnnouncer } from './a11y/page-announcer';
import { registerLoginNamespace } from './i18n/login-namespace';
import { LoginNavigationProvider, type LoginNavigation } from './login/login-navigation';
import { LoginPage } from './login/login.page';
import { showsOnlyLogin } from './routing/public-paths';

const loadPortal = () => import(/* webpackChunkName: "portal" */ './routing/portal-app');

/**
 * Renders the portal. Nobody signed in on a gated address (most first visits: /login) gets the
 * login screen without the router (issue 17: the login page's bytes): the portal's code is
 * fetched at the user's first key or tap, and rendered in its place when the user signs in or
 * follows a link.
 */
export async function renderPortal() {
  await initI18n();
  registerLoginNamespace();
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices of a few milliseconds, handing the main thread back between
  // them: on a phone the login form was one 150 ms task (600 ms at Lighthouse's 4x CPU) that held
  // every tap, and the portal replacing it stays on screen until the portal is ready to show.
  const render = (node: ReactNode) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>{node}</AppProviders>
        </StrictMode>,
      ),
    );
  const openPortal = async () => render((await loadPortal()).portalApp());

  const { pathname, search } = window.location;
  if (!showsOnlyLogin(pathname, Boolean(useSession.getState().userToken))) return openPortal();

  const navigation: LoginNavigation = {
    here: { pathname, search },
    moveTo(to, { replace } = {}) {
      window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
      // The portal's code could not come: a page load at the new address tries again.
      openPortal().catch(() => window.location.reload());
    },
  };
  // A named error (an expired password) sends the user to its page, as inside the portal.
  setApiNavigator((to) => navigation.moveTo(to));
  for (const input of ['keydown', 'pointerdown'] as const) document.addEventListener(input, () => void loadPortal(), { once: true, capture: true });
  render(
    <LoginNavigationProvider value={navigation}>
      <PageAnnouncer pathname={pathname} />
      <LoginPage />
    </LoginNavigationProvider>,
  );
}
