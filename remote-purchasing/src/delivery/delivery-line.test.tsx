import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from 'shared-ui';
import type { DeliveryScheduleRow } from 'shared-ui/contract';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';
import { sendUndecidedReply } from './reply-test-steps';

// Issue 19: a rejected delivery reply's line page, over the whole mock backend. The supplier reads
// the review's reason in the line's timeline and asks a question in its conversation; supplier2
// is told the line is not there.
jest.setTimeout(90_000);
withMockBackend();

const LINE = 5;

it('the supplier reads why its reply was rejected in the line\'s timeline, asks in its conversation, and the buyer sees it unread', async () => {
  const user = userEvent.setup();
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('buyer');
  await api.post(`a/deliveryReplyReview/${LINE}/reject`, { reason: 'Please deliver one week earlier' });

  await signInAs('supplier');
  const view = await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${LINE}`, 'en-US');
  expect(await screen.findByRole('heading', { name: /Delivery schedule line 4501001007/ })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Timeline' }));
  const timeline = await screen.findByRole('list', { name: 'Changes, newest first' });
  expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(/Rejected · Replied → Rejected.*Reason: Please deliver one week earlier/);

  await user.click(screen.getByRole('tab', { name: 'Conversation' }));
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Would 2026-03-01 work?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages, newest last' })).getByRole('listitem')).toHaveTextContent('Would 2026-03-01 work?'));

  view.unmount();
  await signInAs('buyer');
  const { data } = await api.get<{ unreadCount: number; items: { text: string }[] }>(`a/deliverySchedule/${LINE}/messages`);
  expect(data).toMatchObject({ unreadCount: 1, items: [{ text: 'Would 2026-03-01 work?' }] });
});

it('another supplier opening the line by its URL is told it is not there', async () => {
  await signInAs('supplier2');
  await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${LINE}`, 'en-US');
  expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Conversation' })).not.toBeInTheDocument();
});

it('the line page colours the date that matters by its band, as the lists do: the estimate until there is a reply, then the reply date', async () => {
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('supplier');
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

  // Line 13 waits for a reply: its estimate, 2026-03-22, is within 7 days of the demo day.
  const view = await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'en-US');
  await screen.findByRole('heading', { name: /4501001021/ });
  await waitFor(() => expect(value('Estimated delivery').querySelector('[data-band="WITHIN_THRESHOLD"]')).toHaveTextContent('2026-03-22(Within 7 days)'));
  expect(value('Reply date')).toHaveTextContent('—');
  view.unmount();

  // Line 4 is replied for 2026-03-08, overdue: the reply date carries the band, the estimate is plain.
  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/4', 'en-US');
  await screen.findByRole('heading', { name: /4501001007/ });
  await waitFor(() => expect(value('Reply date').querySelector('[data-band="OVERDUE"]')).toHaveTextContent('2026-03-08(Overdue)'));
  expect(value('Estimated delivery').querySelector('[data-band]')).toBeNull();
});

it('an approved split reply: the line page lists every confirmed delivery, the earliest being its estimate', async () => {
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('supplier');
  await api.post('su/deliveryScheduleToReply/reply', {
    replies: [{ scheduleId: 13, replies: [{ replyQuantity: 1500, replyDate: '2026-03-30' }, { replyQuantity: 2500, replyDate: '2026-03-24' }] }],
  });
  await signInAs('buyer');
  await api.post('a/deliveryReplyReview/13/approve');
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

  const view = await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'en-US');
  await screen.findByRole('heading', { name: /4501001021/ });
  // Each confirmed date in its own band on the business clock, not only the earliest.
  await waitFor(() => expect(value('Confirmed dates × qty')).toHaveTextContent('2026-03-24(Within 7 days) × 2,500, 2026-03-30(After 7 days) × 1,500'));
  expect([...value('Confirmed dates × qty').querySelectorAll('[data-band]')].map((d) => d.getAttribute('data-band'))).toEqual(['WITHIN_THRESHOLD', 'LATER']);
  expect(value('Estimated delivery')).toHaveTextContent('2026-03-24');
  expect(screen.queryByText('Replied dates × qty', { selector: 'dt' })).toBeNull();
  view.unmount();

  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'zh-TW');
  await screen.findByRole('heading', { name: /4501001021/ });
  await waitFor(() => expect(value('確認交期 × 數量')).toHaveTextContent('2026-03-24(7 天內) × 2,500、2026-03-30(7 天後) × 1,500'));
});

it('a reply sent back: the line page shows the rejected reply date by date beside the reason, in both languages', async () => {
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('supplier');
  await api.post('su/deliveryScheduleToReply/reply', {
    replies: [{ scheduleId: 13, replies: [{ replyQuantity: 1500, replyDate: '2026-03-30' }, { replyQuantity: 2500, replyDate: '2026-03-24' }] }],
  });
  await signInAs('buyer');
  await api.post('a/deliveryReplyReview/13/reject', { reason: 'All by 03-24 please' });
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

  await signInAs('supplier');
  const view = await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'en-US');
  await screen.findByRole('heading', { name: /4501001021/ });
  await waitFor(() => expect(value('Rejected reply (dates × qty)')).toHaveTextContent(/^2026-03-24 × 2,500, 2026-03-30 × 1,500$/));
  // Right beside the reason; no reply stands any more.
  expect(screen.getByText('Rejected reply (dates × qty)', { selector: 'dt' }).closest('dl')!.nextElementSibling).toHaveTextContent(/^Reason sent backAll by 03-24 please$/);
  expect(value('Replied dates × qty')).toHaveTextContent(/^—$/);
  view.unmount();

  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'zh-TW');
  await screen.findByRole('heading', { name: /4501001021/ });
  await waitFor(() => expect(value('已退回的回覆（交期 × 數量）')).toHaveTextContent(/^2026-03-24 × 2,500、2026-03-30 × 1,500$/));
  expect(value('退回原因')).toHaveTextContent('All by 03-24 please');
});

it('a line not sent back has no rejected reply to show', async () => {
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/4', 'en-US');
  await screen.findByRole('heading', { name: /4501001007/ });
  await waitFor(() => expect(screen.getByText('Replied dates × qty', { selector: 'dt' })).toBeInTheDocument());
  expect(screen.queryByText('Rejected reply (dates × qty)', { selector: 'dt' })).toBeNull();
});

// The line's page is where the notifications bring the supplier (its reply sent back) and the buyer
// (a question about the line): from there each acts on the line and opens its PO.

const valueCell = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
const toolbar = () => screen.getByRole('toolbar');

it('the PO no. opens the line\'s PO, for its supplier and its buyer alike', async () => {
  await signInAs('supplier');
  const { data: line } = await api.get<DeliveryScheduleRow>(`su/deliverySchedule/${LINE}`);
  const view = await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${LINE}`, 'en-US');
  await screen.findByRole('heading', { name: /4501001007/ });
  expect(within(valueCell('PO no.') as HTMLElement).getByRole('link', { name: '4501001007' })).toHaveAttribute('href', `/admin/po/detail/view/${line.poId}`);
  view.unmount();

  await signInAs('buyer');
  await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${LINE}`, 'zh-TW');
  await screen.findByRole('heading', { name: /4501001007/ });
  expect(within(valueCell('採購單號') as HTMLElement).getByRole('link', { name: '4501001007' })).toHaveAttribute('href', `/admin/po/detail/view/${line.poId}`);
});

it('the supplier replies again from the line page after its reply was sent back, and the page shows the new reply', async () => {
  const user = userEvent.setup();
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('buyer');
  await api.post(`a/deliveryReplyReview/${LINE}/reject`, { reason: 'Please deliver one week earlier' });

  await signInAs('supplier');
  await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${LINE}`, 'en-US');
  await screen.findByRole('heading', { name: /4501001007/ });
  await waitFor(() => expect(valueCell('Confirmation')).toHaveTextContent('Rejected'));
  // A supplier decides nothing: no approve or reject.
  expect(within(toolbar()).queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(within(toolbar()).queryByRole('button', { name: 'Reject' })).toBeNull();

  await user.click(within(toolbar()).getByRole('button', { name: 'Reply' }));
  const dialog = await screen.findByRole('dialog', { name: /^Reply delivery for PO 4501001007 item / });
  expect(dialog).toHaveTextContent('Sent back by the buyer: Please deliver one week earlier');
  expect(within(dialog).queryByRole('note')).toBeNull(); // its own reply, not on anyone's behalf
  await sendUndecidedReply(user, dialog, 'date follows next week');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Reply: done.')).toBeInTheDocument();

  // The page reads the line again: replied, the reply standing, nothing more to reply.
  await waitFor(() => expect(valueCell('Confirmation')).toHaveTextContent('Replied'));
  expect(valueCell('Replied dates × qty')).toHaveTextContent('date undecided');
  expect(valueCell('Remark')).toHaveTextContent('date follows next week');
  expect(screen.queryByText('Rejected reply (dates × qty)', { selector: 'dt' })).toBeNull();
  expect(within(toolbar()).queryByRole('button', { name: 'Reply' })).toBeNull();
});

it('a line awaiting its reply offers the supplier Reply in Chinese too; a replied one does not', async () => {
  await signInAs('supplier');
  const view = await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'zh-TW');
  await screen.findByRole('heading', { name: /4501001021/ });
  expect(await within(toolbar()).findByRole('button', { name: '回覆' })).toBeInTheDocument();
  view.unmount();

  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/4', 'zh-TW');
  await screen.findByRole('heading', { name: /4501001007/ });
  await waitFor(() => expect(valueCell('確認狀態')).toHaveTextContent('已回覆'));
  expect(within(toolbar()).queryByRole('button', { name: '回覆' })).toBeNull();
});

// The server refuses a reply on a line of a PO no longer OPEN (mock-api delivery-reply.test.ts,
// which cancels and completes the PO in its store): the page answers that PO's status, and offers
// no Reply for it, whatever quantity the line still shows.
it.each(['CANCELLED', 'COMPLETED'] as const)('a line of a %s PO, quantity still open and never replied, offers no Reply', async (poStatus) => {
  await signInAs('supplier');
  const { data: line } = await api.get<DeliveryScheduleRow>('su/deliverySchedule/13');
  expect(line).toMatchObject({ confirmStatus: 'NOT_REPLIED', poStatus: 'OPEN' });
  expect(line.openQuantity).toBeGreaterThan(0);
  testServer.use(http.get('*/api/su/deliverySchedule/13', () => HttpResponse.json({ ...line, poStatus })));

  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'en-US');
  await screen.findByRole('heading', { name: /4501001021/ });
  await waitFor(() => expect(valueCell('Confirmation')).toHaveTextContent('Not replied'));
  expect(within(toolbar()).queryByRole('button', { name: 'Reply' })).toBeNull();
});

it('the buyer approves a reply from the line page, asked first with the reply date by date', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const { data: line } = await api.get<DeliveryScheduleRow>('a/deliverySchedule/4');
  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/4', 'en-US');
  await screen.findByRole('heading', { name: /4501001007/ });
  // A reply awaiting review: to decide, not to reply for the supplier.
  expect(within(toolbar()).queryByRole('button', { name: "Reply on the supplier's behalf" })).toBeNull();
  // A reply with a date is approved: nothing to explain beside its status.
  expect(valueCell('Confirmation')).toHaveTextContent(/^Replied$/);

  await user.click(within(toolbar()).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: `Approve the reply for PO 4501001007 item ${line.item}?` });
  expect(dialog).toHaveTextContent(/The supplier replied: 2026-03-08 × [\d,]+\./);
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Approve: done.')).toBeInTheDocument();

  await waitFor(() => expect(valueCell('Confirmation')).toHaveTextContent('Approved'));
  expect(valueCell('Confirmed dates × qty')).toHaveTextContent(/^2026-03-08/);
  expect(within(toolbar()).queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(within(toolbar()).queryByRole('button', { name: 'Reject' })).toBeNull();
  const { data: after } = await api.get<DeliveryScheduleRow>('a/deliverySchedule/4');
  expect(after.confirmStatus).toBe('APPROVED');
});

it('the buyer rejects a reply from the line page with a reason, in Chinese, and may then reply for the supplier', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const { data: line } = await api.get<DeliveryScheduleRow>(`a/deliverySchedule/${LINE}`);
  await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${LINE}`, 'zh-TW');
  await screen.findByRole('heading', { name: /4501001007/ });

  await user.click(within(toolbar()).getByRole('button', { name: '退回' }));
  const dialog = await screen.findByRole('dialog', { name: '退回此回覆' });
  expect(dialog).toHaveTextContent(`採購單 4501001007 項次 ${line.item} 的回覆：`);
  await user.type(within(dialog).getByRole('textbox', { name: /原因/ }), '請提前一週交貨');
  await user.click(within(dialog).getByRole('button', { name: '退回' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('退回：已完成。')).toBeInTheDocument();

  await waitFor(() => expect(valueCell('確認狀態')).toHaveTextContent('已退回'));
  expect(valueCell('退回原因')).toHaveTextContent('請提前一週交貨');
  expect(within(toolbar()).queryByRole('button', { name: '核准' })).toBeNull();
  expect(within(toolbar()).queryByRole('button', { name: '退回' })).toBeNull();
  // Sent back, the line waits for a reply again: staff with DELIVERY_REPLY may give it for the supplier.
  expect(within(toolbar()).getByRole('button', { name: '代供應商回覆' })).toBeInTheDocument();
});

it('a reply without a date can only be rejected from the line page, which says why as the review list does, in both languages', async () => {
  await signInAs('supplier');
  await api.post('su/deliveryScheduleToReply/reply', { replies: [{ scheduleId: 13, replies: [{ replyQuantity: 0 }] }] });
  await signInAs('buyer');
  const view = await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'en-US');
  await screen.findByRole('heading', { name: /4501001021/ });
  expect(await within(toolbar()).findByRole('button', { name: 'Reject' })).toBeInTheDocument();
  expect(within(toolbar()).queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(valueCell('Confirmation')).toHaveTextContent(/^Replied\s*Date undecided: reject to ask for a date$/);
  view.unmount();

  const zh = await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'zh-TW');
  await screen.findByRole('heading', { name: /4501001021/ });
  expect(await within(toolbar()).findByRole('button', { name: '退回' })).toBeInTheDocument();
  expect(valueCell('確認狀態')).toHaveTextContent('交期未定，僅能退回並請供應商提供交期');
  zh.unmount();

  // Its supplier decides nothing on it: no reason for a missing Approve.
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'en-US');
  await screen.findByRole('heading', { name: /4501001021/ });
  await waitFor(() => expect(valueCell('Confirmation')).toHaveTextContent(/^Replied$/));
});

it('staff reply a line for its supplier from the line page, told it is on the supplier\'s behalf', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/13', 'en-US');
  await screen.findByRole('heading', { name: /4501001021/ });
  await user.click(within(toolbar()).getByRole('button', { name: "Reply on the supplier's behalf" }));
  const dialog = await screen.findByRole('dialog', { name: /^Reply delivery for PO 4501001021 item / });
  expect(within(dialog).getByRole('note')).toHaveTextContent(/You are acting on behalf of .*Hsin Tai Precision/);
  await sendUndecidedReply(user, dialog);
  await waitFor(() => expect(valueCell('Confirmation')).toHaveTextContent('Replied'));
  expect(valueCell('Replied by')).toHaveTextContent(/\(buyer\) on behalf of .*Hsin Tai Precision/);
  // Now it awaits the review, which the same buyer may make.
  expect(within(toolbar()).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
});

it('a viewer (PURCHASE_ORDER view only) reads the line with no action on it', async () => {
  await signInAs('viewer');
  await renderRemoteFeature(remote, 'deliveryBoard', '/detail/view/4', 'en-US');
  await screen.findByRole('heading', { name: /4501001007/ });
  await waitFor(() => expect(valueCell('Confirmation')).toHaveTextContent('Replied'));
  expect(within(toolbar()).queryAllByRole('button').map((b) => b.textContent)).toEqual(['Back to list']);
});
