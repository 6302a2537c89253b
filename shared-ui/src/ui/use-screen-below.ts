import { useTheme, type Breakpoint } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the window is narrower than the theme's `breakpoint`, and again whenever that changes
 * (a phone turned, a window resized). Read in the first render, so a phone never draws the wide
 * layout first.
 */
export function useScreenBelow(breakpoint: Breakpoint): boolean {
  return useMediaQuery(useTheme().breakpoints.down(breakpoint), { noSsr: true });
}
