import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace, type Locale } from 'shared-ui';
import { QueryProvider } from 'shared-ui/data';
import { emulateFocusFixup, renderInPortal } from 'shared-ui/testing';
import { FormDialog, ReasonDialog } from 'shared-ui/detail';
import { fileListField, reasonSchema, requiredText } from 'shared-ui/contract';
import { MultiSelectField, TextField } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { z } from 'zod';
import { testServer } from '../testing/msw-test-server';
import { heldFileHandler } from '../upload/upload-fixtures';

jest.setTimeout(30_000);

beforeAll(() => testServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => testServer.resetHandlers());
afterAll(() => testServer.close());

/** The file's upload held until `release()`. */
function heldUpload(name: string) {
  const { handler, release } = heldFileHandler(name);
  testServer.use(handler);
  return release;
}

const handlers = () => ({ send: jest.fn(async (_: unknown) => undefined), onDone: jest.fn(), onCancel: jest.fn() });

/** A FormDialog of one required reason, in English. */
const renderReasonForm = (h: ReturnType<typeof handlers>) =>
  renderInPortal(
    <FormDialog title="detail:reason" confirmLabel="common:actions.confirm" schema={reasonSchema} defaults={{ reason: '' }} {...h}>
      <TextField name="reason" label="detail:reason" required />
    </FormDialog>,
    { locale: 'en-US' },
  );

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
  await renderReasonForm(h);
  const reason = await screen.findByRole('textbox', { name: /Reason/ });
  await user.type(reason, '{Enter}');
  expect(await screen.findByText('Required')).toBeInTheDocument();
  expect(h.send).not.toHaveBeenCalled();
  await user.type(reason, 'Wrong plant{Enter}');
  await waitFor(() => expect(h.onDone).toHaveBeenCalledTimes(1));
  expect(h.send).toHaveBeenCalledWith({ reason: 'Wrong plant' }, { silent: true, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
});

it('Send again after an answer that never arrived hands the call the same Idempotency-Key; changed text a new one', async () => {
  const user = userEvent.setup();
  const h = handlers();
  // The first two sends reach the server, but no answer comes back.
  const lost = Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
  h.send.mockRejectedValueOnce(lost).mockRejectedValueOnce(lost);
  await renderReasonForm(h);
  const reason = await screen.findByRole('textbox', { name: /Reason/ });
  const send = screen.getByRole('button', { name: 'Confirm' });
  await user.type(reason, 'Wrong plant');
  await user.click(send);
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
  await user.click(send);
  await waitFor(() => expect(h.send).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
  await user.type(reason, ' again');
  await user.click(send);
  await waitFor(() => expect(h.onDone).toHaveBeenCalledTimes(1));
  const keys = h.send.mock.calls.map((c) => (c as unknown[])[1] as { idempotencyKey: string } | undefined).map((call) => call?.idempotencyKey);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

it('Send pressed by the keyboard keeps the focus while its call runs; a second press and Enter in the field send nothing', async () => {
  const dropsFocus = emulateFocusFixup();
  try {
    const user = userEvent.setup();
    const h = handlers();
    let answer!: () => void;
    h.send.mockImplementationOnce(() => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))));
    await renderReasonForm(h);
    const reason = await screen.findByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Wrong plant');
    const send = screen.getByRole('button', { name: 'Confirm' });
    act(() => send.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(h.send).toHaveBeenCalledTimes(1));
    // A disabled Send would have dropped the focus out of the dialog.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(send).toHaveFocus();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(send);
    await user.type(reason, '{Enter}');
    expect(h.send).toHaveBeenCalledTimes(1);
    expect(h.onCancel).not.toHaveBeenCalled();
    await act(async () => answer());
    await waitFor(() => expect(h.onDone).toHaveBeenCalledTimes(1));
    expect(h.send).toHaveBeenCalledTimes(1);
  } finally {
    dropsFocus();
  }
});

const eventSchema = z.object({ reason: requiredText(), attachments: fileListField() });

it.each([
  ['en-US', 'Confirm', 'Uploading files… You can save or send once they are done.', 'Download quote.pdf'],
  ['zh-TW', '確認', '檔案上傳中…上傳完成後才能儲存或送出。', '下載 quote.pdf'],
] as const)('%s: Send waits for a file still uploading, saying why, and then sends it with the form', async (locale: Locale, sendName, waiting, download) => {
  const user = userEvent.setup();
  const h = handlers();
  const release = heldUpload('quote.pdf');
  await renderInPortal(
    <FormDialog title="detail:reason" confirmLabel="common:actions.confirm" schema={eventSchema} defaults={{ reason: '', attachments: [] }} {...h}>
      <TextField name="reason" label="detail:reason" required />
      <FileUploadField name="attachments" label="upload:attachment" />
    </FormDialog>,
    { locale },
  );
  const dialog = await screen.findByRole('dialog');
  const reason = within(dialog).getByRole('textbox');
  await user.type(reason, 'Plant visit');
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File([new Uint8Array(64)], 'quote.pdf', { type: 'application/pdf' }));
  expect(await within(dialog).findByRole('progressbar')).toBeInTheDocument();
  const send = within(dialog).getByRole('button', { name: sendName });
  expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(within(dialog).getByRole('status')).toHaveTextContent(waiting);
  // Enter in the one-line field sends nothing either.
  await user.type(reason, '{Enter}');
  expect(h.send).not.toHaveBeenCalled();

  release();
  expect(await within(dialog).findByRole('button', { name: download })).toBeInTheDocument();
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
  expect(within(dialog).queryByText(waiting)).toBeNull();
  await user.click(send);
  await waitFor(() => expect(h.onDone).toHaveBeenCalledTimes(1));
  expect(h.send).toHaveBeenCalledWith({ reason: 'Plant visit', attachments: [expect.objectContaining({ fileId: 'file-held', fileName: 'quote.pdf' })] }, expect.objectContaining({ silent: true }));
});

registerNamespace('dialogRefusalDemo', {
  'zh-TW': { roles: '角色', role: { A: '採購', B: '財務' } },
  'en-US': { roles: 'Roles', role: { A: 'Buyer', B: 'Finance' } },
});
const ROLES = ['A', 'B'].map((code) => ({ code, label: `dialogRefusalDemo:role.${code}` }));
const rolesSchema = z.object({ reason: requiredText(), roles: z.array(z.string()) });

it.each([
  ['en-US', 'Confirm', 'The record was not saved. Check the marked fields.\nRoles (item 2): Invalid value.\nThis approval is closed.', 'Roles (item 2): Invalid value.'],
  ['zh-TW', '確認', '資料尚未儲存，請檢查標示的欄位。\n角色（第 2 項）：輸入值不正確。\nThis approval is closed.', '角色（第 2 項）：輸入值不正確。'],
] as const)('%s: a refusal at a path no field of the dialog shows is named by the nearest field, in the refusal box too', async (locale: Locale, sendName, boxText, atRoles) => {
  const user = userEvent.setup();
  const refused = Object.assign(new Error('Request failed with status code 400'), {
    config: { silent: true },
    response: {
      status: 400,
      data: {
        messages: [],
        fieldErrors: [
          { path: 'roles.1', key: 'validation:invalid' },
          // Nothing in the dialog shows this one: the box says it, as the server wrote it.
          { path: 'approval.code', message: 'This approval is closed.' },
        ],
      },
    },
  });
  const h = handlers();
  h.send.mockRejectedValueOnce(refused);
  await renderInPortal(
    <QueryProvider>
      <FormDialog title="detail:reason" confirmLabel="common:actions.confirm" schema={rolesSchema} defaults={{ reason: 'Plant visit', roles: ['A', 'B'] }} {...h}>
        <TextField name="reason" label="detail:reason" required />
        <MultiSelectField name="roles" label="dialogRefusalDemo:roles" options={ROLES} />
      </FormDialog>
    </QueryProvider>,
    { locale },
  );
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: sendName }));

  const box = await within(dialog).findByText(/./, { selector: '.MuiAlert-message' });
  expect(box.textContent).toBe(boxText);
  // The roles picker shows it as its own, with the item.
  expect(within(dialog).getByText(atRoles, { ignore: '.MuiAlert-message' })).toBeInTheDocument();
  expect(h.onDone).not.toHaveBeenCalled();
});
