import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useNotifier } from 'shared-ui';
import type { DeliveryScheduleRow, PurchaseOrderDetail, ThreadAnswer } from 'shared-ui/contract';
import { devCall, loseFirstAnswer, signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';
import { sendUndecidedReply } from './delivery/reply-test-steps';

// A call reaches the server, which does the work, but its answer is lost on the way back; the user
// presses the button again. The retry carries the first call's Idempotency-Key and gets its answer:
// one piece of work, not two, and no refusal of the first ("replied already", "not unconfirmed").

jest.setTimeout(120_000);
withMockBackend();
beforeEach(() => devCall('clock', { today: '2026-03-19' }));

/** PO 3 of supplier 1001 is open and unconfirmed; line 13 waits for its reply, line 5's reply for review (mock-api seed). */
const UNCONFIRMED_PO = 3;
const AWAITING_REPLY = 13;
const REPLIED = 5;

const NO_ANSWER = 'The server cannot be reached. Check your connection and try again.';
const toolbar = () => screen.getByRole('toolbar');
const notices = () => useNotifier.getState().notices.map((n) => [n.severity, n.message]);

it('Confirm PO again after an answer that never arrived: confirmed once, not refused as confirmed already', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'en-US');
  await screen.findByText('4501001014');
  const sent = loseFirstAnswer('*/api/su/po/:id/confirm');
  const confirmPo = async () => {
    await user.click(within(toolbar()).getByRole('button', { name: 'Confirm PO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this purchase order' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'I have read and accept the purchase-order terms' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm PO' }));
  };
  await confirmPo();
  await waitFor(() => expect(sent.lost).toBe(true));
  expect(sent.status).toBe(200);
  await waitFor(() => expect(within(toolbar()).getByRole('button', { name: 'Confirm PO' })).not.toHaveAttribute('aria-disabled'));

  await confirmPo();
  await waitFor(() => expect(within(toolbar()).queryByRole('button', { name: 'Confirm PO' })).toBeNull());
  // The lost answer's notice, then the confirmation: no refusal.
  expect(notices()).toEqual([['error', NO_ANSWER], ['success', 'Confirm PO: done.']]);
  expect(sent.keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), sent.keys[0]]);
  expect((await api.get<PurchaseOrderDetail>(`su/po/${UNCONFIRMED_PO}`)).data.confirmStatus).toBe('CONFIRMED');
});

it('Send reply again after an answer that never arrived: replied once, not refused as replied already', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${AWAITING_REPLY}`, 'en-US');
  await screen.findByRole('heading', { name: /4501001021/ });
  const sent = loseFirstAnswer('*/api/su/deliveryScheduleToReply/reply');
  await user.click(within(toolbar()).getByRole('button', { name: 'Reply' }));
  const dialog = await screen.findByRole('dialog', { name: /^Reply delivery for PO 4501001021 item / });
  await sendUndecidedReply(user, dialog, 'date follows');
  await waitFor(() => expect(sent.lost).toBe(true));
  expect(sent.status).toBe(200);
  // The question has closed; the reply is there as typed.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send reply' })).not.toHaveAttribute('aria-disabled'));

  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Send this reply?' })).getByRole('button', { name: 'Send reply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Reply: done.')).toBeInTheDocument();
  expect(sent.keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), sent.keys[0]]);
  const { data: line } = await api.get<DeliveryScheduleRow>(`su/deliverySchedule/${AWAITING_REPLY}`);
  expect(line).toMatchObject({ confirmStatus: 'REPLIED', replies: [{ replyQuantity: 0, remark: 'date follows' }] });
});

it('Reject (a reason dialog) again after an answer that never arrived: sent back once, not refused as decided', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${REPLIED}`, 'en-US');
  await screen.findByRole('heading', { name: /4501001007/ });
  const sent = loseFirstAnswer('*/api/a/deliveryReplyReview/:id/reject');
  await user.click(within(toolbar()).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this reply' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'One week earlier, please');
  const reject = within(dialog).getByRole('button', { name: 'Reject' });
  await user.click(reject);
  await waitFor(() => expect(sent.lost).toBe(true));
  expect(sent.status).toBe(200);
  await waitFor(() => expect(reject).not.toHaveAttribute('aria-disabled'));

  await user.click(reject);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Reject: done.')).toBeInTheDocument();
  expect(sent.keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), sent.keys[0]]);
  const timeline = (await api.get<{ action: string }[]>(`a/deliverySchedule/${REPLIED}/activity`)).data;
  expect(timeline.filter((entry) => entry.action === 'reject')).toHaveLength(1);
});

it('a message sent again after an answer that never arrived is posted once', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'deliveryBoard', `/detail/view/${REPLIED}`, 'en-US');
  await screen.findByRole('heading', { name: /4501001007/ });
  const sent = loseFirstAnswer('*/api/su/deliverySchedule/:id/messages');
  await user.click(screen.getByRole('tab', { name: 'Conversation' }));
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Would 2026-03-01 work?');
  const send = screen.getByRole('button', { name: 'Send' });
  await user.click(send);
  await waitFor(() => expect(sent.lost).toBe(true));
  expect(sent.status).toBe(201);
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
  // The text is kept as typed after the failure: Send again.
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Would 2026-03-01 work?');

  await user.click(send);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
  expect(within(screen.getByRole('list', { name: 'Messages, newest last' })).getAllByRole('listitem')).toHaveLength(1);
  expect(sent.keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), sent.keys[0]]);
  expect((await api.get<ThreadAnswer>(`su/deliverySchedule/${REPLIED}/messages`)).data.items.map((m) => m.text)).toEqual(['Would 2026-03-01 work?']);
});
