import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

// What the delivery tests share: a reply typed into the open reply dialog (in English) and sent.

type User = ReturnType<typeof userEvent.setup>;

/** Replies quantity 0 (the date undecided), with a remark if given, and sends it through the dialog's confirmation. */
export async function sendUndecidedReply(user: User, dialog: HTMLElement, remark?: string) {
  const quantity = within(dialog).getByRole('textbox', { name: /Reply qty/ });
  await user.clear(quantity);
  await user.type(quantity, '0');
  if (remark) await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), remark);
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Send this reply?' })).getByRole('button', { name: 'Send reply' }));
}
