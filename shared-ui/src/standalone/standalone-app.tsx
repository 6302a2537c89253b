import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
// Imports go through the package name, never relative paths: the remote's pages get shared-ui
// from the federation share scope, and this dev shell must use that same instance.
import {
  api, AppProviders, Box, Button, configureApi, initI18n, Paper, parseRuntimeConfig, registerNamespace, setApiNavigator, setRuntimeConfig, Stack, TextInput, Typography, useSession, type RemoteModule, type UserProfile,
} from 'shared-ui';
import { createBrowserRouter, NavLink, Outlet, RouterProvider } from 'shared-ui/routing';
import { AppBar, Toolbar } from 'shared-ui/components';
import { QueryProvider } from 'shared-ui/data';

/** Minimal sign-in for a remote served alone; the real login page belongs to the host. */
function DevSignIn() {
  const { t } = useTranslation('common');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data } = await api.post<{ userToken: string; generalToken: string }>('auth/pwd', { account, password });
    useSession.getState().signIn(data);
    const me = await api.get<UserProfile>('g/me');
    useSession.getState().setProfile(me.data);
  }
  return (
    <Paper component="form" onSubmit={(e) => void submit(e).catch(() => undefined)} sx={{ p: 3, m: 4, maxWidth: 360 }}>
      <Stack spacing={2}>
        <Typography variant="h1">{t('standalone.signIn')}</Typography>
        <TextInput name="account" label={t('standalone.account')} value={account} onChange={(e) => setAccount(e.target.value)} autoComplete="username" />
        <TextInput name="password" label={t('standalone.password')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        <Button type="submit" variant="contained">
          {t('standalone.signIn')}
        </Button>
      </Stack>
    </Paper>
  );
}

function StandaloneLayout({ remote }: { remote: RemoteModule }) {
  const { t } = useTranslation(remote.namespace);
  const common = useTranslation('common').t;
  const signedIn = useSession((s) => Boolean(s.userToken && s.profile));
  const logout = useSession((s) => s.logout);
  return (
    <>
      <AppBar position="static" sx={{ bgcolor: '#ffd54f', color: '#1f1f1f' }} elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          <Typography>{common('standalone.title', { remote: remote.namespace })}</Typography>
          {signedIn &&
            Object.keys(remote.features).map((f) => (
              <Button key={f} component={NavLink} to={`/admin/${f}`} color="inherit">
                {t(`features.${f}`)}
              </Button>
            ))}
          <Box sx={{ flex: 1 }} />
          {signedIn && (
            <Button color="inherit" onClick={logout}>
              {common('standalone.signOut')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 3 }}>
        {signedIn ? <Outlet /> : <DevSignIn />}
      </Box>
    </>
  );
}

/** Renders one remote on its own dev server: its config, its routes, a minimal shell. */
export async function renderStandalone(remote: RemoteModule, startMock: () => Promise<void>): Promise<void> {
  const config = parseRuntimeConfig(await (await fetch('/config.json', { cache: 'no-cache' })).json());
  setRuntimeConfig(config);
  configureApi({ baseURL: config.apiBaseUrl });
  if (config.mockBackend) await startMock();
  await initI18n();
  registerNamespace(remote.namespace, remote.resources);
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout remote={remote} />,
      children: Object.entries(remote.features).map(([feature, Feature]) => ({ path: `admin/${feature}/*`, element: <Feature /> })),
    },
    { path: '*', element: <StandaloneLayout remote={remote} /> },
  ]);
  setApiNavigator((to) => void router.navigate(to));
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </AppProviders>,
  );
}
