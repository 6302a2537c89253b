import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api } from 'shared-ui';
import { DELIVERY_REPLY_SHEET_COLUMNS, type DeliveryScheduleRow, type PageResult } from 'shared-ui/contract';
import { writeSheet } from 'shared-ui/excel-import';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { sendUndecidedReply } from './reply-test-steps';

// Staff reply delivery dates for a supplier they choose (a/deliveryScheduleToReply), against the
// whole mock backend; the supplier (1001, `supplier`) then reads who replied for it.
jest.setTimeout(90_000);
withMockBackend();

const HSIN_TAI = 1001;
const waiting = async () =>
  (await api.post<PageResult<DeliveryScheduleRow>>('a/deliveryScheduleToReply/searchForReply', { supplierIds: [HSIN_TAI], paging: { page: 1, pageSize: 1000 } })).data.items;
const suppliersLine = async (id: number) =>
  (await api.post<PageResult<DeliveryScheduleRow>>('su/deliverySchedule/search', { paging: { page: 1, pageSize: 1000 } })).data.items.find((s) => s.id === id);

async function chooseHsinTai(user: UserEvent) {
  await user.click(await screen.findByRole('combobox', { name: 'Reply for supplier' }));
  await user.keyboard('Hsin Tai');
  await user.click(await screen.findByRole('option', { name: /Hsin Tai Precision/ }, { timeout: 10_000 }));
  expect(await screen.findByRole('note')).toHaveTextContent(/You are acting on behalf of .*Hsin Tai Precision/);
}

it('a buyer chooses a supplier, replies one of its lines on its behalf, and the supplier reads who replied', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const [first, ...rest] = await waiting();
  const view = await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  expect(await screen.findByText(/Choose a supplier to reply to its delivery lines on its behalf/)).toBeInTheDocument();
  await chooseHsinTai(user);
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Reply to PO/ })).toHaveLength(Math.min(rest.length + 1, 20)));

  await user.click(within(grid.querySelector<HTMLElement>(`[role="row"][data-id="${first.id}"]`)!).getByRole('button', { name: /^Reply to PO/ }));
  const dialog = await screen.findByRole('dialog', { name: `Reply delivery for PO ${first.poNo} item ${first.item}` });
  expect(within(dialog).getByRole('note')).toHaveTextContent(/You are acting on behalf of .*Hsin Tai Precision/);
  await sendUndecidedReply(user, dialog);
  expect(await screen.findByText('The delivery reply has been sent.')).toBeInTheDocument();
  view.unmount();
  expect((await waiting()).map((s) => s.id)).not.toContain(first.id);

  await signInAs('supplier');
  expect(await suppliersLine(first.id)).toMatchObject({ confirmStatus: 'REPLIED', repliedBy: { account: 'buyer' }, replyOnBehalf: { staff: { account: 'buyer' }, supplierId: HSIN_TAI } });
  await renderRemoteFeature(remote, 'po', `/detail/view/${first.poId}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Items' }));
  expect(await screen.findByText(/^林採購 Lin Buyer \(buyer\) on behalf of .*Hsin Tai Precision/)).toBeInTheDocument();
});

it('a buyer replies a supplier’s lines by file: the upload names the supplier and is recorded on its behalf', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const [line] = await waiting();
  await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  await chooseHsinTai(user);
  await user.click(await screen.findByRole('button', { name: 'Reply by file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reply delivery dates by file' });
  expect(within(dialog).getByRole('note')).toHaveTextContent(/You are acting on behalf of .*Hsin Tai Precision/);
  const rows = [[line.id, line.poNo, line.item, line.material, line.estimatedDate, line.openQuantity, 0, '', 'date follows']];
  const file = new NodeFile([new Uint8Array(await (await writeSheet(DELIVERY_REPLY_SHEET_COLUMNS, rows)).arrayBuffer())], 'filled.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }) as unknown as File;
  await userEvent.upload(screen.getByLabelText('Choose an Excel file', { selector: 'input' }), file);
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('The 1 row is ready to send.'), { timeout: 10_000 });
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply delivery dates by file' })).toBeNull(), { timeout: 10_000 });
  const replied = (await api.post<PageResult<DeliveryScheduleRow>>('a/deliverySchedule/search', { poNo: line.poNo, paging: { page: 1, pageSize: 100 } })).data.items.find((s) => s.id === line.id);
  expect(replied).toMatchObject({ confirmStatus: 'REPLIED', remark: 'date follows', replyOnBehalf: { staff: { account: 'buyer' }, supplierId: HSIN_TAI } });
});

it('a viewer (DELIVERY_REPLY view only) sees the chosen supplier’s lines but cannot reply', async () => {
  const user = userEvent.setup();
  await signInAs('viewer');
  await renderRemoteFeature(remote, 'deliveryReply', '', 'en-US');
  await chooseHsinTai(user);
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  expect(within(grid).queryByRole('button', { name: /^Reply to PO/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reply by file' })).toBeNull();
});
