import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { emulateFocusFixup, renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';

// The reply's question closes as its Send reply goes: the focus comes back to the dialog's own
// Send reply, which waits for the call. A disabled one would take none (the keyboard user would
// start again from the top of the page); a waiting BusyButton keeps it.
jest.setTimeout(60_000);
withMockBackend();

let dropsFocus: () => void;
beforeEach(() => (dropsFocus = emulateFocusFixup()));
afterEach(() => dropsFocus());

it('Send reply pressed by the keyboard: the focus is back on it while the reply goes, and a second press sends nothing', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  // The reply is held until released, then the mock backend takes it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let replies = 0;
  testServer.use(
    http.post('*/api/su/deliveryScheduleToReply/reply', () => {
      replies += 1;
      return released.then(() => undefined);
    }),
  );
  await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Reply to PO/ }).length).toBeGreaterThan(0));
  await user.click(within(grid).getAllByRole('button', { name: /^Reply to PO/ })[0]);
  const dialog = await screen.findByRole('dialog', { name: /^Reply delivery for PO/ });
  const quantity = within(dialog).getByRole('textbox', { name: /Reply qty/ });
  await user.clear(quantity);
  await user.type(quantity, '0');

  const send = within(dialog).getByRole('button', { name: 'Send reply' });
  act(() => send.focus());
  await user.keyboard('{Enter}');
  const asked = await screen.findByRole('dialog', { name: 'Send this reply?' });
  act(() => within(asked).getByRole('button', { name: 'Send reply' }).focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(replies).toBe(1));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send this reply?' })).toBeNull());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(send).toHaveFocus();
  expect(send).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog', { name: 'Send this reply?' })).toBeNull();

  release();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Reply delivery for PO/ })).toBeNull());
  expect(replies).toBe(1);
});
