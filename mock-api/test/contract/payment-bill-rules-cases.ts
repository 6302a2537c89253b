import type { Cases } from './cases';
import { expectError } from './helpers';
import { lineAmount, type AllowInvoiceRow } from 'shared-ui/contract';
import { billBody, draft, euroBillBody, euroItem, fieldErrorsOf, HSIN_TAI_BILL, itemIn, leftOf, paymentSession, PO2 } from './payment-helpers';

const line = (poItemId: number, quantity: number, amount: number) => ({ poItemId, quantity, amount });

/**
 * The rules of a bill (spec section 5 and the issue), each with a passing and a failing case:
 * refused with 400 and every broken rule, at the form's paths, in the request's language.
 */
export const paymentBillRulesCases: Cases = {
  'su/bill/draft: a request from received items, filled by the server; DRAFT with a number, the year and the tax': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const bill = await draft(call, 'su', supplier);
    expect(bill).toMatchObject({
      status: 'DRAFT',
      supplierId: 1001,
      supplierName: expect.stringMatching(/Hsin Tai/),
      requestDocNo: expect.stringMatching(/^IR-2026-\d{4}$/),
      invoiceYear: 2026,
      currencyCode: 'USD',
      localCurrencyCode: 'CNY',
      taxCode: 'V0',
      taxAmount: 0,
    });
    expect(bill.details[0]).toMatchObject({ poItemId: 5, poNo: PO2.poNo, item: 20, unitPrice: 46, receivedQuantity: 803, invoicedQuantity: 401, allowQuantity: 402, allowAmount: 18492, quantity: 100, amount: 4600 });
    expect(bill.history).toEqual([{ action: 'DRAFT', at: expect.any(String), by: { account: 'supplier', name: expect.stringMatching(/Chang/) } }]);
    // The lines' PO decides the currencies, whatever was sent.
    const sent = await draft(call, 'su', supplier, billBody({ currencyCode: 'TWD', localCurrencyCode: 'TWD', details: [line(PO2.items.item10, 10, 125)], invoiceAmount: 125 }));
    expect([sent.currencyCode, sent.localCurrencyCode]).toEqual(['USD', 'CNY']);
  },

  'the lines must add up to the header amount: 4,635 passes, 4,600 is refused at invoiceAmount': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const answer = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ invoiceAmount: 4600 }) });
    expectError({ ...answer, body: { messages: answer.body.messages } }, 400, ['The detail lines total USD 4,635.00, but the header amount is USD 4,600.00.']);
    expect(fieldErrorsOf(answer)).toEqual([['invoiceAmount', 'validation:detailTotalMismatch']]);
    const zh = await call('POST', 'su/bill/draft', { token: supplier, body: billBody({ invoiceAmount: 4600 }) });
    expect(zh.body.messages).toEqual(['明細金額合計 USD 4,635.00 與表頭金額 USD 4,600.00 不一致。']);
    await draft(call, 'su', supplier, billBody({ invoiceAmount: 4635 }));
  },

  'a line invoices at most what was received and accepted minus other bills: 402 of item 20 passes, 403 is refused': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const over = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ details: [line(5, 403, 18538)], invoiceAmount: 18538 }) });
    expect(over.status).toBe(400);
    expect(over.body.messages).toEqual([
      'The quantity cannot exceed what was received and not yet invoiced (402).',
      'The amount cannot exceed the requested demand (USD 18,492.00).',
    ]);
    expect(fieldErrorsOf(over)).toEqual([['details.0.quantity', 'validation:quantityExceedsBillable'], ['details.0.amount', 'validation:amountExceedsDemand']]);
    await draft(call, 'su', supplier, billBody({ details: [line(5, 402, 18492)], invoiceAmount: 18492 }));
  },

  'a counted item (pieces) is billed in whole quantities, by the PO item\'s unit whatever the body says; a weight takes decimals': async (call) => {
    const { supplier, buyer } = await paymentSession(call, 'supplier', 'buyer');
    // Item 20 of PO 2 is counted in pieces: a line saying it is in kilograms changes nothing.
    const half = { poItemId: PO2.items.item20, unit: 'KG', quantity: 1.5, amount: 69 };
    const body = billBody({ details: [half], invoiceAmount: 69 });
    const en = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body });
    expect([en.status, en.body.messages]).toEqual([400, ['Enter a whole number.']]);
    expect(fieldErrorsOf(en)).toEqual([['details.0.quantity', 'validation:integer']]);
    const zh = await call('POST', 'su/bill/draft', { token: supplier, body });
    expect([zh.status, zh.body.messages]).toEqual([400, ['請輸入整數。']]);
    // The demo suppliers have no weight left to bill: the buyer bills one for its supplier.
    const rows = await call('POST', 'a/bill/poItemAllowInvoice/search', { token: buyer, body: { paging: { page: 1, pageSize: 1000 } } });
    const measured = (rows.body.items as AllowInvoiceRow[]).find((r) => (r.unit === 'KG' || r.unit === 'M') && r.allowQuantity >= 1.5)!;
    expect(measured).toBeDefined();
    const amount = lineAmount(1.5, measured.unitPrice, measured.currencyCode);
    const bill = await draft(call, 'a', buyer, billBody({ details: [{ poItemId: measured.id, quantity: 1.5, amount }], invoiceAmount: amount }));
    expect(bill.details[0]).toMatchObject({ unit: measured.unit, quantity: 1.5 });
  },

  'the amount cannot exceed the requested demand: 18,492 for 402 passes, 18,492.01 is refused; 0 is refused': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const over = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ details: [line(5, 402, 18492.01)], invoiceAmount: 18492.01 }) });
    expect(fieldErrorsOf(over)).toEqual([['details.0.amount', 'validation:amountExceedsDemand']]);
    const zero = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ details: [line(5, 0, 0)], invoiceAmount: 0 }) });
    expect(zero.body.messages).toEqual(['Enter a number greater than 0.', 'Enter a number greater than 0.', 'Enter a number greater than 0.']);
    await draft(call, 'su', supplier, billBody({ details: [line(5, 402, 18492)], invoiceAmount: 18492 }));
  },

  'a line’s amount is at most its quantity × the unit price: 1 of item 20 for the whole demand is refused (a second bill could take the rest); 46 passes': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const rows = await call('POST', 'su/bill/poItemAllowInvoice/search', { token: supplier, body: { poItemIds: [PO2.items.item20] } });
    const row: AllowInvoiceRow = rows.body.items[0];
    expect(row).toMatchObject({ allowQuantity: 402, unitPrice: 46, allowAmount: 18492 });
    const greedy = billBody({ details: [line(row.id, 1, row.allowAmount)], invoiceAmount: row.allowAmount });
    const en = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: greedy });
    expect([en.status, en.body.messages]).toEqual([400, ['The amount cannot exceed quantity × unit price (USD 46.00).']]);
    expect(fieldErrorsOf(en)).toEqual([['details.0.amount', 'validation:amountExceedsLineValue']]);
    const zh = await call('POST', 'su/bill/draft', { token: supplier, body: greedy });
    expect([zh.status, zh.body.messages]).toEqual([400, ['金額不可超過數量 × 單價（USD 46.00）。']]);
    // A saved bill is held to it as well, and what is refused leaves the rest billable.
    const bill = await draft(call, 'su', supplier, billBody({ details: [line(row.id, 1, 46)], invoiceAmount: 46 }));
    const put = await call('PUT', `su/bill/${bill.id}`, { token: supplier, lang: 'en-US', body: billBody({ details: [line(row.id, 2, 92.01)], invoiceAmount: 92.01 }) });
    expect([put.status, put.body.messages]).toEqual([400, ['The amount cannot exceed quantity × unit price (USD 92.00).']]);
    expect((await call('GET', `su/bill/${bill.id}`, { token: supplier })).body.details[0]).toMatchObject({ quantity: 1, amount: 46 });
    expect(await leftOf(call, 'su', supplier, row.id)).toBe(401);
  },

  'amounts have no more decimals than the bill’s currency: 34.995 USD is refused at the line and the header; a yen bill takes whole yen': async (call) => {
    const { supplier, buyer } = await paymentSession(call, 'supplier', 'buyer');
    const thousandths = billBody({ details: [line(5, 100, 4600), line(6, 100, 34.995)], invoiceAmount: 4634.995 });
    const usd = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: thousandths });
    expect([usd.status, usd.body.messages]).toEqual([400, ['Amounts in USD have at most 2 decimal places.', 'Amounts in USD have at most 2 decimal places.']]);
    expect(fieldErrorsOf(usd)).toEqual([['invoiceAmount', 'validation:amountDecimals'], ['details.1.amount', 'validation:amountDecimals']]);
    expect((await call('POST', 'su/bill/draft', { token: supplier, body: thousandths })).body.messages[0]).toBe('USD 金額最多 2 位小數。');

    // The yen has no decimals: what is left of a JPY item is offered in whole yen, and billed so.
    const row = await itemIn(call, buyer, 'JPY');
    expect(Number.isInteger(row.allowAmount)).toBe(true);
    const halfYen = row.allowAmount - 0.5;
    const jpy = await call('POST', 'a/bill/draft', { token: buyer, lang: 'en-US', body: euroBillBody(row, { details: [line(row.id, row.allowQuantity, halfYen)], invoiceAmount: halfYen }) });
    expect([jpy.status, jpy.body.messages]).toEqual([400, ['Amounts in JPY have no decimal places.', 'Amounts in JPY have no decimal places.']]);
    expect(fieldErrorsOf(jpy)).toEqual([['invoiceAmount', 'validation:amountNoDecimals'], ['details.0.amount', 'validation:amountNoDecimals']]);
    const zh = await call('POST', 'a/bill/draft', { token: buyer, body: euroBillBody(row, { details: [line(row.id, 1, 1.5)], invoiceAmount: 1.5 }) });
    expect(zh.body.messages).toEqual(['JPY 金額須為整數，不可有小數。', 'JPY 金額須為整數，不可有小數。']);
    const bill = await draft(call, 'a', buyer, euroBillBody(row, { details: [line(row.id, row.allowQuantity, row.allowAmount)], invoiceAmount: row.allowAmount }));
    expect(bill.details[0]).toMatchObject({ quantity: row.allowQuantity, amount: row.allowAmount });
  },

  'base date cannot be earlier than due date: the same day passes, a day before is refused': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const early = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ baseDate: '2026-04-17' }) });
    expectError({ ...early, body: { messages: early.body.messages } }, 400, ['The base date cannot be earlier than the due date.']);
    expect(fieldErrorsOf(early)).toEqual([['baseDate', 'validation:baseDateBeforeDueDate']]);
    await draft(call, 'su', supplier, billBody({ baseDate: '2026-04-18' }));
  },

  'a foreign bill in another currency than USD (EUR booked in TWD) needs its exchange rate and the US dollar rate (spec section 8 texts)': async (call) => {
    const { buyer } = await paymentSession(call, 'buyer');
    const row = await euroItem(call, buyer);
    const none = await call('POST', 'a/bill/draft', { token: buyer, lang: 'en-US', body: euroBillBody(row, { exchangeRate: null, usdExchangeRate: 0 }) });
    expect(none.status).toBe(400);
    expect(none.body.messages).toEqual(['Exchange rate is 0 or empty.', 'US dollar rate must be maintained.']);
    expect(fieldErrorsOf(none)).toEqual([['exchangeRate', 'validation:exchangeRateEmpty'], ['usdExchangeRate', 'validation:usdRateRequired']]);
    const zh = await call('POST', 'a/bill/draft', { token: buyer, body: euroBillBody(row, { usdExchangeRate: null }) });
    expect([zh.status, zh.body.messages]).toEqual([400, ['必須維護美元匯率。']]);
    expect(fieldErrorsOf(zh)).toEqual([['usdExchangeRate', 'validation:usdRateRequired']]);
    const bill = await draft(call, 'a', buyer, euroBillBody(row));
    expect(bill).toMatchObject({ supplierId: row.supplierId, currencyCode: 'EUR', localCurrencyCode: 'TWD', exchangeRate: 34.9, usdExchangeRate: 32.15 });
  },

  'an exchange rate has at most 6 decimals, as the screens show it: 34.912345 is kept as sent, 34.9123456 refused': async (call) => {
    const { buyer } = await paymentSession(call, 'buyer');
    const row = await euroItem(call, buyer);
    const long = await call('POST', 'a/bill/draft', { token: buyer, lang: 'en-US', body: euroBillBody(row, { exchangeRate: 34.9123456, usdExchangeRate: 32.1543219 }) });
    expect(long.status).toBe(400);
    expect(long.body.messages).toEqual(['An exchange rate has at most 6 decimal places.', 'An exchange rate has at most 6 decimal places.']);
    expect(fieldErrorsOf(long)).toEqual([['exchangeRate', 'validation:rateDecimals'], ['usdExchangeRate', 'validation:rateDecimals']]);
    const zh = await call('POST', 'a/bill/draft', { token: buyer, body: euroBillBody(row, { exchangeRate: 34.9123456 }) });
    expect([zh.status, zh.body.messages]).toEqual([400, ['匯率最多 6 位小數。']]);
    const bill = await draft(call, 'a', buyer, euroBillBody(row, { exchangeRate: 34.912345, usdExchangeRate: 32.154321 }));
    expect(bill).toMatchObject({ exchangeRate: 34.912345, usdExchangeRate: 32.154321 });
  },

  'a USD bill (booked in CNY) is not asked the US dollar rate: it keeps its exchange rate as such, whatever the body says': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const none = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ exchangeRate: 0, usdExchangeRate: null }) });
    expect(none.body.messages).toEqual(['Exchange rate is 0 or empty.']);
    expect(fieldErrorsOf(none)).toEqual([['exchangeRate', 'validation:exchangeRateEmpty']]);
    const { usdExchangeRate: _left, ...withoutUsd } = billBody({ exchangeRate: 7.31 });
    expect(await draft(call, 'su', supplier, withoutUsd)).toMatchObject({ exchangeRate: 7.31, usdExchangeRate: 7.31 });
    const typedApart = await draft(call, 'su', supplier, billBody({ invoiceNo: 'AB12345679', details: [{ poItemId: PO2.items.item10, quantity: 1, amount: 12.5 }], invoiceAmount: 12.5, exchangeRate: 7.31, usdExchangeRate: 7.3 }));
    expect(typedApart).toMatchObject({ exchangeRate: 7.31, usdExchangeRate: 7.31 });
    const put = await call('PUT', `su/bill/${typedApart.id}`, { token: supplier, body: billBody({ invoiceNo: 'AB12345679', details: [{ poItemId: PO2.items.item10, quantity: 1, amount: 12.5 }], invoiceAmount: 12.5, exchangeRate: 7.28, usdExchangeRate: 0 }) });
    expect([put.status, put.body.exchangeRate, put.body.usdExchangeRate]).toEqual([200, 7.28, 7.28]);
    expect((await call('GET', `su/bill/${typedApart.id}`, { token: supplier })).body).toMatchObject({ exchangeRate: 7.28, usdExchangeRate: 7.28 });
  },

  'dev/exchangeRate: a rate made unmaintained answers null from g/exchangeRate; a bad body 400': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    expect((await call('GET', 'g/exchangeRate?fromCurrency=USD&toCurrency=CNY', { token: supplier })).body.rate).toBe(7.26);
    expect((await call('POST', 'dev/exchangeRate', { body: { fromCurrency: 'USD', toCurrency: 'CNY', rate: null } })).status).toBe(200);
    expect((await call('GET', 'g/exchangeRate?fromCurrency=USD&toCurrency=CNY', { token: supplier })).body.rate).toBeNull();
    await call('POST', 'dev/exchangeRate', { body: { fromCurrency: 'USD', toCurrency: 'CNY', rate: 7.3 } });
    expect((await call('GET', 'g/exchangeRate?fromCurrency=USD&toCurrency=CNY', { token: supplier })).body.rate).toBe(7.3);
    expect((await call('POST', 'dev/exchangeRate', { body: { fromCurrency: 'usd', toCurrency: 'CNY', rate: 0 } })).status).toBe(400);
  },

  'the invoice number takes at most 20 characters; the tax code is one of the list': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const long = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ invoiceNo: 'A'.repeat(21), taxCode: 'X9' }) });
    expect(long.body.messages).toEqual(['The invoice number can have at most 20 characters.', 'Invalid value.']);
    expect(fieldErrorsOf(long)).toEqual([['invoiceNo', 'validation:invoiceNoLength'], ['taxCode', 'validation:invalid']]);
    await draft(call, 'su', supplier, billBody({ invoiceNo: 'A'.repeat(20) }));
  },

  'one request takes items of one supplier, currency and company; a supplier only its own items': async (call) => {
    const { supplier, supplier2 } = await paymentSession(call, 'supplier', 'supplier2');
    // PO 1 item 10 (id 1) is TWD for company 1000; PO 2 is USD for company 2000.
    const mixed = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ details: [line(5, 1, 46), line(1, 1, 3.2)], invoiceAmount: 49.2 }) });
    expect(mixed.body.messages).toContain('One invoice request takes the items of one supplier, in one currency, for one company.');
    const foreign = await call('POST', 'su/bill/draft', { token: supplier2, lang: 'en-US', body: billBody() });
    expect(foreign.status).toBe(400);
    expect(foreign.body.messages).toEqual(['PO item 5 is not among the items you may invoice.', 'PO item 6 is not among the items you may invoice.']);
    expect(fieldErrorsOf(foreign)).toEqual([['details.0.poItemId', foreign.body.messages[0]], ['details.1.poItemId', foreign.body.messages[1]]]);
    const repeated = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ details: [line(5, 1, 46), line(5, 1, 46)], invoiceAmount: 92 }) });
    expect(repeated.body.messages).toEqual(['PO 4501001007 item 20 appears more than once on the invoice request.']);
    const empty = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ details: [] }) });
    expect(fieldErrorsOf(empty)).toEqual([['details', 'validation:atLeastOne']]);
  },

  'two open bills of one PO item share what is left; a put counts its own lines out; cancel frees them': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    expect(await leftOf(call, 'su', supplier, 5)).toBe(402);
    const first = await draft(call, 'su', supplier, billBody({ details: [line(5, 300, 13800)], invoiceAmount: 13800 }));
    expect(await leftOf(call, 'su', supplier, 5)).toBe(102);
    const refused = await call('POST', 'su/bill/draft', { token: supplier, lang: 'en-US', body: billBody({ details: [line(5, 103, 4738)], invoiceAmount: 4738 }) });
    expect(refused.body.messages[0]).toBe('The quantity cannot exceed what was received and not yet invoiced (102).');
    const second = await draft(call, 'su', supplier, billBody({ invoiceNo: 'AB12345679', details: [line(5, 102, 4692)], invoiceAmount: 4692 }));
    expect(second.details[0]).toMatchObject({ invoicedQuantity: 701, allowQuantity: 102 });
    expect(await leftOf(call, 'su', supplier, 5)).toBe(0);
    // Changing the first bill: its own 300 are not counted against it, the second's 102 are.
    const put = await call('PUT', `su/bill/${first.id}`, { token: supplier, lang: 'en-US', body: billBody({ details: [line(5, 301, 13846)], invoiceAmount: 13846 }) });
    expect(put.body.messages).toEqual(['The quantity cannot exceed what was received and not yet invoiced (300).', 'The amount cannot exceed the requested demand (USD 13,800.00).']);
    expect((await call('PUT', `su/bill/${first.id}`, { token: supplier, body: billBody({ details: [line(5, 250, 11500)], invoiceAmount: 11500 }) })).body.details[0].quantity).toBe(250);
    expect(await leftOf(call, 'su', supplier, 5)).toBe(50);
    expect((await call('POST', `su/bill/${second.id}/cancel`, { token: supplier })).body.status).toBe('CANCELLED');
    expect(await leftOf(call, 'su', supplier, 5)).toBe(152);
  },

  'put: a draft is saved (its status stays); a refused save changes nothing; a committed bill 409': async (call) => {
    const { supplier } = await paymentSession(call, 'supplier');
    const bill = await draft(call, 'su', supplier);
    const saved = await call('PUT', `su/bill/${bill.id}`, { token: supplier, body: billBody({ reference: 'DN-2603-0002' }) });
    expect(saved.body).toMatchObject({ status: 'DRAFT', reference: 'DN-2603-0002' });
    expect(saved.body.history.map((h: { action: string }) => h.action)).toEqual(['SAVE', 'DRAFT']);
    const refused = await call('PUT', `su/bill/${bill.id}`, { token: supplier, body: billBody({ reference: 'DN-X', invoiceAmount: 1 }) });
    expect(refused.status).toBe(400);
    expect((await call('GET', `su/bill/${bill.id}`, { token: supplier })).body.reference).toBe('DN-2603-0002');
    expectError(await call('PUT', `su/bill/${HSIN_TAI_BILL.committed}`, { token: supplier, lang: 'en-US', body: billBody() }), 409, [
      'Only a draft or rejected invoice request can be changed, committed or cancelled (status: Committed).',
    ]);
    expect((await call('PUT', `su/bill/${HSIN_TAI_BILL.committed}`, { token: supplier, body: billBody() })).body.messages).toEqual([
      expect.stringMatching(/^只有草稿或已退回的請款單可以修改、送出或作廢（目前狀態：.+）。$/),
    ]);
  },

  'an internal user with INVOICE create drafts for a supplier (recorded as such); without it 403': async (call) => {
    const { buyer, supplier, viewer, quality } = await paymentSession(call, 'buyer', 'supplier', 'viewer', 'quality');
    const bill = await draft(call, 'a', buyer);
    expect(bill.supplierId).toBe(1001);
    expect(bill.history?.[0]).toMatchObject({ action: 'DRAFT', by: { account: 'buyer' }, forSupplier: true });
    expect((await call('GET', `su/bill/${bill.id}`, { token: supplier })).body.history[0].forSupplier).toBe(true);
    expectError(await call('POST', 'a/bill/draft', { token: viewer, lang: 'en-US', body: billBody() }), 403, ['You do not have this permission']);
    expect((await call('POST', 'a/bill/draft', { token: quality, body: billBody() })).status).toBe(403);
    expect((await call('POST', 'su/bill/draft', { token: buyer, body: billBody() })).status).toBe(403);
    expect((await call('GET', `a/bill/${bill.id}`, { token: viewer })).status).toBe(200);
  },

  'a supplier never reaches another supplier’s bill: every call on it answers 404': async (call) => {
    const { supplier, supplier2 } = await paymentSession(call, 'supplier', 'supplier2');
    const bill = await draft(call, 'su', supplier);
    for (const [method, path] of [
      ['GET', `su/bill/${bill.id}`],
      ['PUT', `su/bill/${bill.id}`],
      ['POST', `su/bill/${bill.id}/commit`],
      ['POST', `su/bill/${bill.id}/cancel`],
      ['POST', `su/bill/${bill.id}/downloadBillExcel`],
      ['GET', `su/bill/${HSIN_TAI_BILL.completed}`],
    ] as const) {
      expectError(await call(method, path, { token: supplier2, lang: 'en-US', body: method === 'GET' ? undefined : billBody() }), 404, ['No such record.']);
    }
    expect((await call('GET', `su/bill/${bill.id}`, { token: supplier })).status).toBe(200);
  },
};
