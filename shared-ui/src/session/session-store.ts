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
  signIn(tokens: { userToken: string; generalToken: string }): void;
  setGeneralToken(token: string): void;
  setProfile(profile: UserProfile): void;
  setLocale(locale: Locale): void;
  setMenuCollapsed(collapsed: boolean): void;
  /** Clears the tokens and the profile; the locale and menu flag stay (spec section 9). */
  logout(): void;
  can(object: PermissionObject, action: PermissionAction): boolean;
}

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
      signIn: ({ userToken, generalToken }) => set({ userToken, generalToken }),
      setGeneralToken: (generalToken) => set({ generalToken }),
      setProfile: (profile) =>
        set({
          profile,
          permissionMap: effectivePermissionMap(profile.permissionMap),
          isSupplier: isSupplierMap(profile.permissionMap),
        }),
      setLocale: (locale) => set({ locale }),
      setMenuCollapsed: (menuCollapsed) => set({ menuCollapsed }),
      logout: () => set({ userToken: null, generalToken: null, profile: null, permissionMap: {}, isSupplier: false }),
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
