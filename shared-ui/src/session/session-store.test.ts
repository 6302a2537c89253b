import { useSession } from './session-store';

const profile = {
  fullName: 'Lin Buyer',
  account: 'buyer',
  acceptTerm: true,
  permissionMap: { SUPPLIER_BASIC: { create: true, edit: true, view: true, review: true } },
  functionDisable: [],
};

describe('session store (spec section 9)', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ userToken: null, generalToken: null, locale: 'zh-TW', menuCollapsed: false, profile: null, permissionMap: {} });
  });

  it('keeps tokens, locale and the menu flag in client storage, and nothing else', () => {
    const s = useSession.getState();
    s.signIn({ userToken: 'u1', generalToken: 'g1' });
    s.setLocale('en-US');
    s.setMenuCollapsed(true);
    s.setProfile(profile);
    const stored = JSON.parse(localStorage.getItem('portal.session')!).state;
    expect(stored).toEqual({ userToken: 'u1', generalToken: 'g1', locale: 'en-US', menuCollapsed: true });
  });

  it('logout clears the tokens and the profile and keeps the locale', () => {
    const s = useSession.getState();
    s.signIn({ userToken: 'u1', generalToken: 'g1' });
    s.setProfile(profile);
    s.setLocale('en-US');
    s.logout();
    const after = useSession.getState();
    expect(after).toMatchObject({ userToken: null, generalToken: null, profile: null, locale: 'en-US' });
    expect(after.can('SUPPLIER_BASIC', 'view')).toBe(false);
  });

  it('answers can() from the effective map', () => {
    useSession.getState().setProfile(profile);
    expect(useSession.getState().can('SUPPLIER_BASIC', 'edit')).toBe(true);
    expect(useSession.getState().isSupplier).toBe(false);
    useSession.getState().setProfile({ ...profile, permissionMap: {} });
    expect(useSession.getState().isSupplier).toBe(true);
    expect(useSession.getState().can('INVOICE', 'create')).toBe(true);
    expect(useSession.getState().can('ROLE', 'view')).toBe(false);
  });
});
