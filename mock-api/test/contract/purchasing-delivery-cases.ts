import type { Call } from '../call';
import type { Cases } from './cases';
import { expectError, setToday, tokenOf } from './helpers';
import { DEMO_DAY, HSIN_TAI, idsOf, purchasingSession, rowsOf, RIO, type Row } from './purchasing-helpers';

const REPLY = 'su/deliveryScheduleToReply';
const REVIEW = 'a/deliveryReplyReview';

const reply = (call: Call, token: string, replies: object[], lang?: string) => call('POST', `${REPLY}/reply`, { token, lang, body: { replies } });
const toReply = (call: Call, token: string, body: object = {}) => rowsOf(call, `${REPLY}/searchForReply`, token, body);
const toReview = (call: Call, token: string, body: object = {}) => rowsOf(call, `${REVIEW}/searchForReview`, token, body);
const line = async (call: Call, token: string, id: number, prefix = 'su') =>
  (await rowsOf(call, `${prefix}/deliverySchedule/search`, token, { poNo: '450100' })).find((r) => r.id === id) as Row;

/** Delivery reply, review, the delivery board and the goods-receipt board (spec sections 4 and 7). */
export const purchasingDeliveryCases: Cases = {
  'searchForReply: the caller\'s NOT_REPLIED or REJECTED lines with something open; never another supplier\'s': async (call) => {
    const { supplier, supplier2 } = await purchasingSession(call, 'supplier', 'supplier2');
    const rows = await toReply(call, supplier);
    expect(idsOf(rows)).toEqual(HSIN_TAI.notReplied);
    expect(rows.find((r) => r.id === 13)).toMatchObject({
      poNo: '4501001021', item: 10, openQuantity: 4000, confirmStatus: 'NOT_REPLIED', supplierId: 1001, poId: 4, poItemId: expect.any(Number),
      material: expect.any(String), plantCode: expect.any(String), dateColour: 'WITHIN_THRESHOLD',
    });
    for (const body of [{ supplierIds: [1001] }, { supplierId: 1001 }, { keyword: 'Hsin' }, { poNo: '4501001' }]) {
      expect((await toReply(call, supplier2, body)).every((r) => r.supplierId === 1002)).toBe(true);
    }
    expect(idsOf(await toReply(call, supplier2, { supplierIds: [1001] }))).toEqual(RIO.notReplied);
    expect(idsOf(await toReply(call, supplier, { dateColour: ['WITHIN_THRESHOLD'] }))).toEqual([13, 14, 15, 16]);
    expect(idsOf(await toReply(call, supplier, { estimatedDate: { from: '2026-03-27', to: '2026-03-27' } }))).toEqual([8, 10, 12]);
    expect((await call('POST', `${REPLY}/searchForReply`, { token: (await purchasingSession(call, 'buyer')).buyer, body: {} })).status).toBe(403);
  },

  'reply: split over two dates, and quantity 0 while the date is undecided; the line leaves the reply list for the review list': async (call) => {
    const { supplier, buyer } = await purchasingSession(call, 'supplier', 'buyer');
    const saved = await reply(call, supplier, [
      { scheduleId: 13, replies: [{ replyQuantity: 1500, replyDate: '2026-03-30', remark: 'by sea' }, { replyQuantity: 2500, replyDate: '2026-03-24' }] },
      { scheduleId: 14, replies: [{ replyQuantity: 0 }] },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: 2 });
    expect(idsOf(await toReply(call, supplier))).toEqual([7, 8, 9, 10, 11, 12, 15, 16]);
    const review = await toReview(call, buyer, { supplierIds: [1001] });
    expect(idsOf(review)).toEqual([4, 5, 6, 13, 14]);
    expect(review.find((r) => r.id === 13)).toMatchObject({
      confirmStatus: 'REPLIED', replyQuantity: 4000, replyDate: '2026-03-24', repliedAt: expect.any(String), dateColour: 'WITHIN_THRESHOLD',
      replies: [{ replyQuantity: 1500, replyDate: '2026-03-30', remark: 'by sea' }, { replyQuantity: 2500, replyDate: '2026-03-24' }],
    });
    expect(review.find((r) => r.id === 14)).toMatchObject({ confirmStatus: 'REPLIED', replyQuantity: 0, replies: [{ replyQuantity: 0 }] });
    expect(review.find((r) => r.id === 14)).not.toHaveProperty('replyDate');
    // The estimate history records each dated split of the reply, newest first.
    const history = (await call('GET', `su/poItemEst/history/${review.find((r) => r.id === 13)!.poItemId}`, { token: supplier })).body;
    expect(history.map((e: { source: string; estimatedDate: string; quantity: number }) => [e.source, e.estimatedDate, e.quantity])).toEqual([
      ['REPLY', '2026-03-24', 2500], ['REPLY', '2026-03-30', 1500], ['PLAN', '2026-03-22', 4000],
    ]);
  },

  'reply: once sent a line cannot be replied again (409); another supplier\'s line is 404': async (call) => {
    const { supplier, supplier2 } = await purchasingSession(call, 'supplier', 'supplier2');
    expect((await reply(call, supplier, [{ scheduleId: 7, replies: [{ replyQuantity: 300, replyDate: '2026-03-25' }] }])).status).toBe(200);
    expectError(await reply(call, supplier, [{ scheduleId: 7, replies: [{ replyQuantity: 100, replyDate: '2026-03-26' }] }], 'en-US'), 409, [
      'PO 4501001014 item 10, due 2026-03-13: Once a delivery date is sent it cannot be edited (status: Replied).',
    ]);
    expectError(await reply(call, supplier, [{ scheduleId: 4, replies: [{ replyQuantity: 1, replyDate: '2026-03-26' }] }]), 409, [
      '採購單 4501001007 項次 10（預計交期 2026-03-04）：交期送出後不可再修改（目前狀態：已回覆）。',
    ]);
    const foreign = await reply(call, supplier2, [{ scheduleId: 13, replies: [{ replyQuantity: 1, replyDate: '2026-03-26' }] }]);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toMatch(/4501001/);
    expect((await reply(call, supplier, [{ scheduleId: RIO.notReplied[0], replies: [{ replyQuantity: 1, replyDate: '2026-03-26' }] }])).status).toBe(404);
    expect((await reply(call, supplier, [{ scheduleId: 99999, replies: [{ replyQuantity: 1, replyDate: '2026-03-26' }] }])).status).toBe(404);
    expect(idsOf(await toReply(call, supplier2))).toEqual(RIO.notReplied);
  },

  'reply: a counted unit (pieces, sets, boxes, rolls) takes whole quantities, by the PO item\'s unit whatever the body says; a weight or a length takes decimals': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const rows = await toReply(call, supplier);
    const counted = rows.find((r) => ['PC', 'SET', 'BOX', 'ROL'].includes(r.unit as string))!;
    const half = { scheduleId: counted.id, unit: 'KG', replies: [{ replyQuantity: 1.5, replyDate: '2026-03-25' }] };
    expectError(await reply(call, supplier, [half], 'en-US'), 400, [`PO ${counted.poNo} item ${counted.item}, due ${counted.estimatedDate}, split 1: Enter a whole number.`]);
    expectError(await reply(call, supplier, [half], 'zh-TW'), 400, [`採購單 ${counted.poNo} 項次 ${counted.item}（預計交期 ${counted.estimatedDate}）第 1 筆：請輸入整數。`]);
    const measured = rows.find((r) => r.unit === 'KG' || r.unit === 'M')!;
    expect((await reply(call, supplier, [{ scheduleId: measured.id, replies: [{ replyQuantity: 1.5, replyDate: '2026-03-25' }] }])).status).toBe(200);
  },

  'reply: every broken rule one message in the request\'s language, against the server\'s open quantity; all or nothing': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const over = [{ scheduleId: 15, openQuantity: 999999, replies: [{ replyQuantity: 1500, replyDate: '2026-03-25' }, { replyQuantity: 600, replyDate: '2026-03-28' }] }];
    expectError(await reply(call, supplier, over, 'en-US'), 400, ['PO 4501001021 item 30, due 2026-03-22: The replied quantities cannot exceed the open quantity (2,000).']);
    expectError(await reply(call, supplier, over, 'zh-TW'), 400, ['採購單 4501001021 項次 30（預計交期 2026-03-22）：回覆數量合計不可超過未交數量（2,000）。']);
    const broken = await reply(call, supplier, [
      { scheduleId: 7, replies: [{ replyQuantity: 300, replyDate: '2026-03-25' }] },
      { scheduleId: 16, replies: [{ replyQuantity: 100 }] },
      { scheduleId: 9, replies: [{ replyQuantity: -5, replyDate: '2026-03-25' }, { replyQuantity: 10, replyDate: '2026-02-30' }] },
      { scheduleId: 10, replies: [] },
    ], 'en-US');
    expectError(broken, 400, [
      'PO 4501001021 item 40, due 2026-03-22, split 1: Enter the delivery date, or keep the quantity 0 while the date is undecided.',
      'PO 4501001014 item 20, due 2026-03-13, split 1: Cannot be negative.',
      'PO 4501001014 item 20, due 2026-03-13, split 2: Enter a valid date (YYYY-MM-DD).',
      'PO 4501001014 item 20, due 2026-03-27: Select at least one.',
    ]);
    // Line 7 was fine but nothing was saved.
    expect(idsOf(await toReply(call, supplier))).toEqual(HSIN_TAI.notReplied);
    expectError(await reply(call, supplier, [], 'en-US'), 400, ['Send at least one schedule reply (replies).']);
    expectError(await reply(call, supplier, [{ scheduleId: 7, replies: [{ replyQuantity: 1, replyDate: '2026-03-25' }] }, { scheduleId: 7, replies: [] }], 'en-US'), 400, [
      'Schedule 7 appears more than once in the reply.',
    ]);
  },

  'review: approve makes the reply date the estimate; reject needs a reason and sends the line back to the supplier': async (call) => {
    const { supplier, buyer } = await purchasingSession(call, 'supplier', 'buyer');
    const approved = await call('POST', `${REVIEW}/4/approve`, { token: buyer });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: 4, confirmStatus: 'APPROVED', estimatedDate: '2026-03-08', replyDate: '2026-03-08' });
    expectError(await call('POST', `${REVIEW}/4/approve`, { token: buyer, lang: 'en-US' }), 409, [
      'PO 4501001007 item 10, due 2026-03-08: Only a replied delivery date can be approved or rejected (status: Approved).',
    ]);
    const history = (await call('GET', `a/poItemEst/history/${approved.body.poItemId}`, { token: buyer })).body;
    expect(history[0]).toMatchObject({ source: 'APPROVAL', estimatedDate: '2026-03-08', changedBy: 'buyer', scheduleId: 4 });

    expectError(await call('POST', `${REVIEW}/5/reject`, { token: buyer, body: {}, lang: 'en-US' }), 400, ['Enter the reason for rejecting the reply.']);
    expectError(await call('POST', `${REVIEW}/5/reject`, { token: buyer, body: { reason: '   ' } }), 400, ['請輸入退回原因。']);
    const rejected = await call('POST', `${REVIEW}/5/reject`, { token: buyer, body: { reason: '請提前交貨 Please deliver earlier' } });
    expect(rejected.body).toMatchObject({ id: 5, confirmStatus: 'REJECTED', rejectReason: '請提前交貨 Please deliver earlier' });
    expect(idsOf(await toReview(call, buyer, { supplierIds: [1001] }))).toEqual([6]);
    // Back in the supplier's list, with the reason; the supplier replies again.
    const back = (await toReply(call, supplier)).find((r) => r.id === 5);
    expect(back).toMatchObject({ confirmStatus: 'REJECTED', rejectReason: '請提前交貨 Please deliver earlier', replies: [expect.objectContaining({ replyDate: '2026-03-08' })] });
    expect((await reply(call, supplier, [{ scheduleId: 5, replies: [{ replyQuantity: back!.openQuantity, replyDate: '2026-03-05' }] }])).status).toBe(200);
    expect((await toReview(call, buyer, { supplierIds: [1001] })).find((r) => r.id === 5)).toMatchObject({ confirmStatus: 'REPLIED', replyDate: '2026-03-05' });
    expect((await toReview(call, buyer, { supplierIds: [1001] })).find((r) => r.id === 5)).not.toHaveProperty('rejectReason');
  },

  'review: approving a split reply confirms every part: the earliest is the estimate, each part in the estimate history and the item report': async (call) => {
    const { supplier, buyer } = await purchasingSession(call, 'supplier', 'buyer');
    const splits = [{ replyQuantity: 1500, replyDate: '2026-03-30' }, { replyQuantity: 2500, replyDate: '2026-03-24' }];
    expect((await reply(call, supplier, [{ scheduleId: 13, replies: splits }])).status).toBe(200);
    const approved = await call('POST', `${REVIEW}/13/approve`, { token: buyer });
    expect(approved.status).toBe(200);
    // The line keeps every approved part as its confirmed deliveries; the lists show the earliest.
    expect(approved.body).toMatchObject({ id: 13, confirmStatus: 'APPROVED', estimatedDate: '2026-03-24', replyDate: '2026-03-24', replyQuantity: 4000, replies: splits });
    expect(await line(call, supplier, 13)).toMatchObject({ confirmStatus: 'APPROVED', estimatedDate: '2026-03-24', replies: splits });
    const po = (await call('GET', 'su/po/4', { token: supplier })).body as { items: { schedules: Row[] }[] };
    expect(po.items.flatMap((i) => i.schedules).find((s) => s.id === 13)).toMatchObject({ confirmStatus: 'APPROVED', replies: splits });
    // One APPROVAL a part, not the total on the earliest date (newest first: same instant, later part first).
    const history = (await call('GET', `su/poItemEst/history/${approved.body.poItemId}`, { token: supplier })).body as { source: string; estimatedDate: string; quantity: number }[];
    expect(history.map((e) => [e.source, e.estimatedDate, e.quantity])).toEqual([
      ['APPROVAL', '2026-03-30', 1500], ['APPROVAL', '2026-03-24', 2500], ['REPLY', '2026-03-24', 2500], ['REPLY', '2026-03-30', 1500], ['PLAN', '2026-03-22', 4000],
    ]);
    // The item report's latest estimate is the last confirmed part.
    const items = await rowsOf(call, 'su/poItem/history/search', supplier, { poNo: '4501001021' });
    expect(items.find((i) => i.id === approved.body.poItemId)).toMatchObject({ estimatedDate: '2026-03-30', dateColour: 'LATER' });
  },

  'a split reply answers a band per part, each from its own date on the business clock, wherever the line is answered': async (call) => {
    const { supplier, buyer } = await purchasingSession(call, 'supplier', 'buyer');
    const splits = [
      { replyQuantity: 1500, replyDate: '2026-04-10' },
      { replyQuantity: 0 },
      { replyQuantity: 1000, replyDate: '2026-03-20' },
      { replyQuantity: 1500, replyDate: '2026-03-26' },
    ];
    expect((await reply(call, supplier, [{ scheduleId: 13, replies: splits }])).status).toBe(200);
    // On 2026-03-23: 03-20 is overdue, 03-26 within 7 days, 04-10 after; the undecided part has no band.
    await setToday(call, '2026-03-23');
    const [su, a] = [await tokenOf(call, 'supplier'), await tokenOf(call, 'buyer')];
    const banded = [
      { replyQuantity: 1500, replyDate: '2026-04-10', dateColour: 'LATER' },
      { replyQuantity: 0 },
      { replyQuantity: 1000, replyDate: '2026-03-20', dateColour: 'OVERDUE' },
      { replyQuantity: 1500, replyDate: '2026-03-26', dateColour: 'WITHIN_THRESHOLD' },
    ];
    const board = await line(call, su, 13);
    expect(board).toMatchObject({ replyDate: '2026-03-20', dateColour: 'OVERDUE', replies: banded });
    expect((board.replies as object[])[1]).not.toHaveProperty('dateColour');
    expect((await call('GET', 'su/deliverySchedule/13', { token: su })).body).toMatchObject({ dateColour: 'OVERDUE', replies: banded });
    expect((await toReview(call, a, { supplierIds: [1001] })).find((r) => r.id === 13)).toMatchObject({ replies: banded });
    const po = (await call('GET', 'su/po/4', { token: su })).body as { items: { id: number; schedules: Row[] }[] };
    const item = po.items.find((i) => i.schedules.some((s) => s.id === 13))!;
    expect(item.schedules.find((s) => s.id === 13)).toMatchObject({ replies: banded });
    expect(((await call('GET', `su/poItem/${item.id}`, { token: su })).body as { schedules: Row[] }).schedules.find((s) => s.id === 13)).toMatchObject({ replies: banded });
    // Approved, every confirmed part keeps its own band; sent back, the rejected reply is banded alike.
    expect((await call('POST', `${REVIEW}/13/approve`, { token: a })).body).toMatchObject({ confirmStatus: 'APPROVED', replies: banded });
    const rejected = await call('POST', `${REVIEW}/6/reject`, { token: a, body: { reason: 'Earlier please' } });
    expect(rejected.body).toMatchObject({ confirmStatus: 'REJECTED', replies: [{ replyDate: expect.any(String), dateColour: expect.any(String) }] });
    // The stored line is not changed by its answer: a band is the clock's, never saved.
    await setToday(call, '2026-04-11');
    expect(((await line(call, await tokenOf(call, 'supplier'), 13)).replies as { dateColour?: string }[]).map((p) => p.dateColour)).toEqual(['OVERDUE', undefined, 'OVERDUE', 'OVERDUE']);
  },

  'review: DELIVERY_REVIEW view reads, review decides (viewer 403); the buyer reviews only its purchasing orgs': async (call) => {
    const { viewer, buyer, admin, quality, supplier } = await purchasingSession(call, 'viewer', 'buyer', 'admin', 'quality', 'supplier');
    expect(idsOf(await toReview(call, viewer, { supplierIds: [1001] }))).toEqual(HSIN_TAI.replied);
    expectError(await call('POST', `${REVIEW}/4/approve`, { token: viewer, lang: 'en-US' }), 403, ['You do not have this permission']);
    expect((await call('POST', `${REVIEW}/4/reject`, { token: viewer, body: { reason: 'x' } })).status).toBe(403);
    expect((await call('POST', `${REVIEW}/searchForReview`, { token: quality, body: {} })).status).toBe(403);
    expect((await call('POST', `${REVIEW}/searchForReview`, { token: supplier, body: {} })).status).toBe(403);
    expect((await call('POST', `${REVIEW}/4/approve`, { token: supplier })).status).toBe(403);
    // Rio Metals' replied lines are in org 3100: the admin sees them, the buyer neither sees nor decides them.
    expect(idsOf(await toReview(call, admin, { supplierIds: [1002] }))).toEqual(RIO.replied);
    expect(await toReview(call, buyer, { supplierIds: [1002] })).toEqual([]);
    expect((await call('POST', `${REVIEW}/${RIO.replied[0]}/approve`, { token: buyer })).status).toBe(404);
    expect((await call('POST', `${REVIEW}/${RIO.replied[0]}/approve`, { token: admin })).status).toBe(200);
    expect((await call('POST', `${REVIEW}/99999/approve`, { token: admin })).status).toBe(404);
  },

  'deliverySchedule/search: every line with dateColour from the business clock; the 7-day boundary': async (call) => {
    // A user token lasts 8 hours of the business clock: sign in again on each day set.
    const colourOn = async (today: string, id: number) => {
      await setToday(call, today);
      return line(call, await tokenOf(call, 'supplier'), id);
    };
    // Line 8 is due 2026-03-27: 8 days ahead is after the threshold, 7 days within it.
    expect((await colourOn('2026-03-19', 8)).dateColour).toBe('LATER');
    expect((await colourOn('2026-03-20', 8)).dateColour).toBe('WITHIN_THRESHOLD');
    expect((await colourOn('2026-03-27', 8)).dateColour).toBe('WITHIN_THRESHOLD');
    expect((await colourOn('2026-03-28', 8)).dateColour).toBe('OVERDUE');
    // A replied line takes its colour from the reply date (line 4: estimated 03-04, replied 03-08).
    expect(await colourOn('2026-03-06', 4)).toMatchObject({ estimatedDate: '2026-03-04', replyDate: '2026-03-08', dateColour: 'WITHIN_THRESHOLD' });
    const { supplier } = await purchasingSession(call, 'supplier');
    const all = await rowsOf(call, 'su/deliverySchedule/search', supplier);
    expect(all.length).toBe(16);
    expect(new Set(all.filter((r) => r.poId !== HSIN_TAI.completedPo).map((r) => r.dateColour))).toEqual(new Set(['OVERDUE', 'WITHIN_THRESHOLD', 'LATER']));
    const within = await rowsOf(call, 'su/deliverySchedule/search', supplier, { dateColour: ['WITHIN_THRESHOLD', 'LATER'] });
    expect(idsOf(within)).toEqual([8, 10, 12, 13, 14, 15, 16]);
  },

  'a date is banded only while a delivery is awaited: a line delivered in full or of a PO not OPEN is in no band, on the board, the PO and the report': async (call) => {
    const { supplier, admin } = await purchasingSession(call, 'supplier', 'admin');
    // PO 1 is COMPLETED, every line delivered (open 0) and long past its date: nothing is overdue.
    const all = await rowsOf(call, 'su/deliverySchedule/search', supplier);
    const done = all.filter((r) => r.poId === HSIN_TAI.completedPo);
    expect(done.length).toBeGreaterThan(0);
    for (const r of done) {
      expect(r).toMatchObject({ openQuantity: 0, confirmStatus: 'APPROVED' });
      expect(String(r.estimatedDate) < DEMO_DAY).toBe(true);
      expect(r).not.toHaveProperty('dateColour');
    }
    // Every line with something open on an open PO keeps its band.
    expect(all.filter((r) => r.poId !== HSIN_TAI.completedPo).every((r) => (r.openQuantity as number) > 0 && typeof r.dateColour === 'string')).toBe(true);
    // The board's columns (one band each) leave them out; together they hold the awaited lines only.
    const columns = await Promise.all(['OVERDUE', 'WITHIN_THRESHOLD', 'LATER'].map((band) => rowsOf(call, 'su/deliverySchedule/search', supplier, { dateColour: [band] })));
    expect(columns.flat().some((r) => r.poId === HSIN_TAI.completedPo)).toBe(false);
    expect(columns.flat().length).toBe(all.length - done.length);
    // Its line page, the PO's schedules and the PO item history show the dates plain.
    expect((await call('GET', `su/deliverySchedule/${done[0].id}`, { token: supplier })).body).not.toHaveProperty('dateColour');
    const po = (await call('GET', `su/po/${HSIN_TAI.completedPo}`, { token: supplier })).body as { items: { schedules: Row[] }[] };
    expect(po.items.flatMap((i) => i.schedules).map((s) => s.dateColour)).toEqual(po.items.flatMap((i) => i.schedules).map(() => undefined));
    const history = await rowsOf(call, 'su/poItem/history/search', supplier);
    const ofDone = history.filter((r) => r.poId === HSIN_TAI.completedPo);
    expect(ofDone.length).toBeGreaterThan(0);
    expect(ofDone.every((r) => typeof r.estimatedDate === 'string' && !('dateColour' in r))).toBe(true);
    // A cancelled PO's lines are in no band either.
    const cancelled = (await call('POST', 'a/po/search', { token: admin, body: { status: 'CANCELLED', paging: { pageSize: 1 } } })).body.items[0];
    expect(cancelled).toMatchObject({ status: 'CANCELLED' });
    const lines = await rowsOf(call, 'a/deliverySchedule/search', admin, { poNo: cancelled.poNo });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((r) => !('dateColour' in r))).toBe(true);
    expect((await rowsOf(call, 'a/deliverySchedule/search', admin, { poNo: cancelled.poNo, dateColour: ['OVERDUE', 'WITHIN_THRESHOLD', 'LATER'] })).length).toBe(0);
  },

  'deliverySchedule/search: lists never leak; the buyer\'s scope; the export': async (call) => {
    const { supplier2, buyer, admin } = await purchasingSession(call, 'supplier2', 'buyer', 'admin');
    const leak = await rowsOf(call, 'su/deliverySchedule/search', supplier2, { supplierIds: [1001], poNo: '4501' });
    expect(leak).toEqual([]);
    expect(idsOf(await rowsOf(call, 'su/deliverySchedule/search', supplier2, { supplierIds: [1001] }))).toEqual(Array.from({ length: 16 }, (_, i) => 17 + i));
    expect(await rowsOf(call, 'a/deliverySchedule/search', buyer, { supplierIds: [1002] })).toEqual([]);
    expect((await rowsOf(call, 'a/deliverySchedule/search', admin, { supplierIds: [1002] })).length).toBe(16);
    const xls = await call('POST', 'a/deliverySchedule/xls', { token: buyer, body: { supplierIds: [1001] } });
    expect(xls.status).toBe(200);
    expect(xls.headers.get('Content-Disposition')).toContain('filename="delivery-schedules.xlsx"');
  },

  'deliveryReceiving/search: goods receipts in all five inspection statuses, own rows only': async (call) => {
    const { supplier, supplier2, buyer, quality } = await purchasingSession(call, 'supplier', 'supplier2', 'buyer', 'quality');
    const own = await rowsOf(call, 'su/deliveryReceiving/search', supplier);
    expect(own.every((r) => r.supplierId === 1001)).toBe(true);
    expect(new Set(own.map((r) => r.inspectionStatus))).toEqual(new Set(['FULLY_ACCEPTED', 'FULLY_REJECTED', 'SPECIAL_ACCEPTANCE', 'RETURNED', 'PARTLY_ACCEPTED']));
    expect(own[0]).toMatchObject({ grNo: expect.any(String), poNo: expect.stringMatching(/^4501/), material: expect.any(String), receivedQuantity: expect.any(Number) });
    const returned = await rowsOf(call, 'su/deliveryReceiving/search', supplier, { inspectionStatus: ['RETURNED'] });
    expect(returned.length).toBeGreaterThan(0);
    expect(returned.every((r) => r.inspectionStatus === 'RETURNED' && r.returnedQuantity === r.receivedQuantity)).toBe(true);
    expect((await rowsOf(call, 'su/deliveryReceiving/search', supplier2, { supplierIds: [1001] })).every((r) => r.supplierId === 1002)).toBe(true);
    expect(await rowsOf(call, 'a/deliveryReceiving/search', buyer, { supplierIds: [1002] })).toEqual([]);
    expect((await rowsOf(call, 'a/deliveryReceiving/search', buyer, { supplierIds: [1001] })).length).toBe(own.length);
    expect((await call('POST', 'a/deliveryReceiving/search', { token: quality, body: {} })).status).toBe(403);
  },
};
