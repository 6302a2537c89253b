import { lineAmount, type AllowInvoiceRow, type Bill, type BillInputBody, type FileRef } from 'shared-ui/contract';
import type { Answer, Call } from '../call';
import { purchasingSession } from './purchasing-helpers';

// Seed facts of the bill cases (mock-api README, seed/bills.ts). Supplier 1001 (`supplier`,
// Taiwan) has PO 2 = 4501001007 (USD, org 2100 → booked in CNY) with three received items, each
// half billed by an open bill: item 10 (PO item 4, price 12.5) by 112 COMMITTED, item 20 (5,
// price 46) by 108 DRAFT, item 30 (6, price 0.35) by 103 REJECTED. So much is left of each:
export const PO2 = { poNo: '4501001007', items: { item10: 4, item20: 5, item30: 6 }, left: { 4: 213, 5: 402, 6: 238 } } as const;
export const HSIN_TAI_BILL = { completed: 98, rejected: 103, cancelled: 107, draft: 108, committed: 112 } as const;
/** Supplier 1002's committed bill (Rio Metals, BRL). */
export const RIO_COMMITTED = 115;

/** A valid request for 100 of item 20 and 100 of item 30 of PO 2 (4,600 + 35 USD). */
export const billBody = (overrides: Partial<BillInputBody> = {}): BillInputBody => ({
  invoiceNo: 'AB12345678',
  invoiceDate: '2026-03-19',
  invoiceAmount: 4635,
  reference: 'DN-2603-0001',
  baseDate: '2026-04-30',
  dueDate: '2026-04-18',
  currencyCode: 'USD',
  localCurrencyCode: 'CNY',
  exchangeRate: 7.26,
  usdExchangeRate: 7.26,
  taxCode: 'V0',
  attachments: [],
  details: [
    { poItemId: PO2.items.item20, quantity: 100, amount: 4600 },
    { poItemId: PO2.items.item30, quantity: 100, amount: 35 },
  ],
  ...overrides,
});

/**
 * A PO item still to invoice in a foreign currency booked in TWD (EUR, JPY): a foreign bill that
 * asks for the US dollar rate too. The demo suppliers buy in TWD, USD and BRL only, so it is
 * another supplier's (other approved suppliers' POs of org 1100 are in EUR, a Japanese
 * supplier's in JPY), found as an internal user finds it.
 */
export async function itemIn(call: Call, token: string, currencyCode: string): Promise<AllowInvoiceRow> {
  const answer = await call('POST', 'a/bill/poItemAllowInvoice/search', { token, body: { currencyCode, paging: { page: 1, pageSize: 1 } } });
  const row: AllowInvoiceRow | undefined = answer.body.items?.[0];
  expect(row).toMatchObject({ currencyCode, localCurrencyCode: 'TWD' });
  return row!;
}

export const euroItem = (call: Call, token: string) => itemIn(call, token, 'EUR');

/** The maintained rates into TWD (exchange-rates seed). */
const RATE_INTO_TWD: Record<string, number> = { EUR: 34.9, JPY: 0.2135 };

/** A valid request for one of `row`'s item in its currency, at the maintained rates of the currency and USD into TWD. */
export const euroBillBody = (row: AllowInvoiceRow, overrides: Partial<BillInputBody> = {}): BillInputBody =>
  billBody({
    invoiceAmount: lineAmount(1, row.unitPrice, row.currencyCode),
    currencyCode: row.currencyCode,
    localCurrencyCode: row.localCurrencyCode,
    exchangeRate: RATE_INTO_TWD[row.currencyCode],
    usdExchangeRate: 32.15,
    details: [{ poItemId: row.id, quantity: 1, amount: lineAmount(1, row.unitPrice, row.currencyCode) }],
    ...overrides,
  });

export const paymentSession = (call: Call, ...accounts: string[]) => purchasingSession(call, ...accounts);

/** Uploads a small PDF as `token`'s account: the FileRef a bill attaches. */
export async function invoiceFile(call: Call, token: string, name = 'invoice.pdf'): Promise<FileRef> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], { type: 'application/pdf' }), name);
  const answer = await call('POST', 'g/file/issue', { token, form });
  expect(answer.status).toBe(200);
  return { fileId: answer.body.fileId, fileName: answer.body.name };
}

/** Creates a draft (201) and answers it. */
export async function draft(call: Call, prefix: 'a' | 'su', token: string, body: BillInputBody = billBody()): Promise<Bill & { id: number }> {
  const answer = await call('POST', `${prefix}/bill/draft`, { token, body });
  expect([answer.status, answer.body.messages]).toEqual([201, undefined]);
  return answer.body;
}

/** A draft with its invoice file, committed by the supplier. */
export async function committed(call: Call, token: string, body: BillInputBody = billBody()): Promise<Bill & { id: number }> {
  const file = await invoiceFile(call, token);
  const bill = await draft(call, 'su', token, { ...body, attachments: [file] });
  const answer = await call('POST', `su/bill/${bill.id}/commit`, { token });
  expect([answer.status, answer.body.status]).toEqual([200, 'COMMITTED']);
  return answer.body;
}

export const fieldErrorsOf = (answer: Answer) => (answer.body.fieldErrors as { path: string; key?: string; message?: string }[]).map((e) => [e.path, e.key ?? e.message]);

/** What `poItemAllowInvoice/search` says is left of a PO item (0 when it is not listed). */
export async function leftOf(call: Call, prefix: 'a' | 'su', token: string, poItemId: number): Promise<number> {
  const answer = await call('POST', `${prefix}/bill/poItemAllowInvoice/search`, { token, body: { poItemIds: [poItemId] } });
  expect(answer.status).toBe(200);
  return answer.body.items[0]?.allowQuantity ?? 0;
}
