import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

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
