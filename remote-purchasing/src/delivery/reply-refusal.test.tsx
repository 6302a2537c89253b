import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';

// A refusal of one split that no field of the reply dialog shows (its schedule) is named by the
// list of splits, under the list and in the dialog's refusal box: never a bare "Invalid value.".
jest.setTimeout(60_000);
withMockBackend();

describe.each([
  {
    locale: 'en-US' as const,
    replyTo: /^Reply to PO/,
    dialog: /^Reply delivery for PO/,
    quantity: /Reply qty/,
    addSplit: 'Add a delivery date',
    send: 'Send reply',
    confirm: 'Send this reply?',
    line: 'Deliveries (row 2): Invalid value.',
  },
  {
    locale: 'zh-TW' as const,
    replyTo: /^回覆採購單/,
    dialog: /的交期$/,
    quantity: /回覆數量/,
    addSplit: '新增交貨日期',
    send: '送出回覆',
    confirm: '確定送出此回覆？',
    line: '分批交貨（第 2 列）：輸入值不正確。',
  },
])('$locale', (text) => {
  it("a split's refusal no field shows is named by the list of splits", async () => {
    const user = userEvent.setup();
    await signInAs('supplier');
    testServer.use(
      http.post('*/api/su/deliveryScheduleToReply/reply', () =>
        HttpResponse.json({ messages: [], fieldErrors: [{ path: 'replies.1.scheduleId', key: 'validation:invalid' }] }, { status: 400 }),
      ),
    );
    await renderRemoteFeature(remote, 'deliveryReply', '', text.locale);
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getAllByRole('button', { name: text.replyTo }).length).toBeGreaterThan(0));
    await user.click(within(grid).getAllByRole('button', { name: text.replyTo })[0]);
    const dialog = await screen.findByRole('dialog', { name: text.dialog });

    // Two splits, both undecided (quantity 0, no date).
    const quantity = within(dialog).getByRole('textbox', { name: text.quantity });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: text.addSplit }));
    await user.click(within(dialog).getByRole('button', { name: text.send }));
    await user.click(within(await screen.findByRole('dialog', { name: text.confirm })).getByRole('button', { name: text.send }));

    // Under the list of splits, and repeated in the dialog's refusal box.
    expect(await within(dialog).findByText(text.line, { ignore: '.MuiAlert-message' }, { timeout: 5000 })).toBeInTheDocument();
    const box = within(dialog).getByText((_, element) => element?.classList.contains('MuiAlert-message') ?? false);
    expect(box.textContent).toContain(text.line);
  });
});
