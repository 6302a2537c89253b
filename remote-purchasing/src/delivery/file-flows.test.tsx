import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui';
import { DELIVERY_REPLY_SHEET_COLUMNS, DELIVERY_REVIEW_SHEET_COLUMNS, type DeliveryScheduleRow, type ImportRow, type PageResult } from 'shared-ui/contract';
import { loseFirstAnswer, signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { replyRowValidator, unansweredReply } from './file-flows';
import { downloaded, filled, sheetFile as sheet } from './reply-test-steps';

// Reply and review by file: the sheet is checked row by row in the browser, shown, then sent; the
// mock backend applies it. Sheets are built as a user would fill the downloaded one.
jest.setTimeout(90_000);
withMockBackend();

const lines = async (path: string) => (await api.post<PageResult<DeliveryScheduleRow>>(path, { paging: { page: 1, pageSize: 1000 } })).data.items;
// Sheets headed by the contract's field names (DELIVERY_*_SHEET_COLUMNS) are those downloaded
// before the headers were worded: they still read.
const choose = (file: File, label = 'Choose an Excel file') => userEvent.upload(screen.getByLabelText(label, { selector: 'input' }), file);

it('replies by file: a line split over two dates and a quantity-0 line; a row above the open quantity is reported first and nothing is sent', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const [split, undecided] = await lines('su/deliveryScheduleToReply/searchForReply');
  const row = (s: DeliveryScheduleRow, quantity: number, date: string) => [s.id, s.poNo, s.item, s.material, s.estimatedDate, s.openQuantity, quantity, date, ''];
  const view = await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  await user.click(await screen.findByRole('button', { name: 'Reply by file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reply delivery dates by file' });
  expect(within(dialog).getByRole('button', { name: 'Download the sheet' })).toBeInTheDocument();

  await choose(await sheet(DELIVERY_REPLY_SHEET_COLUMNS, [row(split, split.openQuantity, '2026-04-01'), row(split, 1, '2026-04-08'), row(undecided, 0, '')]));
  // Both rows of the split line carry the problem.
  expect(await within(dialog).findAllByText(`The replies of schedule ${split.id} add up to more than its open quantity ${split.openQuantity}.`, {}, { timeout: 10_000 })).toHaveLength(2);
  expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');

  const half = Math.floor(split.openQuantity / 2);
  // A line of the downloaded sheet left unanswered is left out, not sent, and counted apart.
  const [, , unanswered] = await lines('su/deliveryScheduleToReply/searchForReply');
  await choose(
    await sheet(DELIVERY_REPLY_SHEET_COLUMNS, [
      row(split, half, '2026-04-01'),
      row(split, split.openQuantity - half, '2026-04-08'),
      row(undecided, 0, ''),
      [unanswered.id, unanswered.poNo, unanswered.item, unanswered.material, unanswered.estimatedDate, unanswered.openQuantity, '', '', ''],
    ]),
  );
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('3 rows are ready; 1 left blank will be skipped.'), { timeout: 10_000 });
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply delivery dates by file' })).toBeNull(), { timeout: 10_000 });
  view.unmount();

  const left = (await lines('su/deliveryScheduleToReply/searchForReply')).map((s) => s.id);
  expect(left).not.toContain(split.id);
  expect(left).not.toContain(undecided.id);
  const replied = (await api.post<PageResult<DeliveryScheduleRow>>('su/deliverySchedule/search', { poNo: split.poNo, paging: { page: 1, pageSize: 100 } })).data.items.find((s) => s.id === split.id);
  expect(replied).toMatchObject({ confirmStatus: 'REPLIED', replyDate: '2026-04-01', replyQuantity: split.openQuantity });
  expect(replied?.replies).toHaveLength(2);
});

it('checks a reply sheet’s rows by the reply’s own rule: a negative quantity, a date without a quantity, a date out of range', () => {
  const line = { id: 7, openQuantity: 10 } as DeliveryScheduleRow;
  const rows: ImportRow[] = [
    { scheduleId: 7, replyQuantity: -5, replyDate: '2026-04-01' },
    { scheduleId: 7, replyQuantity: '', replyDate: '2026-04-02', remark: 'second lot' },
    { scheduleId: 7, replyQuantity: 3, replyDate: '1850-01-01' },
  ];
  const check = replyRowValidator([line]);
  const found = rows.map((r, index) => check(r, { index, row: index + 2, rows }).map((i) => `${i.path} ${i.key}`));
  expect(found).toEqual([['replyQuantity validation:nonNegative'], ['replyQuantity validation:required'], ['replyDate validation:dateOutOfRange']]);
  expect(unansweredReply({ scheduleId: 7, replyQuantity: '', replyDate: '', remark: '' })).toBe(true);
  expect(unansweredReply({ scheduleId: 7, replyQuantity: 0 })).toBe(false);
});

it('reviews by file: a rejection without a reason is reported; approve and reject with a reason are applied, an undecided row left waiting', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const [approve, reject, undecided] = await lines('a/deliveryReplyReview/searchForReview');
  const row = (s: DeliveryScheduleRow, decision: string, reason: string) => [s.id, s.poNo, s.item, s.material, s.replyQuantity, s.replyDate, '', decision, reason];
  await renderRemoteFeature(remote, 'deliveryReview', '', 'en-US');
  await user.click(await screen.findByRole('button', { name: 'Review by file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review replies by file' });

  await choose(await sheet(DELIVERY_REVIEW_SHEET_COLUMNS, [row(approve, 'A', ''), row(reject, 'R', '')]));
  expect(await within(dialog).findByText('A rejection needs a reason.', {}, { timeout: 10_000 })).toBeInTheDocument();

  // The downloaded sheet holds every reply waiting; a row the buyer left blank is not decided yet.
  await choose(await sheet(DELIVERY_REVIEW_SHEET_COLUMNS, [row(approve, 'A', ''), row(reject, 'R', 'Too late for the line start'), row(undecided, '', '')]));
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('2 rows are ready; 1 left blank will be skipped.'), { timeout: 10_000 });
  expect(within(within(dialog).getByRole('table', { name: 'Check report' })).getAllByRole('row').at(-1)).toHaveTextContent('Left blank: not sent');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review replies by file' })).toBeNull(), { timeout: 10_000 });

  const board = (await api.post<PageResult<DeliveryScheduleRow>>('a/deliverySchedule/search', { poNo: approve.poNo, paging: { page: 1, pageSize: 100 } })).data.items;
  expect(board.find((s) => s.id === approve.id)?.confirmStatus).toBe('APPROVED');
  const rejectedBoard = (await api.post<PageResult<DeliveryScheduleRow>>('a/deliverySchedule/search', { poNo: reject.poNo, paging: { page: 1, pageSize: 100 } })).data.items;
  expect(rejectedBoard.find((s) => s.id === reject.id)).toMatchObject({ confirmStatus: 'REJECTED', rejectReason: 'Too late for the line start' });
  expect((await lines('a/deliveryReplyReview/searchForReview')).map((s) => s.id)).toContain(undecided.id);
});

it('the reply sheet comes headed in the portal’s language (zh-TW) and goes back filled in; one without the reply-date column is refused as a whole', async () => {
  await signInAs('supplier');
  const [line] = await lines('su/deliveryScheduleToReply/searchForReply');
  const view = await renderRemoteFeature(remote, 'deliveryReply', '', 'zh-TW');
  await userEvent.click(await screen.findByRole('button', { name: '以檔案回覆' }));
  const dialog = await screen.findByRole('dialog', { name: '以檔案回覆交期' });
  const sheetOf = await downloaded(dialog, '下載檔案');
  expect(sheetOf.header).toEqual(['排程編號', '採購單號', '項次', '料號', '預計交期', '未交數量', '回覆數量', '回覆交期', '備註']);
  const answer = { [line.id]: { 回覆數量: line.openQuantity, 回覆交期: '2026-04-15' } };

  const without = filled(sheetOf, answer, ['回覆交期']);
  await choose(await sheet(without.header, without.rows), '選擇 Excel 檔案');
  expect(await within(dialog).findByText('工作表缺少欄位 回覆交期。', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '送出' })).toHaveAttribute('aria-disabled', 'true');

  const whole = filled(sheetOf, answer);
  await choose(await sheet(whole.header, whole.rows), '選擇 Excel 檔案');
  const blank = sheetOf.rows.length - 1;
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`1 筆資料可匯入；${blank} 筆空白列將略過。`), { timeout: 10_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: '送出' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '以檔案回覆交期' })).toBeNull(), { timeout: 10_000 });
  view.unmount();
  const replied = (await api.post<PageResult<DeliveryScheduleRow>>('su/deliverySchedule/search', { poNo: line.poNo, paging: { page: 1, pageSize: 100 } })).data.items.find((s) => s.id === line.id);
  expect(replied).toMatchObject({ confirmStatus: 'REPLIED', replyQuantity: line.openQuantity, replyDate: '2026-04-15' });
});

it('the review sheet comes headed in English in the en-US portal; its decision column (A/R) reads back, and an English sheet reads in the zh-TW portal too', async () => {
  await signInAs('buyer');
  const [approve, reject] = await lines('a/deliveryReplyReview/searchForReview');
  const english = await renderRemoteFeature(remote, 'deliveryReview', '', 'en-US');
  await userEvent.click(await screen.findByRole('button', { name: 'Review by file' }));
  const sheetOf = await downloaded(await screen.findByRole('dialog', { name: 'Review replies by file' }), 'Download the sheet');
  expect(sheetOf.header).toEqual(['Schedule ID', 'PO no.', 'Item', 'Material', 'Reply qty', 'Reply date', 'Replied dates × qty', 'Decision (A/R)', 'Reason']);
  english.unmount();

  await renderRemoteFeature(remote, 'deliveryReview', '', 'zh-TW');
  await userEvent.click(await screen.findByRole('button', { name: '以檔案審核' }));
  const dialog = await screen.findByRole('dialog', { name: '以檔案審核交期回覆' });
  const decided = filled(sheetOf, { [approve.id]: { 'Decision (A/R)': 'A' }, [reject.id]: { 'Decision (A/R)': 'R' } });
  await choose(await sheet(decided.header, decided.rows), '選擇 Excel 檔案');
  // The report names the column in the portal's language, whatever the sheet's.
  const report = within(dialog).getByRole('table', { name: '檢查報告' });
  expect(await within(report).findByText('退回必須填寫原因。', {}, { timeout: 10_000 })).toBeInTheDocument();
  const [, column] = within(within(report).getByRole('row', { name: /退回必須填寫原因/ })).getAllByRole('cell');
  expect(column).toHaveTextContent(/^原因$/);
});

it('Send again after an answer that never arrived saves the reply sheet once, not refused as replied already', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const [line] = await lines('su/deliveryScheduleToReply/searchForReply');
  await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  await user.click(await screen.findByRole('button', { name: 'Reply by file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reply delivery dates by file' });
  await choose(await sheet(DELIVERY_REPLY_SHEET_COLUMNS, [[line.id, line.poNo, line.item, line.material, line.estimatedDate, line.openQuantity, line.openQuantity, '2026-04-01', '']]));
  const send = await within(dialog).findByRole('button', { name: 'Send' });
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });
  const sent = loseFirstAnswer('*/api/su/deliveryScheduleToReply/replyByFile');
  await user.click(send);
  await waitFor(() => expect(sent.lost).toBe(true));
  expect(sent.status).toBe(200);
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });

  await user.click(send);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply delivery dates by file' })).toBeNull(), { timeout: 10_000 });
  const replied = (await api.post<PageResult<DeliveryScheduleRow>>('su/deliverySchedule/search', { poNo: line.poNo, paging: { page: 1, pageSize: 100 } })).data.items.find((s) => s.id === line.id);
  expect(replied).toMatchObject({ confirmStatus: 'REPLIED', replyQuantity: line.openQuantity, replies: [{ replyDate: '2026-04-01' }] });
});

it('Send again after an answer that never arrived applies the review sheet once, not refused as decided already', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const [approve] = await lines('a/deliveryReplyReview/searchForReview');
  await renderRemoteFeature(remote, 'deliveryReview', '', 'en-US');
  await user.click(await screen.findByRole('button', { name: 'Review by file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review replies by file' });
  await choose(await sheet(DELIVERY_REVIEW_SHEET_COLUMNS, [[approve.id, approve.poNo, approve.item, approve.material, approve.replyQuantity, approve.replyDate, '', 'A', '']]));
  const send = await within(dialog).findByRole('button', { name: 'Send' });
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });
  const sent = loseFirstAnswer('*/api/a/deliveryReplyReview/reviewByFile');
  await user.click(send);
  await waitFor(() => expect(sent.lost).toBe(true));
  expect(sent.status).toBe(200);
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });

  await user.click(send);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review replies by file' })).toBeNull(), { timeout: 10_000 });
  const board = (await api.post<PageResult<DeliveryScheduleRow>>('a/deliverySchedule/search', { poNo: approve.poNo, paging: { page: 1, pageSize: 100 } })).data.items;
  expect(board.find((s) => s.id === approve.id)?.confirmStatus).toBe('APPROVED');
});
