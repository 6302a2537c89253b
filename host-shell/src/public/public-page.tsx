import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/public-namespace';
import { Box, LanguageSwitch, Link, Paper, Stack, Typography } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';

/** The frame of the pages reachable without sign-in: a titled card, back to login, language. */
export function PublicPage({ title, intro, onSubmit, children }: { title: string; intro?: string; onSubmit: (e: FormEvent) => void; children: ReactNode }) {
  const { t } = useTranslation(['public', 'login']);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 460 }} aria-labelledby="public-page-title">
        <Stack spacing={2}>
          <Typography variant="h1" component="h1" id="public-page-title">
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {children}
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Link component={RouterLink} to="/login">
              {t('public.backToLogin')}
            </Link>
            <LanguageSwitch />
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
