import type { RemoteName } from 'shared-ui';

/** Spec section 2's pages that render signed in or not; every other address is behind the gate. */
export const PUBLIC_PATHS = {
  forgetPassword: '/forgetPassword',
  resetPassword: '/resetPwd',
  forgetAccount: '/forgetAccount',
  register: '/fromLinks/register',
  logoutThenLogin: '/fromLinks/login',
} as const;

const PUBLIC = Object.values(PUBLIC_PATHS);

/** The public pages a remote exposes (its `publicPages`), by address. */
export const REMOTE_PUBLIC_PAGES: Record<string, { remote: RemoteName; page: string }> = {
  [PUBLIC_PATHS.register]: { remote: 'supplier', page: 'register' },
};

/** The remote's public page at this address, if it is one. */
export const remotePublicPageOf = (pathname: string) => REMOTE_PUBLIC_PAGES[pathname.replace(/\/+$/, '')] as (typeof REMOTE_PUBLIC_PAGES)[string] | undefined;

/**
 * Whether this address shows the login screen and nothing else: nobody is signed in and it is
 * not a public page (the gate shows the login screen on every other address, /login included).
 */
export function showsOnlyLogin(pathname: string, signedIn: boolean): boolean {
  return !signedIn && !isPublic(pathname);
}

/** Whether the session gate decides what this address shows: every address but /login and the public pages. */
export function isBehindGate(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') !== '/login' && !isPublic(pathname);
}

const isPublic = (pathname: string) => PUBLIC.includes(pathname.replace(/\/+$/, '') as (typeof PUBLIC)[number]);
