import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  canOn,
  effectivePermissionMap,
  isSupplierMap,
  type PermissionAction,
  type PermissionMap,
  type PermissionObject,
} from '../contract/permissions';
import type { UserProfile } from '../contract/profile';

export const LOCALES = ['zh-TW', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-TW';

export interface SessionState {
  userToken: string | null;
  generalToken: string | null;
  locale: Locale;
  menuCollapsed: boolean;
  profile: UserProfile | null;
  /** The map in force: the server's, or the fixed supplier map (spec section 6). */
  permissionMap: PermissionMap;
  isSupplier: boolean;
  /**
   * The server ended the session (spec section 8's 401) while its user had a page on screen: the
   * tokens are gone (the user is logged out, no call carries them), the profile stays as it was
   * for that page, which waits behind the host's sign-in dialog (`endSessionOn401`).
   */
  expired: boolean;
  /** A new session: the tokens; after an expired one, nothing of it stays (its profile neither). */
  signIn(tokens: { userToken: string; generalToken: string }): void;
  setGeneralToken(token: string): void;
  setProfile(profile: UserProfile): void;
  setLocale(locale: Locale): void;
  setMenuCollapsed(collapsed: boolean): void;
  /** Clears the tokens and the profile; the locale and menu flag stay (spec section 9). */
  logout(): void;
  /** Spec section 8's 401 over a page on screen: the tokens cleared, the profile kept (`expired`). */
  expire(): void;
  /** The expired session's own user signed in again: the new tokens and profile, the page goes on. */
  resume(tokens: { userToken: string; generalToken: string }, profile: UserProfile): void;
  can(object: PermissionObject, action: PermissionAction): boolean;
}

const SIGNED_OUT = { profile: null, permissionMap: {}, isSupplier: false, expired: false } as const;

const profileState = (profile: UserProfile) => ({
  profile,
  permissionMap: effectivePermissionMap(profile.permissionMap),
  isSupplier: isSupplierMap(profile.permissionMap),
});

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      userToken: null,
      generalToken: null,
      locale: DEFAULT_LOCALE,
      menuCollapsed: false,
      profile: null,
      permissionMap: {},
      isSupplier: false,
      expired: false,
      signIn: ({ userToken, generalToken }) => set({ userToken, generalToken, ...(get().expired ? SIGNED_OUT : {}) }),
      setGeneralToken: (generalToken) => set({ generalToken }),
      setProfile: (profile) => set(profileState(profile)),
      setLocale: (locale) => set({ locale }),
      setMenuCollapsed: (menuCollapsed) => set({ menuCollapsed }),
      logout: () => set({ userToken: null, generalToken: null, ...SIGNED_OUT }),
      expire: () => set({ userToken: null, generalToken: null, expired: true }),
      resume: ({ userToken, generalToken }, profile) => set({ userToken, generalToken, expired: false, ...profileState(profile) }),
      can: (object, action) => canOn(get().permissionMap, object, action),
    }),
    {
      name: 'portal.session',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Spec section 9: client storage holds the tokens, the locale and the menu flag, nothing else.
      partialize: (s) => ({
        userToken: s.userToken,
        generalToken: s.generalToken,
        locale: s.locale,
        menuCollapsed: s.menuCollapsed,
      }),
    },
  ),
);

export const isLoggedIn = (s: Pick<SessionState, 'userToken'>) => Boolean(s.userToken);

/**
 * Whether a change of the session starts another session or ends one, after which nothing one
 * user read may be shown to the next (the server-state cache, the lists' filters, the kept
 * screens): a sign-in, a logout. Not a session that only expired (its page waits for its user to
 * sign in again), nor that user signing in again over it (`resume`).
 */
export function startsOrEndsSession(state: SessionState, previous: SessionState): boolean {
  if (state.expired || (previous.expired && state.profile)) return false;
  return state.userToken !== previous.userToken || previous.expired;
}

/** Whether a signed-in user's page is on screen, for the user to sign in again over it; set by the host. */
let pageOnScreen: (() => boolean) | undefined;

/**
 * The host says when a 401 may leave the page on screen, behind its dialog that signs the same
 * user in again (`pageShown`: the shell is rendered). Without one (a remote served alone, a test
 * of a screen) a 401 logs out as it always did. Returns the release.
 */
export function keepPageOnExpiry(pageShown: () => boolean): () => void {
  pageOnScreen = pageShown;
  return () => {
    if (pageOnScreen === pageShown) pageOnScreen = undefined;
  };
}

/**
 * Spec section 8's 401: the user is logged out. A signed-in user's page on screen stays, the
 * session expired (tokens cleared, the profile it renders with kept), until its user signs in
 * again or out: what was typed there is not lost. An expired session stays as it is (a call made
 * since answers 401 too). True when the page stays; false: logged out, the login page is next.
 */
export function endSessionOn401(): boolean {
  const session = useSession.getState();
  if (session.expired) return true;
  if (session.userToken && session.profile && pageOnScreen?.()) {
    session.expire();
    return true;
  }
  session.logout();
  return false;
}
