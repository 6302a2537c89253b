import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, LanguageSwitch, Link, Paper, Stack, Typography, useSession } from 'shared-ui';
import { Alert, CircularProgress, lazyPage } from 'shared-ui/components';
import { RouterLink } from 'shared-ui/routing';
import type { SupplierRegistrationResult } from 'shared-ui/contract';
import { QueryProvider } from 'shared-ui/data';
import { fetchSignupToken } from './signup-calls';

// The form and what it is made of (react-hook-form, the contract's rules, uploads, the terms) are a
// chunk of their own, asked for once the heading and the instructions have painted, beside the
// sign-up token. This is the first page a new supplier sees, often on a phone (issue 17): asked for
// with this page's code, its ten chunks shared a slow line with the few the instructions need, and
// those painted about 0.9 s later in Lighthouse's mobile profile.
const RegistrationForm = lazyPage(() => import('./registration-form'), 'RegistrationForm');

type TokenState = 'loading' | 'ready' | 'failed';

/**
 * `/fromLinks/register` (publicPages.register): nobody is signed in, so the page first asks for the
 * general token of the sign-up (`GET auth/supplierSignup`), then shows the form; once the server
 * has the registration it shows what happens next.
 */
export function RegisterPage() {
  const { t } = useTranslation('supplier');
  const [token, setToken] = useState<TokenState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<{ result: SupplierRegistrationResult; name: string } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(RegistrationForm.preload)));
    return () => (cancelAnimationFrame(frame), clearTimeout(timer));
  }, []);

  useEffect(() => {
    let alive = true;
    fetchSignupToken().then(
      (generalToken) => {
        if (!alive) return;
        useSession.getState().setGeneralToken(generalToken);
        // The form (40 fields, its lookups) mounts in a transition: React renders it in slices and
        // hands the main thread back between them, where an ordinary update rendered it in one
        // task (about 530 ms at Lighthouse's 4x CPU, issue 17); "loading" stays up until it is ready.
        startTransition(() => setToken('ready'));
      },
      () => alive && setToken('failed'),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);

  return (
    <QueryProvider>
      <Box sx={{ px: { xs: 0.5, sm: 0 }, py: { xs: 1, sm: 2 }, maxWidth: 960, mx: 'auto', minWidth: 0 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h1" variant="h5">
            {t('features.register')}
          </Typography>
          <LanguageSwitch />
        </Stack>
        {done ? (
          <Confirmation result={done.result} name={done.name} />
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('register.intro')}</Typography>
            {token === 'failed' ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => (setToken('loading'), setAttempt((n) => n + 1))}>
                    {t('register.retry')}
                  </Button>
                }
              >
                {t('register.tokenFailed')}
              </Alert>
            ) : token === 'loading' ? (
              <FormLoading />
            ) : (
              <Suspense fallback={<FormLoading />}>
                <RegistrationForm onRegistered={(result, name) => setDone({ result, name })} />
              </Suspense>
            )}
          </Stack>
        )}
      </Box>
    </QueryProvider>
  );
}

function FormLoading() {
  const { t } = useTranslation('supplier');
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{t('register.loading')}</Typography>
    </Stack>
  );
}

/** What the applicant sees once the registration is in: its number, then the next steps. */
function Confirmation({ result, name }: { result: SupplierRegistrationResult; name: string }) {
  const { t } = useTranslation('supplier');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="register-done-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="register-done-title" ref={heading} tabIndex={-1} component="h2" variant="h6">
          {t('register.done.title')}
        </Typography>
        <Alert severity="success" role="status">
          {t('register.done.summary', { name, scp: result.supplierNoScp })}
        </Alert>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('register.done.nextTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
          <li>{t('register.done.step1')}</li>
          <li>{t('register.done.step2', { email: result.applicantEmail, account: result.applicantAccount })}</li>
          <li>{t('register.done.step3')}</li>
          <li>{t('register.done.step4')}</li>
        </Box>
        <div>
          <Link component={RouterLink} to="/login">{t('register.done.toLogin')}</Link>
        </div>
      </Stack>
    </Paper>
  );
}
