import type { Call } from '../call';
import { DEMO_DAY, purchasingSession } from './purchasing-helpers';

export { DEMO_DAY };

/** A material inquiry of org 1100 from PR 1000020001, with two material lines; `extra` overrides. */
export const newInquiry = (extra: object = {}) => ({
  inquiryType: 'MAT',
  currencyCode: 'TWD',
  purpose: 'Charger busbars for X200',
  personInCharge: { account: 'buyer' },
  prNo: '1000020001',
  purchasingOrgCode: '1100',
  plantCode: 'TW01',
  dueDate: '2026-03-26',
  materials: [
    { seq: 1, material: 'M-1030-0025', description: 'Busbar', unit: 'PC', annualUsage: 1000 },
    { seq: 2, material: 'M-1030-0066', description: 'Busbar B', unit: 'PC', annualUsage: 500 },
  ],
  moldItems: [],
  shippingCostItems: [],
  materialLines: [
    { seq: 1, item: 'C1100 copper strip', priceProvideType: 'Y' },
    { seq: 2, item: 'Tin plating', priceProvideType: 'N', priceRefSeq: 1 },
  ],
  supplierIds: [1001, 1002],
  ...extra,
});

/** The demo day, the accounts signed in, and a sent inquiry inviting 1001 and 1002 (its id and their quotations' ids). */
export async function sentInquiry(call: Call, ...accounts: string[]) {
  const tokens = await purchasingSession(call, 'buyer', 'supplier', 'supplier2', ...accounts);
  const created = await call('POST', 'a/inquiry', { token: tokens.buyer, body: newInquiry() });
  expect(created.status).toBe(201);
  const sent = await call('POST', `a/inquiry/${created.body.id}/commit`, { token: tokens.buyer });
  expect(sent.status).toBe(200);
  const quotationOf = (supplierId: number) => sent.body.suppliers.find((s: { supplierId: number }) => s.supplierId === supplierId).quotationId as number;
  return { tokens, inquiryId: created.body.id as number, hsinTai: quotationOf(1001), rio: quotationOf(1002) };
}

/** A supplier's quotation priced (object price per material) and sent. */
export async function quote(call: Call, token: string, id: number, prices: number[]) {
  const saved = await call('PUT', `su/quotation/${id}`, {
    token,
    body: { lines: prices.map((objectPrice, i) => ({ seq: i + 1, firstObjectPrice: objectPrice, objectPrice })), warranty: '12 months' },
  });
  expect(saved.status).toBe(200);
  const sent = await call('POST', `su/quotation/${id}/commit`, { token });
  expect(sent.status).toBe(200);
  return sent.body;
}
