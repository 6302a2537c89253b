import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui';
import { formatNumber } from 'shared-ui/components';
import type { DeliveryScheduleRow, PageResult } from 'shared-ui/contract';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { sendUndecidedReply } from './reply-test-steps';

// The delivery screens against the whole mock backend (mock-api seed: supplier 1001's lines 7-16
// wait for a reply, lines 4-6 wait for the buyer's review; on 2026-03-19 its lines fall in all
// three date bands).
jest.setTimeout(60_000);
withMockBackend();

const DEMO_DAY = '2026-03-19';
const waiting = async (path: string) =>
  (await api.post<PageResult<DeliveryScheduleRow>>(path, { paging: { page: 1, pageSize: 100 } })).data.items;

it('replies a line on screen: the open quantity is a ceiling, quantity 0 without a date is accepted, sending asks first', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const before = await waiting('su/deliveryScheduleToReply/searchForReply');
  const first = before[0];
  const view = await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Reply to PO/ }).length).toBeGreaterThan(0));
  await user.click(within(grid).getAllByRole('button', { name: /^Reply to PO/ })[0]);
  const dialog = await screen.findByRole('dialog', { name: `Reply delivery for PO ${first.poNo} item ${first.item}` });

  // More than is open: refused at the form, nothing sent.
  const quantity = within(dialog).getByRole('textbox', { name: /Reply qty/ });
  await user.clear(quantity);
  await user.type(quantity, String(first.openQuantity + 1));
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  expect(await within(dialog).findByText(`The replied quantities cannot exceed the open quantity (${formatNumber(first.openQuantity, 'en-US')}).`)).toBeInTheDocument();
  expect(within(dialog).getByText('Enter the delivery date, or keep the quantity 0 while the date is undecided.')).toBeInTheDocument();

  // Escape over typed rows asks first; staying keeps them.
  await user.keyboard('{Escape}');
  const discard = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
  await user.click(within(discard).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull());
  expect(quantity).toHaveValue(String(first.openQuantity + 1));

  // Half a piece: the line's item is counted in whole ones.
  expect(first.unit).toBe('PC');
  await user.clear(quantity);
  await user.type(quantity, '1.5');
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  expect(await within(dialog).findByText('Enter a whole number.')).toBeInTheDocument();

  // Quantity 0 while the date is undecided.
  await user.clear(quantity);
  await user.type(quantity, '0');
  await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
  const ask = await screen.findByRole('dialog', { name: 'Send this reply?' });
  expect(ask).toHaveTextContent('Once a delivery date is sent it cannot be edited.');
  await user.click(within(ask).getByRole('button', { name: 'Send reply' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /Reply delivery for PO/ })).toBeNull());
  expect(await screen.findByText('The delivery reply has been sent.')).toBeInTheDocument();
  view.unmount();

  const after = await waiting('su/deliveryScheduleToReply/searchForReply');
  expect(after.map((s) => s.id)).not.toContain(first.id);
  expect(after).toHaveLength(before.length - 1);
});

it('a refused reply keeps what was typed and shows the server’s reason', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const [first] = await waiting('su/deliveryScheduleToReply/searchForReply');
  await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Reply to PO/ }).length).toBeGreaterThan(0));
  // Someone else replied the line meanwhile (another session): the server refuses the second reply.
  await api.post('su/deliveryScheduleToReply/reply', { replies: [{ scheduleId: first.id, replies: [{ replyQuantity: 0 }] }] });
  await user.click(within(grid).getAllByRole('button', { name: /^Reply to PO/ })[0]);
  const dialog = await screen.findByRole('dialog', { name: /Reply delivery for PO/ });
  await sendUndecidedReply(user, dialog, 'date follows next week');
  // The reason shows in the dialog (the notice behind a modal is hidden from assistive technology).
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Once a delivery date is sent it cannot be edited');
  expect(within(dialog).getByRole('textbox', { name: 'Remark' })).toHaveValue('date follows next week');
});

it('the buyer rejects a reply with a reason (required) and approves another', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const before = await waiting('a/deliveryReplyReview/searchForReview');
  const view = await renderRemoteFeature(remote, 'deliveryReview', '', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Reject the reply/ })).toHaveLength(Math.min(before.length, 20)));
  const [rejected, approved] = before; // the grid's first two rows: the same order as the API's

  const rowOf = (id: number) => grid.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)!;
  await user.click(within(rowOf(rejected.id)).getByRole('button', { name: /^Reject the reply/ }));
  const reject = await screen.findByRole('dialog', { name: 'Reject this reply' });
  await user.click(within(reject).getByRole('button', { name: 'Reject' }));
  expect(await within(reject).findByText('Required')).toBeInTheDocument();
  await user.type(within(reject).getByRole('textbox', { name: /Reason/ }), 'Need it a week earlier');
  await user.click(within(reject).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('The reply has been sent back to the supplier.')).toBeInTheDocument();
  await waitFor(async () => expect((await waiting('a/deliveryReplyReview/searchForReview')).map((s) => s.id)).not.toContain(rejected.id));

  await waitFor(() => expect(grid.querySelector(`[data-id="${rejected.id}"]`)).toBeNull());
  await user.click(within(rowOf(approved.id)).getByRole('button', { name: /^Approve the reply/ }));
  const approve = await screen.findByRole('dialog', { name: `Approve the reply for PO ${approved.poNo} item ${approved.item}?` });
  await user.click(within(approve).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('The reply has been approved.')).toBeInTheDocument();
  view.unmount();
  const left = (await waiting('a/deliveryReplyReview/searchForReview')).map((s) => s.id);
  expect(left).not.toContain(approved.id);

  // Back with its supplier, who replies again (the supplier side is the mock's contract tests').
  const lines = (await api.post<PageResult<DeliveryScheduleRow>>('a/deliverySchedule/search', { poNo: rejected.poNo, paging: { page: 1, pageSize: 100 } })).data.items;
  expect(lines.find((s) => s.id === rejected.id)).toMatchObject({ confirmStatus: 'REJECTED', rejectReason: 'Need it a week earlier' });
});

it('a viewer sees the replies to review but no decision buttons', async () => {
  await signInAs('viewer');
  await renderRemoteFeature(remote, 'deliveryReview', '', 'zh-TW');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  expect(within(grid).queryByRole('button', { name: /^核准/ })).toBeNull();
  expect(screen.queryByRole('button', { name: '以檔案審核' })).toBeNull();
});

it('the delivery board is a kanban of POs in three date bands on the demo day, each date in its band', async () => {
  await devCall('clock', { today: DEMO_DAY });
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'deliveryBoard', '', 'en-US');
  const board = await screen.findByRole('group', { name: 'Delivery dates by band' });
  const column = (name: string) => within(board).getByRole('region', { name: new RegExp(`^${name} \\d+ records?$`) });
  await waitFor(() => expect(column('Overdue')).toHaveAccessibleName(/\d+ records?$/));
  for (const [name, band] of [['Overdue', 'OVERDUE'], ['Within 7 days', 'WITHIN_THRESHOLD'], ['After 7 days', 'LATER']]) {
    const cards = within(column(name)).getAllByRole('link', { name: /^PO \d+/ });
    expect(cards[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/po\/detail\/view\/\d+$/));
    // A line is in the band of its first date (a split reply's later dates are each in their own).
    const lines = [...column(name).querySelectorAll('li li')];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.querySelector('[data-band]')?.getAttribute('data-band') === band)).toBe(true);
  }
});

it.each([
  ['en-US', 'Delivery dates by band', 'Overdue', (poNo: string) => `PO ${poNo}`, (row: DeliveryScheduleRow) => `PO ${row.poNo} Item ${row.item} ${row.material ?? ''}`.trim()],
  ['zh-TW', '依交期區間統計', '已逾期', (poNo: string) => `採購單 ${poNo}`, (row: DeliveryScheduleRow) => `採購單 ${row.poNo} 項次 ${row.item} ${row.material ?? ''}`.trim()],
] as const)('a board card’s title links its PO by the PO alone; each of its lines links the line’s page, named with its PO (%s)', async (locale, boardName, overdue, poName, lineName) => {
  await devCall('clock', { today: DEMO_DAY });
  await signInAs('supplier');
  const lines = await waiting('su/deliverySchedule/search');
  await renderRemoteFeature(remote, 'deliveryBoard', '', locale);
  const board = await screen.findByRole('group', { name: boardName });
  const column = await waitFor(() => within(board).getByRole('region', { name: new RegExp(`^${overdue} `) }));
  const card = await waitFor(() => within(column).getAllByRole('listitem').find((item) => item.parentElement?.closest('li') === null)!);
  // PO 1 (completed, every line delivered in full long ago) is in no column: nothing of it is overdue.
  const delivered = lines.filter((l) => l.openQuantity === 0);
  expect(delivered.length).toBeGreaterThan(0);
  for (const poNo of new Set(delivered.map((l) => l.poNo))) expect(within(board).queryByRole('link', { name: poName(poNo) })).toBeNull();
  const [title, ...lineLinks] = within(card).getAllByRole('link');
  const poId = title.getAttribute('href')!.match(/\/admin\/po\/detail\/view\/(\d+)$/)![1];
  const ofPo = lines.filter((l) => String(l.poId) === poId);
  expect(title).toHaveAccessibleName(poName(ofPo[0].poNo));
  expect(lineLinks.length).toBeGreaterThan(0);
  for (const link of lineLinks) {
    const id = link.getAttribute('href')!.match(/^\/admin\/deliveryBoard\/detail\/view\/(\d+)$/)![1];
    const row = ofPo.find((l) => String(l.id) === id)!;
    expect(link).toHaveAccessibleName(lineName(row));
  }
});

it('the delivery board switches to its list, kept in the URL; the band sits on the date itself', async () => {
  const user = userEvent.setup();
  await devCall('clock', { today: DEMO_DAY });
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'deliveryBoard', '', 'en-US');
  await user.click(await screen.findByRole('button', { name: 'List' }));
  const grid = await screen.findByRole('grid');
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(grid.querySelectorAll('[data-field="estimatedDate"] [data-band], [data-field="replyDate"] [data-band]').length).toBeGreaterThan(0));
  expect(within(grid).getAllByRole('columnheader').map((h) => h.getAttribute('data-field'))).toEqual(
    expect.arrayContaining(['estimatedDate', 'replyDate']),
  );
  await user.click(screen.getByRole('button', { name: 'Kanban' }));
  expect(await screen.findByRole('group', { name: 'Delivery dates by band' })).toBeInTheDocument();
});

it('the receive board is a kanban with a column per inspection result; its list shows the receipts', async () => {
  await signInAs('supplier');
  const view = await renderRemoteFeature(remote, 'receiveBoard', '', 'zh-TW');
  const board = await screen.findByRole('group', { name: '依檢驗結果分類的收貨' });
  const columns = within(board).getAllByRole('region');
  expect(columns.map((c) => c.getAttribute('data-column'))).toEqual(['FULLY_ACCEPTED', 'FULLY_REJECTED', 'SPECIAL_ACCEPTANCE', 'RETURNED', 'PARTLY_ACCEPTED']);
  await waitFor(() => expect(within(board).getAllByRole('link', { name: /^收貨單/ }).length).toBeGreaterThan(0));
  expect(within(columns[0]).getByRole('heading', { name: /^全數允收 共 \d+ 筆$/ })).toBeInTheDocument();
  view.unmount();

  await renderRemoteFeature(remote, 'receiveBoard', '?view=list', 'zh-TW');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  expect(within(grid).getAllByText(/全數允收|全數拒收|特採|退貨|部分允收/).length).toBeGreaterThan(0);
});
