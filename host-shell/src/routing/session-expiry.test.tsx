import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { AppProviders, api, changeLocale, initI18n, parseRuntimeConfig, registerNamespace, setRuntimeConfig, useSession, type Locale, type RemoteModule } from 'shared-ui';
import { featureRoutes } from 'shared-ui/components';
import { purchaseBulletinSchema, type BulletinDetail, type PurchaseBulletinInput, type PurchaseBulletinOutput } from 'shared-ui/contract';
import { queryClient, resource } from 'shared-ui/data';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { TextField } from 'shared-ui/form';
import devConfig from '../../public/config.json';
import { registerLoginNamespace } from '../i18n/login-namespace';
import { SUMMARY_KEY } from '../notifications/use-notifications';
import { portalApp } from './portal-app';

// Spec section 8's 401 over a page being typed in: the user is logged out (no token left), the
// page stays behind a dialog that signs the same user in again, typing and all. The whole portal
// (gate, shell, kept areas, header) over the whole mock backend; the bulletins' remote is a small
// detail page of the shared template, as a remote declares one.
jest.setTimeout(60_000);
withMockBackend();
jest.mock('../auth/single-sign-on', () => ({ trySingleSignOn: () => Promise.resolve(null) }));
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const PASSWORD = 'Portal#2026demo';
/** A user token lives 8 hours on the mock's clock (http/auth-guard), and is never renewed. */
const PAST_THE_TOKEN_MINUTES = 8 * 60 + 1;

registerNamespace('expiryTest', {
  'zh-TW': { title: '採購公告', tab: '公告', subject: '主旨' },
  'en-US': { title: 'Purchasing bulletin', tab: 'Notice', subject: 'Subject' },
});

const bulletins = resource<BulletinDetail>('a/purchaseBulletin');
const bulletinDetail = defineDetail<BulletinDetail, PurchaseBulletinInput, PurchaseBulletinOutput>({
  resource: bulletins,
  permission: 'BULLETIN_NORMAL',
  title: 'expiryTest:title',
  form: {
    schema: () => purchaseBulletinSchema,
    toForm: (b) => ({
      subject: b.subject, category: b.category, title: b.title, content: b.content, publishDate: b.publishDate ?? '',
      validFrom: b.validFrom ?? '', validTo: b.validTo ?? '', targets: b.targets, attachments: b.attachments,
    }),
  },
  tabs: () => [{ key: 'notice', label: 'expiryTest:tab', render: () => <TextField name="subject" label="expiryTest:subject" required /> }],
});
const remote: RemoteModule = {
  namespace: 'admin',
  resources: { 'zh-TW': {}, 'en-US': {} },
  features: { purchasingBulletin: featureRoutes([{ path: 'detail/:mode/:id?', element: <DetailPage declaration={bulletinDetail} /> }]) },
};

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(devConfig)));
beforeEach(() => loadRemote.mockResolvedValue({ default: remote }));
afterEach(() => window.history.replaceState(null, '', '/'));

/** A draft bulletin of the buyer's, written this morning. */
async function draftBulletin(): Promise<number> {
  const { data } = await api.post<BulletinDetail>('a/purchaseBulletin', {
    subject: 'Morning subject', category: 'GENERAL', title: 'Receiving hours', content: '<p>Receiving closes at 17:00.</p>',
    publishDate: '2026-03-20', validFrom: '2026-03-20', validTo: '2026-04-20', targets: { type: 'CRITERIA', greenSupplyChain: true }, attachments: [],
  });
  return data.id;
}

/** The portal at the edit page of a bulletin of `buyer`'s, signed in this morning. */
async function openBulletin(locale: Locale) {
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('buyer');
  const id = await draftBulletin();
  await initI18n();
  await changeLocale(locale);
  registerLoginNamespace();
  window.history.replaceState(null, '', `/admin/purchasingBulletin/detail/edit/${id}`);
  render(<AppProviders>{portalApp()}</AppProviders>);
  const user = userEvent.setup();
  const subject = await screen.findByRole('textbox', { name: locale === 'zh-TW' ? /^主旨/ : /^Subject/ });
  return { user, id, subject };
}

/** The bulletin's subject retyped, and the user token's 8 hours gone by. */
async function editingAfterEightHours(locale: Locale) {
  const { user, id, subject } = await openBulletin(locale);
  await user.clear(subject);
  await user.type(subject, 'Typed in the afternoon');
  // Lunch, a meeting: the token ran out meanwhile.
  await devCall('clock', { advanceMinutes: PAST_THE_TOKEN_MINUTES });
  return { user, id, subject };
}

const savedSubject = async (id: number) => (await api.get<BulletinDetail>(`a/purchaseBulletin/${id}`)).data.subject;

it('a background call answered 401 logs the user out but keeps the page, typing and all; the same user signs in again and saves (zh-TW)', async () => {
  const { user, id, subject } = await editingAfterEightHours('zh-TW');
  // The header's bell polls silently: its next ask is the first call the server refuses.
  void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });

  const dialog = await screen.findByRole('dialog', { name: '登入已失效' });
  expect(within(dialog).getByText('請重新登入以繼續作業，此頁面及您已輸入的內容都會保留。')).toBeInTheDocument();
  expect(within(dialog).getByText('若改為登出，尚未儲存的變更將會遺失。')).toBeInTheDocument();
  // Logged out: no token is left to send.
  expect(useSession.getState()).toMatchObject({ userToken: null, generalToken: null, expired: true });
  // The page is still there, as it was, behind the dialog: the same field, the same text.
  expect(subject).toBeInTheDocument();
  expect(subject).toHaveValue('Typed in the afternoon');
  expect(subject.closest('[inert]')).not.toBeNull();
  // What the page reads meanwhile (its record again, the bell) waits for the sign-in, as offline,
  // instead of failing without a token: a record refused would show its error in place of the form.
  void queryClient.invalidateQueries();
  const waiting = () => queryClient.getQueryCache().findAll({ predicate: (q) => q.state.fetchStatus === 'paused' });
  await waitFor(() => expect(waiting().length).toBeGreaterThan(0));
  expect(screen.getByRole('textbox', { name: /^主旨/, hidden: true })).toBe(subject);

  expect(within(dialog).getByRole('textbox', { name: /^帳號/ })).toHaveValue('buyer');
  await user.type(within(dialog).getByLabelText(/^密碼/), PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: '登入' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(useSession.getState()).toMatchObject({ expired: false, userToken: expect.any(String), profile: expect.objectContaining({ account: 'buyer' }) });
  expect(screen.getByRole('textbox', { name: /^主旨/ })).toBe(subject);
  expect(subject).toHaveValue('Typed in the afternoon');
  expect(subject.closest('[inert]')).toBeNull();
  await waitFor(() => expect(waiting()).toEqual([]));
  expect(subject).toHaveValue('Typed in the afternoon');

  await user.click(within(await screen.findByRole('toolbar', { name: '操作' })).getByRole('button', { name: '儲存' }));
  await waitFor(async () => expect(await savedSubject(id)).toBe('Typed in the afternoon'));
});

it('a save answered 401 keeps the page; another account signing in gets the home page, never the form (en-US)', async () => {
  const { user, id, subject } = await editingAfterEightHours('en-US');
  await user.click(within(await screen.findByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));

  const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
  expect(within(dialog).getByText('Signing in with another account closes this page and opens the home page.')).toBeInTheDocument();
  expect(subject).toHaveValue('Typed in the afternoon');

  const account = within(dialog).getByRole('textbox', { name: /^Account/ });
  await user.clear(account);
  await user.type(account, 'admin');
  await user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
  const gets = jest.spyOn(api, 'get');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

  await waitFor(() => expect(window.location.pathname).toBe('/'));
  await waitFor(() => expect(useSession.getState().profile?.account).toBe('admin'));
  // The profile the dialog read to tell whose account it is, not read once more by the gate.
  expect(gets.mock.calls.filter(([url]) => url === 'g/me')).toHaveLength(1);
  gets.mockRestore();
  expect(subject).not.toBeInTheDocument();
  expect(screen.queryByDisplayValue('Typed in the afternoon')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await screen.findByTestId('current-user')).toHaveTextContent('(admin)');
  expect(await savedSubject(id)).toBe('Morning subject');
});

it('logging out from the dialog drops the page for the login page (en-US)', async () => {
  const { user, subject } = await editingAfterEightHours('en-US');
  void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });
  const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
  await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(subject).not.toBeInTheDocument();
  expect(useSession.getState()).toMatchObject({ userToken: null, profile: null, expired: false });
});

it.each([
  ['zh-TW', '登出', '取消', '此頁面尚未儲存的變更將會遺失。登出後需重新輸入帳號密碼，語言設定會保留。', '登出後需重新輸入帳號密碼，語言設定會保留。'],
  ['en-US', 'Log out', 'Cancel', 'Changes on this page that are not saved yet will be lost. You will need your account and password to sign in again. Your language stays as chosen.', 'You will need your account and password to sign in again. Your language stays as chosen.'],
] as const)('the header’s logout says when the page’s unsaved changes would be lost (%s)', async (locale, logout, cancel, unsaved, plain) => {
  const { user, subject } = await openBulletin(locale);
  const askToLogOut = async () => {
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: logout }));
    return screen.findByRole('dialog');
  };
  const closeQuestion = async (dialog: HTMLElement) => {
    await user.click(within(dialog).getByRole('button', { name: cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };

  let dialog = await askToLogOut();
  expect(within(dialog).getByText(plain)).toBeInTheDocument();
  await closeQuestion(dialog);

  await user.type(subject, ' (changed)');
  dialog = await askToLogOut();
  expect(within(dialog).getByText(unsaved)).toBeInTheDocument();
  await closeQuestion(dialog);
});

it.each([
  ['zh-TW', '登入已失效', '密碼', '登入', '尚未儲存，確定要離開嗎？', '離開', '重設密碼', '請先設定新密碼再登入。'],
  ['en-US', 'Your session has ended', 'Password', 'Sign in', 'Leave without saving?', 'Leave', 'Reset password', 'Please set a new password before signing in.'],
] as const)('a sign-in from the dialog answered REGULAR_PASSWORD_RESET ends the expired session and opens the reset password page (%s)', async (locale, expiredTitle, password, signIn, leaveTitle, leave, resetTitle, mustReset) => {
  const { user, subject } = await editingAfterEightHours(locale);
  // An administrator asked for a new password meanwhile.
  await devCall('accounts/buyer/mustResetPassword');
  void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });
  const dialog = await screen.findByRole('dialog', { name: expiredTitle });
  await user.type(within(dialog).getByLabelText(new RegExp(`^${password}`)), PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: signIn }));

  // The page's unsaved changes ask first, as for any move away from it.
  const leaving = await screen.findByRole('dialog', { name: leaveTitle });
  await user.click(within(leaving).getByRole('button', { name: leave }));

  expect(await screen.findByRole('heading', { name: resetTitle })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/resetPwd');
  expect(await screen.findByText(mustReset)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: expiredTitle })).toBeNull();
  expect(subject).not.toBeInTheDocument();
  // Nothing of the session stays: back from here, the login page, not the page behind a dialog.
  expect(useSession.getState()).toMatchObject({ userToken: null, profile: null, expired: false });
  window.history.back();
  await waitFor(() => expect(window.location.pathname).toMatch(/^\/admin\/purchasingBulletin/));
  expect(await screen.findByRole('heading', { name: signIn })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: expiredTitle })).toBeNull();
});
