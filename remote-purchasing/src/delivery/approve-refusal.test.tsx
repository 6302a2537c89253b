import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from 'shared-ui';
import type { DeliveryScheduleRow, PageResult } from 'shared-ui/contract';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';

// A refused approval stays in its dialog, saying why, to be read and tried again: the portal's
// notice fades after a few seconds, and a modal hides it from assistive technology.
jest.setTimeout(60_000);
withMockBackend();

/** A line of supplier 1001 replied with one date, reviewed by the buyer (signed in after). */
async function replied(): Promise<DeliveryScheduleRow> {
  await signInAs('supplier');
  const open = (await api.post<PageResult<DeliveryScheduleRow>>('su/deliveryScheduleToReply/searchForReply', { paging: { page: 1, pageSize: 100 } })).data.items;
  const line = open.find((s) => s.openQuantity >= 100)!;
  await api.post('su/deliveryScheduleToReply/reply', { replies: [{ scheduleId: line.id, replies: [{ replyQuantity: line.openQuantity, replyDate: '2026-12-03' }] }] });
  await signInAs('buyer');
  return line;
}

const TEXTS = {
  'en-US': {
    approveRow: /^Approve the reply/,
    dialog: (l: DeliveryScheduleRow) => `Approve the reply for PO ${l.poNo} item ${l.item}?`,
    approve: 'Approve',
    approved: 'The reply has been approved.',
    notReplied: /Only a replied delivery date can be approved or rejected/,
  },
  'zh-TW': {
    approveRow: /^核准採購單/,
    dialog: (l: DeliveryScheduleRow) => `核准採購單 ${l.poNo} 項次 ${l.item} 的交期回覆？`,
    approve: '核准',
    approved: '已核准此回覆。',
    notReplied: /只有已回覆的交期可以同意或退回/,
  },
} as const;

/** The review list of the line's PO, and the line's row. */
async function reviewRow(line: DeliveryScheduleRow, locale: 'en-US' | 'zh-TW') {
  const view = await renderRemoteFeature(remote, 'deliveryReview', `?poNo=${line.poNo}`, locale);
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid.querySelector(`[role="row"][data-id="${line.id}"]`)).not.toBeNull());
  return { view, row: grid.querySelector<HTMLElement>(`[role="row"][data-id="${line.id}"]`)! };
}

it.each(['en-US', 'zh-TW'] as const)('%s: a refused approval is said inside the dialog, which stays open to try again', async (locale) => {
  const text = TEXTS[locale];
  const user = userEvent.setup();

  // Another buyer approves the reply while the dialog asks: the server's reason, in the user's language, stays in view.
  const first = await replied();
  const { view, row } = await reviewRow(first, locale);
  await user.click(within(row).getByRole('button', { name: text.approveRow }));
  let dialog = await screen.findByRole('dialog', { name: text.dialog(first) });
  await api.post(`a/deliveryReplyReview/${first.id}/approve`);
  await user.click(within(dialog).getByRole('button', { name: text.approve }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.notReplied);
  expect(screen.getByRole('dialog', { name: text.dialog(first) })).toBe(dialog);
  view.unmount();

  // Refused once (the review service busy), then tried again: approved, and the dialog closes.
  const second = await replied();
  const next = await reviewRow(second, locale);
  testServer.use(http.post('*/api/a/deliveryReplyReview/:id/approve', () => HttpResponse.json({ messages: ['Review service busy: try again.'] }, { status: 409 }), { once: true }));
  await user.click(within(next.row).getByRole('button', { name: text.approveRow }));
  dialog = await screen.findByRole('dialog', { name: text.dialog(second) });
  await user.click(within(dialog).getByRole('button', { name: text.approve }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Review service busy: try again.');
  await user.click(within(dialog).getByRole('button', { name: text.approve }));
  expect(await screen.findByText(text.approved)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
