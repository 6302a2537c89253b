import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api } from 'shared-ui';
import { DELIVERY_REPLY_SHEET_COLUMNS, type DeliveryScheduleRow, type PageResult, type PurchaseOrderListItem, type Role } from 'shared-ui/contract';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { downloaded, filled, sendUndecidedReply, sheetFile } from './reply-test-steps';

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
  await userEvent.upload(screen.getByLabelText('Choose an Excel file', { selector: 'input' }), await sheetFile(DELIVERY_REPLY_SHEET_COLUMNS, rows));
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('The 1 row is ready.'), { timeout: 10_000 });
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply delivery dates by file' })).toBeNull(), { timeout: 10_000 });
  const replied = (await api.post<PageResult<DeliveryScheduleRow>>('a/deliverySchedule/search', { poNo: line.poNo, paging: { page: 1, pageSize: 100 } })).data.items.find((s) => s.id === line.id);
  expect(replied).toMatchObject({ confirmStatus: 'REPLIED', remark: 'date follows', replyOnBehalf: { staff: { account: 'buyer' }, supplierId: HSIN_TAI } });
});

/** The landing list's rows as the server answers them: every supplier's lines awaiting a reply in the buyer's purchasing orgs, by id. */
const everySuppliersLines = async () =>
  new Map((await api.post<PageResult<DeliveryScheduleRow>>('a/deliveryScheduleToReply/searchForReply', { paging: { page: 1, pageSize: 1000 } })).data.items.map((l) => [l.id, l]));

/** The staff landing list (before a supplier is chosen), its rows on screen. */
async function landingList(locale: 'en-US' | 'zh-TW') {
  await renderRemoteFeature(remote, 'deliveryReply', '', locale);
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid.querySelectorAll('[role="row"][data-id]').length).toBeGreaterThan(1), { timeout: 10_000 });
}

it.each([
  ['en-US', 'Export to Excel', ['Schedule ID', 'PO no.', 'Item', 'Supplier ID', 'Supplier', 'Material']],
  ['zh-TW', '匯出 Excel', ['排程編號', '採購單號', '項次', '供應商 ID', '供應商', '料號']],
] as const)('staff export the lines of every supplier awaiting a reply, each line with its supplier’s number and name (%s)', async (locale, exportButton, header) => {
  await signInAs('buyer');
  const awaiting = await everySuppliersLines();
  await landingList(locale);
  const sheet = await downloaded(document.body, exportButton);
  expect(sheet.path).toBe('a/deliveryScheduleToReply/searchForReply/xls');
  expect(sheet.header.slice(0, header.length)).toEqual(header);
  expect(sheet.rows).toHaveLength(awaiting.size);
  for (const [id, , , supplierId, supplierName] of sheet.rows) {
    const line = awaiting.get(Number(id))!;
    expect([supplierId, supplierName]).toEqual([line.supplierId, line.supplierName]);
  }
  expect(new Set(sheet.rows.map((row) => row[4])).size).toBeGreaterThan(1);
});

it('the export of every supplier’s lines, one of Hsin Tai’s answered, goes back through Hsin Tai’s reply by file: the supplier columns are read past, the other rows left blank are not sent', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const [line] = await waiting();
  await landingList('en-US');
  const sheet = await downloaded(document.body, 'Export to Excel');
  expect(new Set(sheet.rows.map((row) => row[3]))).toContain(HSIN_TAI);
  await chooseHsinTai(user);
  await user.click(await screen.findByRole('button', { name: 'Reply by file' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reply delivery dates by file' });
  const answered = filled(sheet, { [line.id]: { 'Reply qty': 0, Remark: 'date follows' } });
  await userEvent.upload(screen.getByLabelText('Choose an Excel file', { selector: 'input' }), await sheetFile(answered.header, answered.rows));
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`1 row is ready; ${sheet.rows.length - 1} left blank will be skipped.`), { timeout: 10_000 });
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply delivery dates by file' })).toBeNull(), { timeout: 10_000 });
  const replied = (await api.post<PageResult<DeliveryScheduleRow>>('a/deliverySchedule/search', { poNo: line.poNo, paging: { page: 1, pageSize: 100 } })).data.items.find((s) => s.id === line.id);
  expect(replied).toMatchObject({ confirmStatus: 'REPLIED', replyQuantity: 0, remark: 'date follows', replyOnBehalf: { staff: { account: 'buyer' }, supplierId: HSIN_TAI } });
});

/** The BUYER role without purchase order view, its DELIVERY_REPLY kept: saved by the admin, so the server holds the buyer to it as well. */
async function buyerWithoutPurchaseOrders() {
  await signInAs('admin');
  const roles = await api.post<PageResult<Role & { id: number }>>('a/role/search', { roleCode: 'BUYER', paging: { page: 1, pageSize: 20 } });
  const role = roles.data.items.find((r) => r.roleCode === 'BUYER')!;
  const none = { create: false, edit: false, view: false, review: false };
  await api.put(`a/role/${role.id}`, { ...role, permissionList: role.permissionList.map((l) => (l.object === 'PURCHASE_ORDER' ? { ...l, ...none } : l)) });
  await signInAs('buyer');
}

it.each([
  ['en-US', 'Choose a supplier to reply to its delivery lines on its behalf'],
  ['zh-TW', '選擇供應商後即可代其回覆交期'],
] as const)('staff replying without purchase order view read the lines awaiting a reply before they choose a supplier (%s)', async (locale, choose) => {
  await buyerWithoutPurchaseOrders();
  await renderRemoteFeature(remote, 'deliveryReply', '', locale);
  expect(await screen.findByText(new RegExp(choose))).toBeInTheDocument();
  const grid = await screen.findByRole('grid');
  // Lines of several suppliers, each with something left to deliver; no refusal of the list.
  await waitFor(() => expect(grid.querySelectorAll('[role="row"][data-id]').length).toBeGreaterThan(1), { timeout: 10_000 });
  expect(screen.queryByRole('button', { name: locale === 'en-US' ? 'Retry' : '重試' })).toBeNull();
  const open = [...grid.querySelectorAll('[role="gridcell"][data-field="openQuantity"]')].map((cell) => Number(cell.textContent!.replace(/,/g, '')));
  expect(open.length).toBeGreaterThan(1);
  expect(open.every((quantity) => quantity > 0)).toBe(true);
});

it('staff read no line nobody can reply to: a cancelled PO’s lines, never replied and nothing left to deliver, are not listed', async () => {
  await signInAs('buyer');
  const { data } = await api.post<PageResult<PurchaseOrderListItem>>('a/po/search', { status: 'CANCELLED', paging: { page: 1, pageSize: 1 } });
  const [cancelled] = data.items;
  const lines = (await api.post<PageResult<DeliveryScheduleRow>>('a/deliverySchedule/search', { poNo: cancelled.poNo, paging: { page: 1, pageSize: 100 } })).data.items;
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((l) => l.confirmStatus === 'NOT_REPLIED' && l.openQuantity === 0)).toBe(true);

  await renderRemoteFeature(remote, 'deliveryReply', `?poNo=${cancelled.poNo}`, 'zh-TW');
  expect(await screen.findByText('沒有符合查詢條件的資料', undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('grid').querySelector('[role="row"][data-id]')).toBeNull();
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
