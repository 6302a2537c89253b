import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, getRuntimeConfig, LanguageSwitch, Paper, Stack, Typography } from 'shared-ui';
import { completeSignIn } from '../auth/complete-sign-in';
import { trySingleSignOn, type Tokens } from '../auth/single-sign-on';
import { LoginLink, useLoginLink, useLoginNavigation } from './login-navigation';
import { CredentialFields, usePasswordSignIn } from './password-sign-in';
import { useFocusAfterPaint } from './use-focus-after-paint';

/**
 * Spec section 2's login screen. Internal single sign-on is tried once in the background; the
 * password form is usable at once and wins if the user submits first.
 */
export function LoginPage() {
  const { t } = useTranslation(['login', 'common']);
  const { here, moveTo } = useLoginNavigation();
  const registerLink = useLoginLink('/fromLinks/register');
  const settled = useRef(false);
  const accountInput = useRef<HTMLInputElement>(null);
  useFocusAfterPaint(accountInput);

  // Where to go after sign-in: the page asked for, except the login page itself.
  const target = here.pathname === '/login' ? '/' : `${here.pathname}${here.search}`;

  async function finish(tokens: Tokens) {
    if (settled.current) return;
    settled.current = true;
    await completeSignIn(tokens);
    moveTo(target, { replace: true });
  }

  useEffect(() => {
    let active = true;
    void trySingleSignOn().then((tokens) => {
      if (active && tokens) void finish(tokens).catch(() => (settled.current = false));
    });
    return () => {
      active = false;
    };
    // Runs once per visit of the login screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const form = usePasswordSignIn(finish, { onRefused: () => (settled.current = false) });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper component="form" onSubmit={form.submit} sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }} aria-labelledby="login-title">
        <Stack spacing={2}>
          <Typography variant="h1" component="h1" id="login-title">
            {t('common:app.title')}
          </Typography>
          <Typography variant="h2" component="h2">
            {t('login.title')}
          </Typography>
          <CredentialFields form={form} accountRef={accountInput} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <LoginLink to="/forgetAccount">{t('login.forgotAccount')}</LoginLink>
            <LoginLink to="/forgetPassword">{t('login.forgotPassword')}</LoginLink>
            <LoginLink to="/resetPwd">{t('login.resetPassword')}</LoginLink>
          </Stack>
          <Button {...registerLink} variant="outlined">
            {t('login.register')}
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
