import { call } from '../../test/call';
import { expectError } from '../../test/contract/helpers';
import { formOf, HSIN_TAI, idsOf, purchasingSession, rowNumberOf, rowsOf, setCells, workbookOf } from '../../test/contract/purchasing-helpers';
import { db } from '../store/db';

// A reply whose date is undecided (quantity 0, no date: spec section 4) has nothing to agree to:
// the buyer can only send it back for a date, on screen or by file.

const REVIEW = 'a/deliveryReplyReview';
const UNDECIDED = 14;

beforeEach(() => db.attach(null));

async function undecidedReply() {
  const tokens = await purchasingSession(call, 'supplier', 'buyer');
  const sent = await call('POST', 'su/deliveryScheduleToReply/reply', { token: tokens.supplier, body: { replies: [{ scheduleId: UNDECIDED, replies: [{ replyQuantity: 0 }] }] } });
  expect(sent.status).toBe(200);
  const line = (await rowsOf(call, `${REVIEW}/searchForReview`, tokens.buyer, { supplierIds: [1001] })).find((r) => r.id === UNDECIDED)!;
  return { buyer: tokens.buyer, line };
}

it('approving a reply without a date is a 400 that says why, in the request\'s language; rejecting it works', async () => {
  const { buyer, line } = await undecidedReply();
  expectError(await call('POST', `${REVIEW}/${UNDECIDED}/approve`, { token: buyer, lang: 'en-US' }), 400, [
    `PO ${line.poNo} item ${line.item}, due ${line.estimatedDate}: The supplier has not decided the delivery date yet (quantity 0, no date): this reply cannot be approved; reject it to ask for a date.`,
  ]);
  expectError(await call('POST', `${REVIEW}/${UNDECIDED}/approve`, { token: buyer }), 400, [
    `採購單 ${line.poNo} 項次 ${line.item}（預計交期 ${line.estimatedDate}）：供應商尚未決定交期（數量 0、未填日期），此回覆不能核准；請退回並請供應商提供交期。`,
  ]);
  expect(idsOf(await rowsOf(call, `${REVIEW}/searchForReview`, buyer, { supplierIds: [1001] }))).toContain(UNDECIDED);
  const rejected = await call('POST', `${REVIEW}/${UNDECIDED}/reject`, { token: buyer, body: { reason: 'Give us a date' } });
  expect(rejected.status).toBe(200);
  expect(rejected.body).toMatchObject({ confirmStatus: 'REJECTED', rejectReason: 'Give us a date' });
});

it('reviewByFile: an A on a reply without a date is reported on its row, nothing saved; R with a reason is saved', async () => {
  const { buyer } = await undecidedReply();
  const workbook = await workbookOf(await call('POST', `${REVIEW}/searchForReview/xls`, { token: buyer, body: { supplierIds: [1001] } }));
  const [row4, row14] = [4, UNDECIDED].map((id) => rowNumberOf(workbook, id));
  setCells(workbook, row4, { '審核（A/R）': 'A' });
  setCells(workbook, row14, { '審核（A/R）': 'A' });
  expectError(await call('POST', `${REVIEW}/reviewByFile`, { token: buyer, form: await formOf(workbook), lang: 'en-US' }), 400, [
    `Row ${row14}, Decision (A/R): The supplier has not decided the delivery date yet (quantity 0, no date): this reply cannot be approved; reject it to ask for a date.`,
  ]);
  expect(idsOf(await rowsOf(call, `${REVIEW}/searchForReview`, buyer, { supplierIds: [1001] }))).toEqual([...HSIN_TAI.replied, UNDECIDED]);

  setCells(workbook, row14, { '審核（A/R）': 'R', 原因: 'Give us a date' });
  const saved = await call('POST', `${REVIEW}/reviewByFile`, { token: buyer, form: await formOf(workbook) });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ saved: 2 });
  expect(idsOf(await rowsOf(call, `${REVIEW}/searchForReview`, buyer, { supplierIds: [1001] }))).toEqual([5, 6]);
});
