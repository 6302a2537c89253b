import { endSessionOn401, keepPageOnExpiry, useSession } from './session-store';

const profile = {
  fullName: 'Lin Buyer',
  account: 'buyer',
  userKind: 'internal' as const,
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

describe('a 401 (spec section 8): the user is logged out', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().logout();
  });

  it('logs out, the profile too, when no page on screen can be kept (no host dialog, or no shell yet)', () => {
    const s = useSession.getState();
    s.signIn({ userToken: 'u1', generalToken: 'g1' });
    s.setProfile(profile);
    expect(endSessionOn401()).toBe(false);
    expect(useSession.getState()).toMatchObject({ userToken: null, generalToken: null, profile: null, expired: false });

    const release = keepPageOnExpiry(() => false);
    s.signIn({ userToken: 'u2', generalToken: 'g2' });
    s.setProfile(profile);
    expect(endSessionOn401()).toBe(false);
    expect(useSession.getState().profile).toBeNull();
    release();
  });

  it('keeps the page on screen: the tokens go, everywhere, the profile it renders with stays until its user signs in again', () => {
    const release = keepPageOnExpiry(() => true);
    const s = useSession.getState();
    s.signIn({ userToken: 'u1', generalToken: 'g1' });
    s.setProfile(profile);
    expect(endSessionOn401()).toBe(true);
    expect(useSession.getState()).toMatchObject({ userToken: null, generalToken: null, profile, expired: true });
    expect(useSession.getState().can('SUPPLIER_BASIC', 'edit')).toBe(true);
    expect(JSON.parse(localStorage.getItem('portal.session')!).state).toMatchObject({ userToken: null, generalToken: null });
    // A call made since answers 401 too: the session stays as it is, waiting.
    expect(endSessionOn401()).toBe(true);
    expect(useSession.getState().expired).toBe(true);

    s.resume({ userToken: 'u2', generalToken: 'g2' }, { ...profile, fullName: 'Lin Buyer (Taipei)' });
    expect(useSession.getState()).toMatchObject({ userToken: 'u2', generalToken: 'g2', expired: false, profile: { fullName: 'Lin Buyer (Taipei)' } });
    release();
    s.logout();
  });
});
