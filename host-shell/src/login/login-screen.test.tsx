import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { withMockBackend } from 'mock-api/testing';
import { setRuntimeConfig, useSession } from 'shared-ui';
import { emulateFocusFixup, renderInPortal } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { registerLoginNamespace } from '../i18n/login-namespace';
import { showsOnlyLogin } from '../routing/public-paths';
import { LoginNavigationProvider } from './login-navigation';
import { LoginPage } from './login.page';

jest.setTimeout(30_000);
withMockBackend();
// Single sign-on finds no ticket here (auth/single-sign-on.test.ts covers it).
jest.mock('../auth/single-sign-on', () => ({ trySingleSignOn: () => Promise.resolve(null) }));

// The login screen shown alone (bootstrap, nobody signed in) has no router: it moves on through
// the navigation it is given, which loads the portal at that address.
async function renderLoginScreen(pathname: string, search = '') {
  const moveTo = jest.fn();
  setRuntimeConfig({ environment: 'development', version: '1', apiBaseUrl: '/api', mockBackend: true, remotes: { supplier: '', sourcing: '', purchasing: '', payment: '', audit: '', admin: '' } });
  registerLoginNamespace();
  await renderInPortal(
    <LoginNavigationProvider value={{ here: { pathname, search }, moveTo }}>
      <LoginPage />
    </LoginNavigationProvider>,
    { locale: 'en-US' },
  );
  return moveTo;
}

it('signs in and moves to the address that was asked for, in place of the login screen', async () => {
  const user = userEvent.setup();
  const moveTo = await renderLoginScreen('/admin/po', '?confirmStatus=UNCONFIRMED');
  await user.type(screen.getByLabelText('Account', { exact: false }), 'admin');
  await user.type(screen.getByLabelText('Password', { exact: false }), 'Portal#2026demo');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(moveTo).toHaveBeenCalledWith('/admin/po?confirmStatus=UNCONFIRMED', { replace: true }));
  expect(useSession.getState().profile?.account).toBe('admin');
});

it('moves to the home page after a sign-in on /login', async () => {
  const user = userEvent.setup();
  const moveTo = await renderLoginScreen('/login');
  await user.type(screen.getByLabelText('Account', { exact: false }), 'supplier');
  await user.type(screen.getByLabelText('Password', { exact: false }), 'Portal#2026demo');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(moveTo).toHaveBeenCalledWith('/', { replace: true }));
});

it('Sign in pressed by the keyboard keeps the focus while it signs in; Enter again, on it or in a field, asks once', async () => {
  const dropsFocus = emulateFocusFixup();
  try {
    const user = userEvent.setup();
    // The sign-in is held until released, then the mock backend takes it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    testServer.use(
      http.post('*/api/auth/pwd', () => {
        asked += 1;
        return released.then(() => undefined);
      }),
    );
    const moveTo = await renderLoginScreen('/login');
    await user.type(screen.getByLabelText('Account', { exact: false }), 'supplier');
    await user.type(screen.getByLabelText('Password', { exact: false }), 'Portal#2026demo');
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    act(() => signIn.focus());
    await user.keyboard('{Enter}');
    const signingIn = await screen.findByRole('button', { name: 'Signing in…' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // A disabled one would have dropped the focus to the page: the keyboard user starts again from the top.
    expect(signingIn).toHaveFocus();
    expect(signingIn).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Password', { exact: false }), '{Enter}');
    expect(asked).toBe(1);
    release();
    await waitFor(() => expect(moveTo).toHaveBeenCalledWith('/', { replace: true }));
    expect(asked).toBe(1);
  } finally {
    dropsFocus();
  }
});

it('puts the cursor in the account field once the screen has painted, ready to type', async () => {
  await renderLoginScreen('/login');
  await waitFor(() => expect(screen.getByLabelText('Account', { exact: false })).toHaveFocus());
});

it('follows its links in place, and leaves a click for a new tab to the browser', async () => {
  const moveTo = await renderLoginScreen('/login');
  const link = screen.getByRole('link', { name: 'Forgot password' });
  expect(link).toHaveAttribute('href', '/forgetPassword');
  fireEvent.click(link, { ctrlKey: true });
  expect(moveTo).not.toHaveBeenCalled();
  fireEvent.click(link);
  expect(moveTo).toHaveBeenCalledWith('/forgetPassword');
  fireEvent.click(screen.getByRole('link', { name: 'New supplier registration' }));
  expect(moveTo).toHaveBeenLastCalledWith('/fromLinks/register');
});

it.each([
  ['/login', false, true],
  ['/', false, true],
  ['/admin/po', false, true],
  ['/forgetPassword', false, false],
  ['/resetPwd/', false, false],
  ['/fromLinks/register', false, false],
  ['/login', true, false],
])('%s, signed in %s: the login screen alone is %s', (pathname, signedIn, alone) => {
  expect(showsOnlyLogin(pathname, signedIn)).toBe(alone);
});
