import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useSession } from '../session/session-store';
import { createPortalTheme } from '../theme/theme';
import { NotifierHost } from './notifier-host';

/** Theme (following the locale), translations and the notifier around a whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useSession((s) => s.locale);
  // Read before the first paint (noSsr), so a dialog opened at once does not fade in after all.
  const motion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true }) ? 'reduced' : 'full';
  const theme = useMemo(() => createPortalTheme(locale, motion), [locale, motion]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotifierHost />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
