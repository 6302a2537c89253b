import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from 'shared-ui/components';
import { emulateFocusFixup, renderInPortal } from 'shared-ui/testing';

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

/** A button that opens the dialog, as a page does; Cancel closes it, `onConfirm` decides itself. */
function Asking({ onConfirm }: { onConfirm(close: () => void): ReturnType<ConfirmDialogProps['onConfirm']> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <ConfirmDialog open={open} title="common:actions.confirm" confirmLabel="common:actions.ok" onConfirm={() => onConfirm(() => setOpen(false))} onCancel={() => setOpen(false)} />
    </>
  );
}

/** Opened by its button, the focus in it (its Cancel's): what a user sees before clicking. */
async function open(user: User) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

/** A call the test answers itself. */
function pendingCall() {
  let answer!: () => void;
  const done = new Promise<void>((resolve) => (answer = resolve));
  return { done, answer };
}

it('waits for the call it was handed: a double-click goes once, Cancel and Escape wait, and it takes the next click once the call is done', async () => {
  const user = userEvent.setup();
  const calls: ReturnType<typeof pendingCall>[] = [];
  const onConfirm = jest.fn(() => {
    const call = pendingCall();
    calls.push(call);
    return call.done;
  });
  await renderInPortal(<Asking onConfirm={onConfirm} />, { locale: 'en-US' });
  const dialog = await open(user);
  const ok = within(dialog).getByRole('button', { name: 'OK' });
  await user.dblClick(ok);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(ok).toHaveAttribute('aria-disabled', 'true');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Confirm' })).toBe(dialog);

  calls[0]!.answer();
  await waitFor(() => expect(ok).not.toHaveAttribute('aria-disabled'));
  // Still open (the call failed, say): the user may try again.
  await user.click(ok);
  expect(onConfirm).toHaveBeenCalledTimes(2);
  calls[1]!.answer();
  await waitFor(() => expect(ok).not.toHaveAttribute('aria-disabled'));
});

it('Confirm pressed by the keyboard keeps the focus while its call runs, and a second press goes nowhere', async () => {
  const dropsFocus = emulateFocusFixup();
  try {
    const user = userEvent.setup();
    const call = pendingCall();
    const onConfirm = jest.fn(() => call.done);
    await renderInPortal(<Asking onConfirm={onConfirm} />, { locale: 'en-US' });
    const dialog = await open(user);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await user.tab(); // from Cancel, which has the focus as the dialog opens
    expect(ok).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // A disabled one would have dropped the focus out of the dialog.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(ok).toHaveFocus();
    expect(ok).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => call.answer());
    await waitFor(() => expect(ok).not.toHaveAttribute('aria-disabled'));
    expect(ok).toHaveFocus();
  } finally {
    dropsFocus();
  }
});

it('a dialog closing takes no second click, even while it fades out', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn((close: () => void) => close());
  await renderInPortal(<Asking onConfirm={onConfirm} />, { locale: 'en-US' });
  const dialog = await open(user);
  await user.dblClick(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('a call that fails leaves no unhandled rejection: the caller shows its error, the dialog takes the next click', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const user = userEvent.setup();
    let fail!: (error: Error) => void;
    const onConfirm = jest.fn(() => {
      const call = new Promise<void>((_, reject) => (fail = reject));
      // The caller handles its own failure (a page shows the error).
      call.catch(() => undefined);
      return call;
    });
    await renderInPortal(<Asking onConfirm={onConfirm} />, { locale: 'en-US' });
    const dialog = await open(user);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await user.click(ok);
    expect(ok).toHaveAttribute('aria-disabled', 'true');
    await act(async () => fail(new Error('Conflict')));
    await waitFor(() => expect(ok).not.toHaveAttribute('aria-disabled'));
    // Node reports an unhandled rejection after the microtasks of a macrotask.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    await user.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
