import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { AppProviders, api, changeLocale, initI18n, parseRuntimeConfig, setRuntimeConfig, useSession, type Locale, type UserProfile } from 'shared-ui';
import devConfig from '../../public/config.json';
import { registerLoginNamespace } from '../i18n/login-namespace';
import { portalApp } from './portal-app';

// Spec section 2's rendering gate over the whole portal (router, gate, terms, shell) and the whole
// mock backend, from the login screen to the home page.
jest.setTimeout(60_000);
withMockBackend();
// Single sign-on finds no ticket here (auth/single-sign-on.test.ts covers it); its attempts are counted.
const mockSingleSignOn = jest.fn(() => Promise.resolve(null));
jest.mock('../auth/single-sign-on', () => ({ trySingleSignOn: () => mockSingleSignOn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const NEW_PASSWORD = 'Newcomer#2026pass';

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(devConfig)));
beforeEach(() => mockSingleSignOn.mockClear());
afterEach(() => window.history.replaceState(null, '', '/'));

/**
 * A staff member an administrator has just opened an internal account for, no roles yet (so no
 * view on SUPPLIER_BASIC), who has set a password of their own; signed out, terms not accepted.
 */
async function newcomerWithoutRoles(): Promise<string> {
  const account = 'mei.chen';
  const email = 'mei.chen@portal.example';
  await signInAs('admin');
  await api.post('a/internalUser', { account, name: '陳美玲 Mei Chen', department: 'PUR', email, status: 'ACTIVE', roles: [] });
  const mails = (await api.get<{ items: { body: string }[] }>('dev/outbox', { params: { to: email } })).data.items;
  const temp = /(?:Temporary password|臨時密碼)[:：]\s*(\S+)/.exec(mails.at(-1)?.body ?? '')?.[1];
  expect(temp).toBeTruthy();
  useSession.getState().logout();
  await api.post('auth/resetPwd', { account, oldPassword: temp, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  return account;
}

/** The portal at `pathname`, in `locale`. */
async function openPortal(pathname: string, locale: Locale) {
  await initI18n();
  await changeLocale(locale);
  registerLoginNamespace();
  window.history.replaceState(null, '', pathname);
  render(<AppProviders>{portalApp()}</AppProviders>);
  return userEvent.setup();
}

it.each([
  ['zh-TW', '帳號', '密碼', '登入', '使用條款與隱私權聲明', '確定'],
  ['en-US', 'Account', 'Password', 'Sign in', 'Terms of use and privacy statement', 'OK'],
] as const)(
  'a new internal account without roles (treated as a supplier on screen) accepts the terms on the internal call and reaches the portal (%s)',
  async (locale, accountLabel, passwordLabel, signIn, termsTitle, ok) => {
    const account = await newcomerWithoutRoles();
    const user = await openPortal('/login', locale);
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${accountLabel}`) }), account);
    await user.type(screen.getByLabelText(new RegExp(`^${passwordLabel}`)), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: signIn }));

    const terms = await screen.findByRole('dialog', { name: termsTitle });
    // What the user is shown follows spec section 6 (a supplier's map); what the account is, the server's word.
    expect(useSession.getState()).toMatchObject({ isSupplier: true, profile: { account, userKind: 'internal', acceptTerm: false } });
    await user.click(within(terms).getByRole('checkbox'));
    await user.click(within(terms).getByRole('button', { name: ok }));

    expect(await screen.findByTestId('current-user')).toHaveTextContent(account);
    expect(screen.queryByRole('dialog', { name: termsTitle })).toBeNull();
    expect(window.location.pathname).toBe('/');
    // Recorded on the server: the next sign-in goes straight in.
    expect((await api.get<UserProfile>('g/me')).data.acceptTerm).toBe(true);
  },
);

it.each([
  ['zh-TW', '登入'],
  ['en-US', 'Sign in'],
] as const)('a signed-in user opening /login is taken to the portal, not shown the login screen again (%s)', async (locale, signIn) => {
  await signInAs('buyer');
  await openPortal('/login', locale);
  expect(await screen.findByTestId('current-user')).toHaveTextContent('buyer');
  expect(window.location.pathname).toBe('/');
  expect(screen.queryByRole('heading', { name: signIn })).toBeNull();
  // The login screen was never there: no single sign-on attempt over the live session.
  expect(mockSingleSignOn).not.toHaveBeenCalled();
  expect(useSession.getState().profile?.account).toBe('buyer');
});

it('a sign-in made on /login still lands on the home page', async () => {
  const user = await openPortal('/login', 'en-US');
  await user.type(await screen.findByRole('textbox', { name: /^Account/ }), 'buyer');
  await user.type(screen.getByLabelText(/^Password/), 'Portal#2026demo');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByTestId('current-user')).toHaveTextContent('buyer');
  expect(window.location.pathname).toBe('/');
});

it.each([
  ['zh-TW', '使用條款與隱私權聲明', '取消', '登入'],
  ['en-US', 'Terms of use and privacy statement', 'Cancel', 'Sign in'],
] as const)('Cancel on the terms signs out on the server too and the login screen takes their place (%s)', async (locale, termsTitle, cancel, signIn) => {
  const user = await openPortal('/login', locale);
  await user.type(await screen.findByRole('textbox', { name: /^(帳號|Account)/ }), 'supplier');
  await user.type(screen.getByLabelText(/^(密碼|Password)/), 'Portal#2026demo');
  await user.click(screen.getByRole('button', { name: signIn }));
  const terms = await screen.findByRole('dialog', { name: termsTitle });
  const token = useSession.getState().userToken;

  await user.click(within(terms).getByRole('button', { name: cancel }));
  expect(await screen.findByRole('heading', { name: signIn })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(useSession.getState()).toMatchObject({ userToken: null, profile: null });
  await expect(api.get('g/me', { silent: true, headers: { Authorization: `Bearer ${token}` } })).rejects.toMatchObject({ response: { status: 401 } });
});
