import type { Call } from '../call';
import type { Cases } from './cases';
import { expectError } from './helpers';
import { formOf, HSIN_TAI, idsOf, purchasingSession, rowNumberOf, rowsOf, RIO, setCells, sheetValues, workbookOf, type Row } from './purchasing-helpers';

const A_REPLY = 'a/deliveryScheduleToReply';
const SU_REPLY = 'su/deliveryScheduleToReply';
const HSIN_TAI_ID = 1001;

const replyFor = (call: Call, token: string, supplierId: unknown, replies: object[], lang?: string) =>
  call('POST', `${A_REPLY}/reply`, { token, lang, body: { supplierId, replies } });
const suppliersLine = async (call: Call, token: string, id: number) =>
  (await rowsOf(call, 'su/deliverySchedule/search', token, { poNo: '450100' })).find((r) => r.id === id) as Row;

/** Internal staff act for a supplier (spec section 7, `a/` delivery reply and PO confirm), recorded as on its behalf. */
export const purchasingOnBehalfCases: Cases = {
  'a/ reply calls: a supplier token 403; an internal user without DELIVERY_REPLY 403; view alone may search but not reply': async (call) => {
    const { supplier, quality, viewer } = await purchasingSession(call, 'supplier', 'quality', 'viewer');
    const search = { supplierIds: [HSIN_TAI_ID] };
    const form = new FormData();
    form.append('supplierId', String(HSIN_TAI_ID));
    for (const token of [supplier, quality]) {
      expect((await call('POST', `${A_REPLY}/searchForReply`, { token, body: search })).status).toBe(403);
      expect((await call('POST', `${A_REPLY}/searchForReply/xls`, { token, body: search })).status).toBe(403);
      expect((await replyFor(call, token, HSIN_TAI_ID, [{ scheduleId: 13, replies: [{ replyQuantity: 0 }] }])).status).toBe(403);
      expect((await call('POST', `${A_REPLY}/replyByFile`, { token, form })).status).toBe(403);
    }
    expect(idsOf(await rowsOf(call, `${A_REPLY}/searchForReply`, viewer, search))).toEqual(HSIN_TAI.notReplied);
    expect((await replyFor(call, viewer, HSIN_TAI_ID, [{ scheduleId: 13, replies: [{ replyQuantity: 0 }] }])).status).toBe(403);
    expect((await call('POST', `a/po/${HSIN_TAI.unconfirmedPo}/confirm`, { token: supplier, body: { acceptTerms: true, supplierId: HSIN_TAI_ID } })).status).toBe(403);
    expect((await call('POST', `a/po/${HSIN_TAI.unconfirmedPo}/confirm`, { token: viewer, body: { acceptTerms: true, supplierId: HSIN_TAI_ID } })).status).toBe(403);
  },

  'a/ searchForReply (and xls): the lines awaiting a reply of every supplier in the caller\'s purchasing orgs; supplierIds narrows them': async (call) => {
    const { buyer, admin, supplier } = await purchasingSession(call, 'buyer', 'admin', 'supplier');
    const page = await call('POST', `${A_REPLY}/searchForReply`, { token: buyer, body: { paging: { pageSize: 1000 } } });
    expect(page.status).toBe(200);
    const rows = page.body.items as Row[];
    expect(rows.every((r) => ['NOT_REPLIED', 'REJECTED'].includes(r.confirmStatus as string) && (r.openQuantity as number) > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.supplierId)).size).toBeGreaterThan(1);
    expect(rows.filter((r) => r.supplierId === HSIN_TAI_ID).map((r) => r.id).sort((a, b) => a - b)).toEqual(HSIN_TAI.notReplied);
    // Rio Metals buys through org 3100: outside the buyer's orgs, inside the admin's.
    expect(rows.some((r) => r.supplierId === 1002)).toBe(false);
    expect(idsOf(await rowsOf(call, `${A_REPLY}/searchForReply`, buyer, { supplierIds: [HSIN_TAI_ID] }))).toEqual(HSIN_TAI.notReplied);
    expect(idsOf(await rowsOf(call, `${A_REPLY}/searchForReply`, buyer, { supplierIds: [HSIN_TAI_ID, 1002] }))).toEqual(HSIN_TAI.notReplied);
    expect(await rowsOf(call, `${A_REPLY}/searchForReply`, buyer, { supplierIds: [1002] })).toEqual([]);
    expect(idsOf(await rowsOf(call, `${A_REPLY}/searchForReply`, admin, { supplierIds: [1002] }))).toEqual(RIO.notReplied);
    // A cancelled PO's lines were never replied to, and have nothing left to deliver: no one can reply to them, so they are not listed.
    const cancelled = (await call('POST', 'a/po/search', { token: buyer, body: { status: 'CANCELLED', paging: { pageSize: 1 } } })).body.items[0];
    expect(cancelled).toMatchObject({ status: 'CANCELLED' });
    const itsLines = await rowsOf(call, 'a/deliverySchedule/search', buyer, { poNo: cancelled.poNo });
    expect(itsLines.length).toBeGreaterThan(0);
    expect(itsLines.every((r) => r.confirmStatus === 'NOT_REPLIED' && r.openQuantity === 0)).toBe(true);
    expect(await rowsOf(call, `${A_REPLY}/searchForReply`, buyer, { poNo: cancelled.poNo })).toEqual([]);
    // The sheet holds what the list shows: every supplier's lines, or the one supplier's, each
    // line with its supplier (number and name, after the item, as the board's sheet) so a sheet of
    // many suppliers tells whose line is whose; a supplier's own sheet does not name it.
    const all = sheetValues(await workbookOf(await call('POST', `${A_REPLY}/searchForReply/xls`, { token: buyer, body: {} })));
    expect(all.length - 1).toBe(page.body.totalCount);
    expect(all[0]).toEqual(['排程編號', '採購單號', '項次', '供應商 ID', '供應商', '料號', '預計交期', '未交數量', '回覆數量', '回覆交期', '備註']);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(all.slice(1).every((r) => r[3] === byId.get(r[0] as number)?.supplierId && r[4] === byId.get(r[0] as number)?.supplierName)).toBe(true);
    expect(new Set(all.slice(1).map((r) => r[4])).size).toBeGreaterThan(1);
    const english = sheetValues(await workbookOf(await call('POST', `${A_REPLY}/searchForReply/xls`, { token: buyer, lang: 'en-US', body: {} })));
    expect(english[0]).toEqual(['Schedule ID', 'PO no.', 'Item', 'Supplier ID', 'Supplier', 'Material', 'Estimated delivery', 'Open qty', 'Reply qty', 'Reply date', 'Remark']);
    const own = sheetValues(await workbookOf(await call('POST', `${SU_REPLY}/searchForReply/xls`, { token: supplier, body: {} })));
    expect(own[0]).not.toContain('供應商');
    const sheet = sheetValues(await workbookOf(await call('POST', `${A_REPLY}/searchForReply/xls`, { token: buyer, body: { supplierIds: [HSIN_TAI_ID] } })));
    expect(sheet.slice(1).map((r) => r[0]).sort((a, b) => Number(a) - Number(b))).toEqual(HSIN_TAI.notReplied);
  },

  'a/ searchForReply asks DELIVERY_REPLY view, not PURCHASE_ORDER view: a role that replies without reading POs reads the lines to reply to': async (call) => {
    const { admin, buyer } = await purchasingSession(call, 'admin', 'buyer');
    const role = (await call('POST', 'a/role/search', { token: admin, body: { roleCode: 'BUYER' } })).body.items.find((r: { roleCode: string }) => r.roleCode === 'BUYER');
    const none = { create: false, edit: false, view: false, review: false };
    const lines = role.permissionList.map((l: { object: string }) => (l.object === 'PURCHASE_ORDER' ? { object: 'PURCHASE_ORDER', ...none } : l));
    expect((await call('PUT', `a/role/${role.id}`, { token: admin, body: { ...role, permissionList: lines } })).status).toBe(200);
    const map = (await call('GET', 'g/me', { token: buyer })).body.permissionMap;
    expect([map.PURCHASE_ORDER.view, map.DELIVERY_REPLY.view, map.DELIVERY_REPLY.edit]).toEqual([false, true, true]);
    expect((await call('POST', 'a/deliverySchedule/search', { token: buyer, body: {} })).status).toBe(403);
    const page = await call('POST', `${A_REPLY}/searchForReply`, { token: buyer, body: {} });
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBeGreaterThan(HSIN_TAI.notReplied.length);
    expect((await call('POST', `${A_REPLY}/searchForReply/xls`, { token: buyer, body: { supplierIds: [HSIN_TAI_ID] } })).status).toBe(200);
    expect((await replyFor(call, buyer, HSIN_TAI_ID, [{ scheduleId: 13, replies: [{ replyQuantity: 0 }] }])).status).toBe(200);
  },

  'a/ reply: recorded as the buyer\'s on the supplier\'s behalf, which the supplier reads on the line and on its PO': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const saved = await replyFor(call, buyer, HSIN_TAI_ID, [{ scheduleId: 13, replies: [{ replyQuantity: 4000, replyDate: '2026-03-24', remark: 'agreed by phone' }] }]);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: 1 });
    const onBehalf = { staff: { account: 'buyer', name: '林採購 Lin Buyer' }, supplierId: HSIN_TAI_ID, supplierName: expect.any(String) };
    const line = await suppliersLine(call, supplier, 13);
    expect(line).toMatchObject({ confirmStatus: 'REPLIED', replyQuantity: 4000, replyDate: '2026-03-24', repliedBy: { account: 'buyer', name: '林採購 Lin Buyer' }, replyOnBehalf: onBehalf });
    expect(idsOf(await rowsOf(call, `${SU_REPLY}/searchForReply`, supplier))).toEqual(HSIN_TAI.notReplied.filter((id) => id !== 13));
    const po = (await call('GET', `su/po/${line.poId}`, { token: supplier })).body;
    const schedule = po.items.flatMap((i: { schedules: Row[] }) => i.schedules).find((s: Row) => s.id === 13);
    expect(schedule).toMatchObject({ repliedBy: { account: 'buyer' }, replyOnBehalf: onBehalf });
    // Once sent, neither staff nor the supplier may reply to it again.
    expect((await replyFor(call, buyer, HSIN_TAI_ID, [{ scheduleId: 13, replies: [{ replyQuantity: 1, replyDate: '2026-03-25' }] }])).status).toBe(409);
    expect((await call('POST', `${SU_REPLY}/reply`, { token: supplier, body: { replies: [{ scheduleId: 13, replies: [{ replyQuantity: 1, replyDate: '2026-03-25' }] }] } })).status).toBe(409);
    // The supplier's own reply names its user and no one acting for it.
    expect((await call('POST', `${SU_REPLY}/reply`, { token: supplier, body: { replies: [{ scheduleId: 14, replies: [{ replyQuantity: 0 }] }] } })).status).toBe(200);
    const own = await suppliersLine(call, supplier, 14);
    expect(own.repliedBy).toEqual({ account: 'supplier', name: expect.any(String) });
    expect(own).not.toHaveProperty('replyOnBehalf');
  },

  'a/ reply: the supplier must be named (400) and the lines must be its own, within the caller\'s orgs (404); the supplier\'s rules hold (400)': async (call) => {
    const { buyer, admin } = await purchasingSession(call, 'buyer', 'admin');
    const one = [{ scheduleId: 13, replies: [{ replyQuantity: 100, replyDate: '2026-03-25' }] }];
    for (const named of [undefined, null, 0, 'Hsin Tai', 1.5]) {
      expectError(await replyFor(call, buyer, named, one, 'en-US'), 400, ['Name the supplier you act for (supplierId).']);
    }
    expect((await replyFor(call, buyer, 1002, one)).status).toBe(404);
    expect((await replyFor(call, admin, HSIN_TAI_ID, [{ scheduleId: RIO.notReplied[0], replies: [{ replyQuantity: 1, replyDate: '2026-03-25' }] }])).status).toBe(404);
    expect((await replyFor(call, buyer, 1002, [{ scheduleId: RIO.notReplied[0], replies: [{ replyQuantity: 1, replyDate: '2026-03-25' }] }])).status).toBe(404);
    const over = [{ scheduleId: 15, replies: [{ replyQuantity: 1500, replyDate: '2026-03-25' }, { replyQuantity: 600, replyDate: '2026-03-28' }] }];
    expectError(await replyFor(call, buyer, HSIN_TAI_ID, over, 'en-US'), 400, ['PO 4501001021 item 30, due 2026-03-22: The replied quantities cannot exceed the open quantity (2,000).']);
    expectError(await replyFor(call, buyer, HSIN_TAI_ID, [], 'en-US'), 400, ['Send at least one schedule reply (replies).']);
    expect(idsOf(await rowsOf(call, `${A_REPLY}/searchForReply`, buyer, { supplierIds: [HSIN_TAI_ID] }))).toEqual(HSIN_TAI.notReplied);
  },

  'a/ replyByFile: the named supplier\'s sheet saves on its behalf; no supplier 400; another supplier\'s rows one message each': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const workbook = await workbookOf(await call('POST', `${A_REPLY}/searchForReply/xls`, { token: buyer, body: { supplierIds: [HSIN_TAI_ID] } }));
    setCells(workbook, rowNumberOf(workbook, 7), { 回覆數量: 300, 回覆交期: '2026-03-21' });
    const upload = async (supplierId?: string) => {
      const form = await formOf(workbook);
      if (supplierId !== undefined) form.append('supplierId', supplierId);
      return call('POST', `${A_REPLY}/replyByFile`, { token: buyer, form, lang: 'en-US' });
    };
    expectError(await upload(), 400, ['Name the supplier you act for (supplierId).']);
    expectError(await upload('1002'), 400, [`Row ${rowNumberOf(workbook, 7)}, Schedule ID: Schedule 7 is not a delivery line of this supplier awaiting a reply.`]);
    const saved = await upload(String(HSIN_TAI_ID));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: 1 });
    expect(await suppliersLine(call, supplier, 7)).toMatchObject({
      confirmStatus: 'REPLIED', replyQuantity: 300, repliedBy: { account: 'buyer' }, replyOnBehalf: { staff: { account: 'buyer' }, supplierId: HSIN_TAI_ID },
    });
  },

  'a/po/{id}/confirm: the named supplier\'s open PO, with the terms accepted, confirmed on its behalf; the supplier sees who did it': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const path = `a/po/${HSIN_TAI.unconfirmedPo}/confirm`;
    expectError(await call('POST', path, { token: buyer, body: { acceptTerms: true }, lang: 'en-US' }), 400, ['Name the supplier you act for (supplierId).']);
    expect((await call('POST', path, { token: buyer, body: { acceptTerms: true, supplierId: 1002 } })).status).toBe(404);
    expect((await call('POST', `a/po/${RIO.po}/confirm`, { token: buyer, body: { acceptTerms: true, supplierId: 1002 } })).status).toBe(404);
    expectError(await call('POST', path, { token: buyer, body: { supplierId: HSIN_TAI_ID }, lang: 'en-US' }), 400, ['Accept the purchase order terms (acceptTerms must be true) to confirm the PO.']);
    const confirmed = await call('POST', path, { token: buyer, body: { acceptTerms: true, supplierId: HSIN_TAI_ID } });
    expect(confirmed.status).toBe(200);
    const onBehalf = { staff: { account: 'buyer', name: '林採購 Lin Buyer' }, supplierId: HSIN_TAI_ID, supplierName: expect.any(String) };
    expect(confirmed.body).toMatchObject({ confirmStatus: 'CONFIRMED', confirmedBy: { account: 'buyer' }, confirmOnBehalf: onBehalf });
    const seen = (await call('GET', `su/po/${HSIN_TAI.unconfirmedPo}`, { token: supplier })).body;
    expect(seen).toMatchObject({ confirmStatus: 'CONFIRMED', confirmedAt: confirmed.body.confirmedAt, confirmOnBehalf: onBehalf });
    expectError(await call('POST', path, { token: buyer, body: { acceptTerms: true, supplierId: HSIN_TAI_ID }, lang: 'en-US' }), 409, ['This PO is already confirmed.']);
    expectError(await call('POST', `su/po/${HSIN_TAI.unconfirmedPo}/confirm`, { token: supplier, body: { acceptTerms: true }, lang: 'en-US' }), 409, ['This PO is already confirmed.']);
    expect((await call('POST', `a/po/${HSIN_TAI.completedPo}/confirm`, { token: buyer, body: { acceptTerms: true, supplierId: HSIN_TAI_ID } })).status).toBe(409);
  },
};
