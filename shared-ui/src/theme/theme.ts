import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, zhTW } from '@mui/material/locale';
import type { Locale } from '../session/session-store';

const muiLocales = { 'zh-TW': zhTW, 'en-US': enUS } as const;

/**
 * Asked for by the system setting "reduce motion" (vestibular disorders, slow phones): dialogs,
 * menus and notices appear at once instead of fading or growing, and buttons do not ripple (the
 * keyboard focus still shows, by the theme's focus ring: see `focusVisible` below).
 */
const reducedMotion = {
  // No animation, and no wait for one: a closing dialog leaves at once instead of 195 ms later.
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/**
 * On a touch screen (a finger, not a mouse) every button, icon button, list entry and toggle is at
 * least 44 px each way (WCAG 2.5.5, Apple's and Android's guidance), the small row buttons of a list
 * too; with a mouse they keep their compact size. A button is already 64 px wide at least.
 */
const TOUCH = '@media (pointer: coarse)';
const touchTarget = { [TOUCH]: { minWidth: 44, minHeight: 44 } };

/**
 * Dense business screens: compact controls, clear status colours, readable at 1280 px.
 * `focusVisible: true` is MUI's keyboard focus ring (2 px solid primary, 2 px away; inset where a
 * tab or a menu entry would clip it), on every ButtonBase, checkbox, radio, switch and link: in
 * both motion modes the same, as the ripple that was the only sign of the focus is gone when the
 * system asks for reduced motion, and a contained button without elevation had no focus shadow.
 */
export function createPortalTheme(locale: Locale, motion: 'full' | 'reduced' = 'full'): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: '#0b5cad' },
        secondary: { main: '#5b6770' },
        success: { main: '#2e7d32' },
        // Dark enough for white text at WCAG AA (4.5:1) on chips and buttons.
        warning: { main: '#955700' },
        error: { main: '#c62828' },
        background: { default: '#f5f7fa' },
      },
      shape: { borderRadius: 6 },
      typography: {
        fontFamily: '"Noto Sans TC", "Microsoft JhengHei", "PingFang TC", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        fontSize: 14,
        h1: { fontSize: '1.5rem', fontWeight: 600 },
        h2: { fontSize: '1.25rem', fontWeight: 600 },
        h3: { fontSize: '1.1rem', fontWeight: 600 },
      },
      focusVisible: true,
      components: {
        MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', [TOUCH]: { minHeight: 44 } } } },
        MuiIconButton: { styleOverrides: { root: touchTarget } },
        MuiListItemButton: { styleOverrides: { root: { [TOUCH]: { minHeight: 44 } } } },
        MuiToggleButton: { styleOverrides: { root: touchTarget } },
        MuiTextField: { defaultProps: { size: 'small' } },
        MuiFormControl: { defaultProps: { size: 'small' } },
      },
    },
    muiLocales[locale],
    motion === 'reduced' ? reducedMotion : {},
  );
}
