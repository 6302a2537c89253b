import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'shared-ui';

/**
 * Where the login screen is and how it moves on. Inside the portal the router answers both
 * (routing/root-frame); when the login screen is the whole page (bootstrap: nobody signed in), it
 * renders without the router, and moving on loads the portal at that address.
 */
export interface LoginNavigation {
  here: { pathname: string; search: string };
  moveTo(to: string, options?: { replace?: boolean }): void;
}

// Without a provider (never in the portal) a move is a page load: still correct, only slower.
const byPageLoad: LoginNavigation = {
  here: { pathname: window.location.pathname, search: window.location.search },
  moveTo: (to, { replace } = {}) => (replace ? window.location.replace(to) : window.location.assign(to)),
};

const Context = createContext<LoginNavigation>(byPageLoad);

export function LoginNavigationProvider({ value, children }: { value: LoginNavigation; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useLoginNavigation = () => useContext(Context);

/**
 * A link of the login screen: a real address (open in a new tab works), moved to in place on a
 * plain click; a click that asks for a new tab or window is the browser's.
 */
export function useLoginLink(to: string) {
  const { moveTo } = useLoginNavigation();
  return {
    href: to,
    onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      moveTo(to);
    },
  };
}

export function LoginLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link {...useLoginLink(to)}>{children}</Link>;
}
