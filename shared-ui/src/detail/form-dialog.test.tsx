import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from 'shared-ui/testing';
import { FormDialog, ReasonDialog } from 'shared-ui/detail';
import { reasonSchema } from 'shared-ui/contract';
import { TextField } from 'shared-ui/form';

jest.setTimeout(30_000);

const handlers = () => ({ send: jest.fn(async (_: unknown) => undefined), onDone: jest.fn(), onCancel: jest.fn() });

it('opens with the focus in its first field; Escape over typed text asks first, and Cancel there keeps the text', async () => {
  const user = userEvent.setup();
  const h = handlers();
  await renderInPortal(<ReasonDialog title="detail:reason" confirmLabel="common:actions.confirm" {...h} />, { locale: 'en-US' });
  const reason = await screen.findByRole('textbox', { name: /Reason/ });
  await waitFor(() => expect(reason).toHaveFocus());
  await user.type(reason, 'Prices are a month old');
  await user.keyboard('{Escape}');
  const ask = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull());
  expect(reason).toHaveValue('Prices are a month old');
  expect(h.onCancel).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  await user.click(within(await screen.findByRole('dialog', { name: 'Discard what you typed?' })).getByRole('button', { name: 'Discard' }));
  expect(h.onCancel).toHaveBeenCalledTimes(1);
  expect(h.send).not.toHaveBeenCalled();
});

it('Enter in a one-line field sends the form, checked as by its button', async () => {
  const user = userEvent.setup();
  const h = handlers();
  await renderInPortal(
    <FormDialog title="detail:reason" confirmLabel="common:actions.confirm" schema={reasonSchema} defaults={{ reason: '' }} {...h}>
      <TextField name="reason" label="detail:reason" required />
    </FormDialog>,
    { locale: 'en-US' },
  );
  const reason = await screen.findByRole('textbox', { name: /Reason/ });
  await user.type(reason, '{Enter}');
  expect(await screen.findByText('Required')).toBeInTheDocument();
  expect(h.send).not.toHaveBeenCalled();
  await user.type(reason, 'Wrong plant{Enter}');
  await waitFor(() => expect(h.onDone).toHaveBeenCalledTimes(1));
  expect(h.send).toHaveBeenCalledWith({ reason: 'Wrong plant' });
});
