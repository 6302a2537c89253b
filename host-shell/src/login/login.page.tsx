import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Box, Button, getRuntimeConfig, LanguageSwitch, Paper, Stack, TextInput, Typography, useNavigate, useSession } from 'shared-ui';
import { loadProfile } from '../routing/session-gate';

/** Account and password sign-in; Enter submits. The host-shell issue adds SSO, terms and the links. */
export function LoginPage() {
  const { t } = useTranslation(['login', 'common']);
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await api.post<{ userToken: string; generalToken: string }>('auth/pwd', { account, password });
      useSession.getState().signIn(data);
      await loadProfile();
      navigate(window.location.pathname === '/login' ? '/' : window.location.pathname, { replace: true });
    } catch {
      // The API client already showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 4, width: '100%', maxWidth: 400 }} aria-labelledby="login-title">
        <Stack spacing={2}>
          <Typography variant="h1" component="h1" id="login-title">
            {t('common:app.title')}
          </Typography>
          <Typography variant="h2" component="h2">
            {t('login.title')}
          </Typography>
          <TextInput label={t('login.account')} name="account" autoComplete="username" value={account} onChange={(e) => setAccount(e.target.value)} required autoFocus />
          <TextInput label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <LanguageSwitch />
            <Typography variant="caption" color="text.secondary">
              {t('common:app.version', { version: getRuntimeConfig().version })}
            </Typography>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
