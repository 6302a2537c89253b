import type { Cases } from './cases';
import { expectError } from './helpers';
import { billBody, committed, draft, HSIN_TAI_BILL, paymentSession, PO2 } from './payment-helpers';
import { idsOf, rowsOf, sheetValues, workbookOf } from './purchasing-helpers';

/** checkInvoice, the payment block, the Excel files and the invoice request list (poItemAllowInvoice). */
export const paymentBillReviewCases: Cases = {
  'checkInvoice passes a committed bill: every finding listed, kept on the bill, in its history': async (call) => {
    const { buyer, supplier } = await paymentSession(call, 'buyer', 'supplier');
    const answer = await call('POST', `a/bill/${HSIN_TAI_BILL.committed}/checkInvoice`, { token: buyer });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ passed: true, by: { account: 'buyer' } });
    expect(answer.body.findings.map((f: { check: string; passed: boolean }) => [f.check, f.passed])).toEqual([
      ['invoiceNoForm', true],
      ['invoiceNoUnique', true],
      ['amountsAddUp', true],
      ['quantitiesReceived', true],
      ['invoiceFile', true],
    ]);
    const seen = (await call('GET', `su/bill/${HSIN_TAI_BILL.committed}`, { token: supplier })).body;
    expect(seen.check).toEqual(answer.body);
    expect(seen.history[0]).toMatchObject({ action: 'CHECK', by: { account: 'buyer' } });
  },

  'checkInvoice lists a number not in Taiwan’s form and one on another bill; only COMMITTED bills (409), INVOICE review needed': async (call) => {
    const { buyer, supplier, viewer } = await paymentSession(call, 'buyer', 'supplier', 'viewer');
    const bill = await committed(call, supplier, billBody({ invoiceNo: 'INV-0001' }));
    await draft(call, 'su', supplier, billBody({ invoiceNo: 'INV-0001', details: [{ poItemId: PO2.items.item10, quantity: 1, amount: 12.5 }], invoiceAmount: 12.5 }));
    const answer = await call('POST', `a/bill/${bill.id}/checkInvoice`, { token: buyer });
    expect(answer.body.passed).toBe(false);
    const failed = answer.body.findings.filter((f: { passed: boolean }) => !f.passed);
    expect(failed).toEqual([
      { check: 'invoiceNoForm', passed: false, params: { invoiceNo: 'INV-0001', example: 'AB12345678' } },
      { check: 'invoiceNoUnique', passed: false, params: { invoiceNo: 'INV-0001', requestDocNo: expect.stringMatching(/^IR-2026-/) } },
    ]);
    expectError(await call('POST', `a/bill/${HSIN_TAI_BILL.draft}/checkInvoice`, { token: buyer, lang: 'en-US' }), 409, [
      'Only a committed invoice request can be checked, approved or rejected (status: Draft).',
    ]);
    expect((await call('POST', `a/bill/${bill.id}/checkInvoice`, { token: viewer })).status).toBe(403);
  },

  'su/bill checkInvoice: a supplier checks its own draft before sending it; the same findings, not kept on the bill; others\' bills 404, a completed one 409': async (call) => {
    const { supplier, supplier2 } = await paymentSession(call, 'supplier', 'supplier2');
    await committed(call, supplier, billBody({ invoiceNo: 'INV-0001' }));
    const mine = await draft(call, 'su', supplier, billBody({ invoiceNo: 'INV-0001', details: [{ poItemId: PO2.items.item10, quantity: 1, amount: 12.5 }], invoiceAmount: 12.5 }));
    const answer = await call('POST', `su/bill/${mine.id}/checkInvoice`, { token: supplier });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ passed: false, by: { account: 'supplier' } });
    // What it would be told on review: a number not in Taiwan's form, on another request, no invoice file yet.
    expect(answer.body.findings.filter((f: { passed: boolean }) => !f.passed).map((f: { check: string }) => f.check)).toEqual(['invoiceNoForm', 'invoiceNoUnique', 'invoiceFile']);
    const kept = (await call('GET', `su/bill/${mine.id}`, { token: supplier })).body;
    expect(kept.check).toBeUndefined();
    expect(kept.history.map((h: { action: string }) => h.action)).not.toContain('CHECK');
    expect((await call('POST', `su/bill/${mine.id}/checkInvoice`, { token: supplier2 })).status).toBe(404);
    expectError(await call('POST', `su/bill/${HSIN_TAI_BILL.completed}/checkInvoice`, { token: supplier, lang: 'en-US' }), 409, [expect.stringMatching(/Completed/)]);
  },

  'payment block: a completed bill is blocked with a reason (the list shows it, the supplier sees why) and released': async (call) => {
    const { buyer, supplier } = await paymentSession(call, 'buyer', 'supplier');
    const bare = await call('POST', `a/bill/${HSIN_TAI_BILL.completed}/paymentBlock`, { token: buyer, lang: 'en-US', body: { paymentBlock: true } });
    expect([bare.status, bare.body.messages]).toEqual([400, ['Required']]);
    const reason = '品質扣款處理中 Quality deduction pending';
    const blocked = await call('POST', `a/bill/${HSIN_TAI_BILL.completed}/paymentBlock`, { token: buyer, body: { paymentBlock: true, reason } });
    expect(blocked.body).toMatchObject({ paymentBlock: true, paymentBlockReason: reason });
    expect(idsOf(await rowsOf(call, 'a/bill/search', buyer, { paymentBlock: true, supplierId: 1001 }))).toEqual([HSIN_TAI_BILL.completed]);
    const own = (await call('GET', `su/bill/${HSIN_TAI_BILL.completed}`, { token: supplier })).body;
    expect(own).toMatchObject({ paymentBlock: true, paymentBlockReason: reason });
    expect(own.history[0]).toMatchObject({ action: 'BLOCK', reason });
    expectError(await call('POST', `a/bill/${HSIN_TAI_BILL.completed}/paymentBlock`, { token: buyer, lang: 'en-US', body: { paymentBlock: true, reason } }), 409, [
      'Payment of this invoice request is already blocked.',
    ]);
    const released = await call('POST', `a/bill/${HSIN_TAI_BILL.completed}/paymentBlock`, { token: buyer, body: { paymentBlock: false, reason: 'Settled' } });
    expect(released.body.paymentBlock).toBe(false);
    expect(released.body).not.toHaveProperty('paymentBlockReason');
    expect(idsOf(await rowsOf(call, 'a/bill/search', buyer, { paymentBlock: false, supplierId: 1001 }))).toContain(HSIN_TAI_BILL.completed);
  },

  'payment block only on COMPLETED (409), internal review only; the flag must be true or false (400)': async (call) => {
    const { buyer, supplier, viewer } = await paymentSession(call, 'buyer', 'supplier', 'viewer');
    expectError(await call('POST', `a/bill/${HSIN_TAI_BILL.committed}/paymentBlock`, { token: buyer, lang: 'en-US', body: { paymentBlock: true, reason: 'x' } }), 409, [
      'Only a completed invoice request can be blocked or released for payment (status: Committed).',
    ]);
    expect((await call('POST', `a/bill/${HSIN_TAI_BILL.completed}/paymentBlock`, { token: buyer, body: { paymentBlock: 'yes', reason: 'x' } })).status).toBe(400);
    expect((await call('POST', `a/bill/${HSIN_TAI_BILL.completed}/paymentBlock`, { token: viewer, body: { paymentBlock: true, reason: 'x' } })).status).toBe(403);
    expect((await call('POST', `su/bill/${HSIN_TAI_BILL.completed}/paymentBlock`, { token: supplier, body: { paymentBlock: true, reason: 'x' } })).status).toBe(404);
  },

  'downloadBillExcel: the bill’s header and lines as .xlsx (both sides); bill/search/xls the list': async (call) => {
    const { buyer, supplier } = await paymentSession(call, 'buyer', 'supplier');
    const answer = await call('POST', `su/bill/${HSIN_TAI_BILL.completed}/downloadBillExcel`, { token: supplier });
    expect(answer.headers.get('Content-Disposition')).toMatch(/invoice-request-IR-2026-\d{4}\.xlsx/);
    const workbook = await workbookOf(answer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['請款內容', '請款明細']);
    const header = Object.fromEntries(sheetValues(workbook).slice(1) as [string, unknown][]);
    expect(header).toMatchObject({ 狀態: '已完成', 幣別: 'TWD', 發票金額: 80428, 稅碼: 'V5 – 進項稅額 5%' });
    const lines: unknown[][] = [];
    workbook.getWorksheet('請款明細')!.eachRow((row, n) => n > 1 && lines.push((row.values as unknown[]).slice(1)));
    expect(lines.map((l) => l[1])).toEqual([10, 20, 30]);
    expect((await call('POST', `a/bill/${HSIN_TAI_BILL.completed}/downloadBillExcel`, { token: buyer })).status).toBe(200);

    const list = await workbookOf(await call('POST', 'su/bill/search/xls', { token: supplier, body: { status: 'COMPLETED' } }));
    const rows = sheetValues(list);
    expect(rows[0]).toContain('請款單號');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['已完成']);
  },

  'poItemAllowInvoice/search: what is still to invoice, a supplier its own items, filters and the .xlsx': async (call) => {
    const { supplier, supplier2, 'grace.lin': finance, quality } = await paymentSession(call, 'supplier', 'supplier2', 'grace.lin', 'quality');
    const own = await rowsOf(call, 'su/bill/poItemAllowInvoice/search', supplier);
    expect(own.map((r) => [r.id, r.allowQuantity])).toEqual([
      [6, 238],
      [5, 402],
      [4, 213],
    ]);
    expect(own.find((r) => r.id === 5)).toMatchObject({
      poNo: PO2.poNo, item: 20, currencyCode: 'USD', localCurrencyCode: 'CNY', companyCode: '2000', unitPrice: 46, receivedQuantity: 803, invoicedQuantity: 401, allowAmount: 18492, receivedDate: '2026-03-03',
    });
    expect(idsOf(await rowsOf(call, 'su/bill/poItemAllowInvoice/search', supplier, { currencyCode: 'TWD' }))).toEqual([]);
    expect(idsOf(await rowsOf(call, 'su/bill/poItemAllowInvoice/search', supplier, { poNo: '1007', receivedDate: { from: '2026-03-10' } }))).toEqual([4]);
    // Material (contains) and plant (exact) narrow it too.
    const item20 = own.find((r) => r.id === 5)!;
    const byMaterial = await rowsOf(call, 'su/bill/poItemAllowInvoice/search', supplier, { material: String(item20.material).slice(-4) });
    expect(idsOf(byMaterial)).toContain(5);
    expect(byMaterial.every((r) => String(r.material).includes(String(item20.material).slice(-4)))).toBe(true);
    const byPlant = await rowsOf(call, 'su/bill/poItemAllowInvoice/search', supplier, { plantCode: item20.plantCode });
    expect(idsOf(byPlant)).toContain(5);
    expect(byPlant.every((r) => r.plantCode === item20.plantCode)).toBe(true);
    expect(await rowsOf(call, 'su/bill/poItemAllowInvoice/search', supplier, { plantCode: 'NO-SUCH-PLANT' })).toEqual([]);
    // Another supplier's filter is dropped: its own rows whatever it sends.
    const other = await rowsOf(call, 'su/bill/poItemAllowInvoice/search', supplier2, { supplierId: 1001, poItemIds: [4, 5, 6] });
    expect(other).toEqual([]);
    // Finance covers every company (a buyer its own companies': payment-bill-scope-cases).
    const all = await rowsOf(call, 'a/bill/poItemAllowInvoice/search', finance, { supplierId: [1001, 1002] });
    expect(new Set(all.map((r) => r.supplierId))).toEqual(new Set([1001, 1002]));
    expect((await call('POST', 'a/bill/poItemAllowInvoice/search', { token: quality, body: {} })).status).toBe(403);
    const sheet = sheetValues(await workbookOf(await call('POST', 'su/bill/poItemAllowInvoice/search/xls', { token: supplier, body: {} })));
    expect(sheet.slice(1).map((r) => r[0])).toEqual([6, 5, 4]);
  },
};
