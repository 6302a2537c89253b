import type { Cases } from './cases';
import { expectError } from './helpers';
import { DEMO_DAY, idsOf, purchasingSession, rowsOf } from './purchasing-helpers';

/** Supplier 1001's quotations (README seed table): 267 INVITED, 247 DRAFT, 229 REJECTED, 222 COMMITTED, 115 COMPLETED, the rest CLOSED. */
const HSIN_TAI_QUOTATIONS = [55, 90, 115, 138, 186, 222, 229, 247, 267];
/** Supplier 1002's (all of purchasing org 3100): 276 INVITED, 255 DRAFT (mold), 237 REJECTED, 206 COMMITTED, 193 COMPLETED. */
const RIO_QUOTATIONS = [10, 16, 24, 82, 104, 193, 206, 237, 255, 276];
/** What a supplier still has to answer: invited, saved but not sent, sent back. */
const TO_ANSWER = { status: ['INVITED', 'DRAFT', 'REJECTED'] };

/** Quotation search (spec section 3 QuotationFilter, section 7 quotation search), a/ and su/. */
export const sourcingQuotationCases: Cases = {
  'su/quotation/search: a supplier sees its own quotations only; the demo facts; supplierId is overridden': async (call) => {
    const { supplier, supplier2 } = await purchasingSession(call, 'supplier', 'supplier2');
    const own = await rowsOf(call, 'su/quotation/search', supplier);
    expect(idsOf(own)).toEqual(HSIN_TAI_QUOTATIONS);
    expect(own[0]).not.toHaveProperty('lines');
    expect(own.find((q) => q.id === 267)).toMatchObject({ status: 'INVITED', dueDate: '2026-03-26', supplierId: 1001, inquiryId: 90, inquiryType: 'MAT', purchasingOrgCode: '1100' });
    expect(own.find((q) => q.id === 247)).toMatchObject({ status: 'DRAFT', dueDate: '2026-03-24' });
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier, TO_ANSWER))).toEqual([229, 247, 267]);
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier, { status: 'COMMITTED' }))).toEqual([222]);
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier, { status: 'COMPLETED' }))).toEqual([115]);
    // Default sort id DESC.
    expect(own.map((q) => q.id)).toEqual([...HSIN_TAI_QUOTATIONS].reverse());
    for (const body of [{ supplierId: 1001 }, { supplierId: [1001] }, { supplierIds: [1001] }, { keyword: 'Hsin Tai' }, TO_ANSWER]) {
      const rows = await rowsOf(call, 'su/quotation/search', supplier2, body);
      expect(rows.every((r) => r.supplierId === 1002)).toBe(true);
      expect(JSON.stringify(rows)).not.toMatch(/Hsin Tai|鑫泰/);
    }
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier2, { supplierId: 1001 }))).toEqual(RIO_QUOTATIONS);
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier2, TO_ANSWER))).toEqual([237, 255, 276]);
  },

  'quotation/search filters: dueDate, effectiveDate and quotationExpireDate ranges, type, material, active; bad paging or sorts 400': async (call) => {
    const { supplier, supplier2, admin } = await purchasingSession(call, 'supplier', 'supplier2', 'admin');
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier, { ...TO_ANSWER, dueDate: { from: '2026-03-25', to: '2026-03-26' } }))).toEqual([229, 267]);
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier2, { type: 'MOLD' }))).toEqual([16, 255]);
    const dated = await rowsOf(call, 'a/quotation/search', admin, { effectiveDate: { from: '2026-01-01', to: '2026-03-31' }, supplierId: [1001, 1002] });
    expect(idsOf(dated)).toEqual([115, 138, 193, 206, 222, 229, 237]);
    const expiring = await rowsOf(call, 'a/quotation/search', admin, { quotationExpireDate: { from: '2026-06-01' } });
    expect(expiring.length).toBeGreaterThan(0);
    expect(expiring.every((q) => (q.expireDate as string) >= '2026-06-01')).toBe(true);
    const active = await rowsOf(call, 'su/quotation/search', supplier, { active: true });
    expect(active.map((q) => q.id)).toContain(222);
    expect(active.every((q) => (q.effectiveDate as string) <= DEMO_DAY && DEMO_DAY <= (q.expireDate as string))).toBe(true);
    const inactive = idsOf(await rowsOf(call, 'su/quotation/search', supplier, { active: false }));
    expect([...inactive, ...idsOf(active)].sort((a, b) => a - b)).toEqual(HSIN_TAI_QUOTATIONS);
    expect(inactive).toEqual(expect.arrayContaining([229, 247, 267]));
    // material and moldModel match the inquiry's lines (INQ 90 asks for M-1030-0025; 1002's mold inquiries for MD-X200-01-B).
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier, { material: 'M-1030-0025' }))).toContain(267);
    expect(await rowsOf(call, 'su/quotation/search', supplier, { material: 'no-such-material' })).toEqual([]);
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier2, { moldModel: 'MD-X200' }))).toEqual([16, 255]);
    expect(idsOf(await rowsOf(call, 'su/quotation/search', supplier, { inqNo: 'INQ-2026-0044' }))).toEqual([267]);
    const first = (await rowsOf(call, 'a/quotation/search', admin, { supplierId: 1001 }))[0];
    expect(idsOf(await rowsOf(call, 'a/quotation/search', admin, { quoNo: first.quoNo as string }))).toEqual([first.id]);
    expect((await call('POST', 'su/quotation/search', { token: supplier, body: { paging: { page: 0 } } })).status).toBe(400);
    expect((await call('POST', 'a/quotation/search', { token: admin, body: { sorts: [{ field: 'id', direction: 'UP' }] } })).status).toBe(400);
    expect((await call('POST', 'a/quotation/search', { token: admin, body: { dueDate: { from: '2026-04-01', to: '2026-03-01' } } })).status).toBe(400);
  },

  'a/quotation/search: QUOTATION view, by the purchasing orgs of the inquiry (buyer: none of 1002, org 3100; admin all)': async (call) => {
    const { buyer, admin, quality, supplier } = await purchasingSession(call, 'buyer', 'admin', 'quality', 'supplier');
    expect(idsOf(await rowsOf(call, 'a/quotation/search', admin, { supplierId: 1001 }))).toEqual(HSIN_TAI_QUOTATIONS);
    expect(idsOf(await rowsOf(call, 'a/quotation/search', admin, { supplierId: 1002 }))).toEqual(RIO_QUOTATIONS);
    expect(await rowsOf(call, 'a/quotation/search', buyer, { supplierId: 1002 })).toEqual([]);
    const mine = await rowsOf(call, 'a/quotation/search', buyer);
    expect(new Set(mine.map((q) => q.purchasingOrgCode))).toEqual(new Set(['1100', '1200', '2100']));
    // What a buyer reviews: the quotations sent (COMMITTED).
    expect(idsOf(await rowsOf(call, 'a/quotation/search', buyer, { status: 'COMMITTED', supplierId: 1001 }))).toEqual([222]);
    expectError(await call('POST', 'a/quotation/search', { token: quality, body: {}, lang: 'en-US' }), 403, ['You do not have this permission']);
    expect((await call('POST', 'a/quotation/search', { token: supplier, body: {} })).status).toBe(403);
    expect((await call('POST', 'su/quotation/search', { token: buyer, body: {} })).status).toBe(403);
    expect((await call('POST', 'su/quotation/search', { body: {} })).status).toBe(401);
  },
};
