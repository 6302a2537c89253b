import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api, useSession } from 'shared-ui';
import { useLocation } from 'shared-ui/routing';
import { emulateFocusFixup, renderInPortal } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import TermsDialog from './terms-dialog';

jest.setTimeout(30_000);
withMockBackend();

/** Where the app is (hidden from the reader behind the modal dialog). */
function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

it.each([
  ['en-US', 'Terms of use and privacy statement', 'Cancel'],
  ['zh-TW', '使用條款與隱私權聲明', '取消'],
] as const)('Escape leaves the terms open and the user signed in; only Cancel signs out, on the server too, as Logout does (%s)', async (locale, title, cancel) => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const token = useSession.getState().userToken;
  await renderInPortal(
    <>
      <TermsDialog />
      <Where />
    </>,
    { locale, route: '/admin' },
  );
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: title })).toBe(dialog);
  expect(useSession.getState().userToken).not.toBeNull();
  expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent(/^\/admin$/);

  await user.click(within(dialog).getByRole('button', { name: cancel }));
  await waitFor(() => expect(useSession.getState().userToken).toBeNull());
  // The session gate shows the login screen in the dialog's place, on the same address.
  expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent(/^\/admin$/);
  // The server's session is over: the old token, had anyone kept it, opens nothing.
  await expect(api.get('g/me', { silent: true, headers: { Authorization: `Bearer ${token}` } })).rejects.toMatchObject({ response: { status: 401 } });
});

it.each([
  ['en-US', 'Full text of the terms', 'Terms of Use'],
  ['zh-TW', '條款全文', '使用條款'],
] as const)('the text of the terms is a named region in the tab order, to scroll by keyboard (%s)', async (locale, name, firstTitle) => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderInPortal(<TermsDialog />, { locale, route: '/admin' });
  const dialog = await screen.findByRole('dialog');
  const text = within(dialog).getByRole('region', { name });
  expect(text).toHaveAttribute('tabindex', '0');
  expect(within(text).getByRole('heading', { level: 2, name: new RegExp(firstTitle) })).toBeInTheDocument();
  // The first stop of the dialog: the arrow keys then scroll it.
  await user.tab();
  expect(text).toHaveFocus();
});

it('OK pressed by the keyboard keeps the focus while the acceptance is recorded, and is pressed once', async () => {
  const dropsFocus = emulateFocusFixup();
  try {
    const user = userEvent.setup();
    await signInAs('supplier');
    // The acceptance is held until released, then the mock backend takes it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let accepts = 0;
    testServer.use(
      http.put('*/api/su/me/acceptTerm', () => {
        accepts += 1;
        return released.then(() => undefined);
      }),
    );
    await renderInPortal(<TermsDialog />, { locale: 'en-US', route: '/admin' });
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    // Unavailable until the terms are accepted, yet reachable.
    expect(ok).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('checkbox'));
    expect(ok).not.toHaveAttribute('aria-disabled');
    act(() => ok.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(accepts).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // A disabled OK would have dropped the focus out of the dialog.
    expect(ok).toHaveFocus();
    expect(ok).toHaveAttribute('aria-disabled', 'true');
    // Cancel waits too: its sign-out beside the acceptance would record terms the user cancelled.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(useSession.getState().profile?.acceptTerm).toBe(true));
    expect(accepts).toBe(1);
  } finally {
    dropsFocus();
  }
});

it.each(['supplier', 'buyer'] as const)('a profile that does not say the account kind (a backend without userKind): the %s accepts on its side by the spec rule', async (account) => {
  const user = userEvent.setup();
  await signInAs(account);
  const { profile } = useSession.getState();
  const { userKind: _told, ...untold } = profile!;
  useSession.getState().setProfile({ ...untold, acceptTerm: false });
  await renderInPortal(<TermsDialog />, { locale: 'en-US', route: '/admin' });
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(useSession.getState().profile?.acceptTerm).toBe(true));
});
