import type { Cases } from './cases';
import { expectError } from './helpers';
import { idsOf, purchasingSession, rowsOf } from './purchasing-helpers';

/** README seed table: 1001's bills 98 COMPLETED (PO 1), 107 CANCELLED, 108 DRAFT, 103 REJECTED, 112 COMMITTED (PO 2). */
const HSIN_TAI_BILLS = [98, 103, 107, 108, 112];
/** 1002's: 113 COMPLETED (PO 5), 114 CANCELLED, 116 DRAFT, 117 REJECTED, 115 and 118 COMMITTED (PO 6). */
const RIO_BILLS = [113, 114, 115, 116, 117, 118];

/** Bill (invoice request) search (BillFilter, spec section 7 bill search), a/ and su/. */
export const paymentBillCases: Cases = {
  'su/bill/search: a supplier sees its own bills only, in every status; supplierId is overridden': async (call) => {
    const { supplier, supplier2 } = await purchasingSession(call, 'supplier', 'supplier2');
    const own = await rowsOf(call, 'su/bill/search', supplier);
    expect(idsOf(own)).toEqual(HSIN_TAI_BILLS);
    expect(own.map((b) => b.id)).toEqual([...HSIN_TAI_BILLS].reverse());
    expect(own[0]).not.toHaveProperty('details');
    expect(own.find((b) => b.id === 112)).toMatchObject({ status: 'COMMITTED', supplierId: 1001, poNos: ['4501001007'], purchasingOrgCode: '2100' });
    const statusOf = Object.fromEntries(own.map((b) => [b.id, b.status]));
    expect(statusOf).toEqual({ 98: 'COMPLETED', 103: 'REJECTED', 107: 'CANCELLED', 108: 'DRAFT', 112: 'COMMITTED' });
    // Still to finish (saved or sent back), sent, done.
    expect(idsOf(await rowsOf(call, 'su/bill/search', supplier, { status: ['DRAFT', 'REJECTED'] }))).toEqual([103, 108]);
    expect(idsOf(await rowsOf(call, 'su/bill/search', supplier, { status: 'COMMITTED' }))).toEqual([112]);
    expect(idsOf(await rowsOf(call, 'su/bill/search', supplier, { status: 'COMPLETED' }))).toEqual([98]);
    for (const body of [{ supplierId: 1001 }, { supplierIds: [1001] }, { keyword: 'Hsin Tai' }, { poNo: '4501001' }]) {
      const rows = await rowsOf(call, 'su/bill/search', supplier2, body);
      expect(rows.every((r) => r.supplierId === 1002)).toBe(true);
      expect(JSON.stringify(rows)).not.toMatch(/Hsin Tai|鑫泰|4501001/);
    }
    expect(idsOf(await rowsOf(call, 'su/bill/search', supplier2, { supplierId: 1001 }))).toEqual(RIO_BILLS);
  },

  'bill/search filters: status list, poNo, requestDocNo, invoiceDate and dueDate ranges; bad paging 400': async (call) => {
    const { supplier, admin } = await purchasingSession(call, 'supplier', 'admin');
    expect(idsOf(await rowsOf(call, 'su/bill/search', supplier, { poNo: '4501001007' }))).toEqual([103, 107, 108, 112]);
    const one = (await rowsOf(call, 'su/bill/search', supplier, { status: 'COMPLETED' }))[0];
    expect(idsOf(await rowsOf(call, 'a/bill/search', admin, { requestDocNo: one.requestDocNo as string }))).toEqual([98]);
    const dated = await rowsOf(call, 'a/bill/search', admin, { invoiceDate: { from: '2026-03-01', to: '2026-03-31' } });
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((b) => (b.invoiceDate as string) >= '2026-03-01' && (b.invoiceDate as string) <= '2026-03-31')).toBe(true);
    const due = await rowsOf(call, 'su/bill/search', supplier, { dueDate: { to: '2026-03-15' } });
    expect(idsOf(due)).toEqual([98, 103, 107, 108]);
    expect((await call('POST', 'su/bill/search', { token: supplier, body: { paging: { pageSize: 5000 } } })).status).toBe(400);
    expect((await call('POST', 'a/bill/search', { token: admin, body: { sorts: 'id' } })).status).toBe(400);
  },

  'a/bill/search: INVOICE view; what a buyer must review (COMMITTED), of its companies (Rio Metals bills Brazil\'s: finance\'s); quality and suppliers 403': async (call) => {
    const { buyer, quality, supplier, 'grace.lin': finance } = await purchasingSession(call, 'buyer', 'quality', 'supplier', 'grace.lin');
    expect(idsOf(await rowsOf(call, 'a/bill/search', finance, { supplierId: [1001, 1002] }))).toEqual([...HSIN_TAI_BILLS, ...RIO_BILLS]);
    expect(idsOf(await rowsOf(call, 'a/bill/search', finance, { status: 'COMMITTED', supplierId: [1001, 1002] }))).toEqual([112, 115, 118]);
    expect(idsOf(await rowsOf(call, 'a/bill/search', buyer, { status: 'COMMITTED', supplierId: [1001, 1002] }))).toEqual([112]);
    const toReview = await rowsOf(call, 'a/bill/search', buyer, { status: 'COMMITTED' });
    expect(toReview.every((b) => b.status === 'COMMITTED')).toBe(true);
    expect(toReview.find((b) => b.id === 112)).toMatchObject({ supplierName: expect.stringMatching(/Hsin Tai/) });
    expectError(await call('POST', 'a/bill/search', { token: quality, body: {}, lang: 'en-US' }), 403, ['You do not have this permission']);
    expect((await call('POST', 'a/bill/search', { token: supplier, body: {} })).status).toBe(403);
    expect((await call('POST', 'su/bill/search', { token: buyer, body: {} })).status).toBe(403);
  },
};
