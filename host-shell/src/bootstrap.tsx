import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, initI18n, RouterProvider, setApiNavigator } from 'shared-ui';
import { registerLoginNamespace } from './i18n/login-namespace';
import { createPortalRouter } from './routing/portal-router';

export async function renderPortal() {
  await initI18n();
  registerLoginNamespace();
  const router = createPortalRouter();
  setApiNavigator((to) => void router.navigate(to));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
