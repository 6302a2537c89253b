import { call } from '../../test/call';
import { expectError } from '../../test/contract/helpers';
import { formOf, HSIN_TAI, purchasingSession, rowNumberOf, rowsOf, setCells, workbookOf } from '../../test/contract/purchasing-helpers';
import { purchaseOrders } from '../store/collections';
import { db } from '../store/db';

// A reply is awaited only while a delivery is (`awaitsDelivery`: something still to deliver on a
// PO still OPEN). A PO completed or cancelled with quantity still open on its lines (no call of
// the portal closes a PO: the ERP does, so the case sets it in the store) leaves them nothing to
// reply: not listed, and a reply to one, on screen or by file, refused.

const REPLY = 'su/deliveryScheduleToReply';
const A_REPLY = 'a/deliveryScheduleToReply';

beforeEach(() => db.attach(null));

it.each(['CANCELLED', 'COMPLETED'] as const)('a line of a %s PO, quantity still open and never replied, awaits no reply: not listed, a reply refused (409), a sheet row refused', async (status) => {
  const { supplier, buyer } = await purchasingSession(call, 'supplier', 'buyer');
  const line = (await rowsOf(call, `${REPLY}/searchForReply`, supplier)).find((r) => r.poId === HSIN_TAI.unconfirmedPo)!;
  expect(line).toMatchObject({ confirmStatus: 'NOT_REPLIED', openQuantity: expect.any(Number) });
  expect(line.openQuantity as number).toBeGreaterThan(0);
  // The sheet downloaded while the PO was open, the line answered.
  const workbook = await workbookOf(await call('POST', `${REPLY}/searchForReply/xls`, { token: supplier, body: {} }));
  const row = rowNumberOf(workbook, line.id);
  setCells(workbook, row, { 回覆數量: 0, 備註: 'date follows' });

  purchaseOrders.update(HSIN_TAI.unconfirmedPo, { status });

  expect((await rowsOf(call, `${REPLY}/searchForReply`, supplier)).map((r) => r.id)).not.toContain(line.id);
  expect((await rowsOf(call, `${A_REPLY}/searchForReply`, buyer, { supplierIds: [1001] })).map((r) => r.id)).not.toContain(line.id);
  const replies = [{ scheduleId: line.id, replies: [{ replyQuantity: 0 }] }];
  const lineName = { 'en-US': `PO ${line.poNo} item ${line.item}, due ${line.estimatedDate}`, 'zh-TW': `採購單 ${line.poNo} 項次 ${line.item}（預計交期 ${line.estimatedDate}）` };
  expectError(await call('POST', `${REPLY}/reply`, { token: supplier, lang: 'en-US', body: { replies } }), 409, [
    `${lineName['en-US']}: No delivery is awaited on this line (delivered in full, or its PO is completed or cancelled); there is nothing to reply.`,
  ]);
  expectError(await call('POST', `${REPLY}/reply`, { token: supplier, body: { replies } }), 409, [
    `${lineName['zh-TW']}：此項次已無待交貨的數量（已全數交貨，或採購單已結案或取消），不需回覆。`,
  ]);
  // Staff replying for the supplier are held to the same.
  expect((await call('POST', `${A_REPLY}/reply`, { token: buyer, body: { supplierId: 1001, replies } })).status).toBe(409);
  expectError(await call('POST', `${REPLY}/replyByFile`, { token: supplier, lang: 'en-US', form: await formOf(workbook) }), 400, [
    `Row ${row}, Schedule ID: Schedule ${line.id} is not one of your delivery lines awaiting a reply.`,
  ]);
  expect((await rowsOf(call, 'su/deliverySchedule/search', supplier, { poNo: line.poNo })).find((r) => r.id === line.id)).toMatchObject({ confirmStatus: 'NOT_REPLIED' });
});
