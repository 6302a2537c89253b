import type { Call } from '../call';
import type { Cases } from './cases';
import { expectError } from './helpers';
import { purchasingSession, rowsOf } from './purchasing-helpers';
import { newInquiry, quote, sentInquiry } from './sourcing-helpers';

/** A sent inquiry where both suppliers quoted and were accepted: the sheet's inquiry and tokens. */
async function accepted(call: Call) {
  const sent = await sentInquiry(call, 'admin');
  await quote(call, sent.tokens.supplier, sent.hsinTai, [2, 3]);
  await quote(call, sent.tokens.supplier2, sent.rio, [0.4, 0.1]);
  for (const id of [sent.hsinTai, sent.rio]) expect((await call('POST', `a/quotation/${id}/commit`, { token: sent.tokens.buyer })).status).toBe(200);
  return sent;
}

const split = (lines: { seq: number; supplierId: number }[], percents: Record<number, number>, quantity: Record<number, number>) =>
  lines.map((l) => ({ ...l, quotaPercent: percents[l.supplierId], quota: (quantity[l.seq] * percents[l.supplierId]) / 100 }));

/** Parity sheets: create from an inquiry, save (quota rules), commit to sign-off, approve (prices), reject, close, list. */
export const sourcingParityCases: Cases = {
  'a/inquiry/{id}/parity: only COMPLETED quotations (400 with the spec message); a sheet with rows, lines and rates': async (call) => {
    const sent = await sentInquiry(call);
    await quote(call, sent.tokens.supplier, sent.hsinTai, [2, 3]);
    const refused = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai] }, lang: 'en-US' });
    expect(refused.status).toBe(400);
    expect(refused.body.messages).toEqual(['The selected quotation status must be Completed.']);
    expect((await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [267] } })).status).toBe(400);
    await call('POST', `a/quotation/${sent.hsinTai}/commit`, { token: sent.tokens.buyer });
    const sheet = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai] } });
    expect(sheet.status).toBe(201);
    expect(sheet.body).toMatchObject({ status: 'DRAFT', bpmStatus: 'NONE', localCurrencyCode: 'TWD', parityNo: expect.stringMatching(/^PAR-2026-/), items: [{ seq: 1, quantity: 1000 }, { seq: 2, quantity: 500 }] });
    expect(sheet.body.lines.map((l: { seq: number; netPrice: number }) => [l.seq, l.netPrice])).toEqual([[1, 2], [2, 3]]);
    expect(sheet.body.exchangeRateList).toEqual([{ currencyCode: 'USD', rate: 32.15 }]);
  },

  'a mold inquiry without materials: its sheet compares the molds, at their yearly usage, and saves': async (call) => {
    const tokens = await purchasingSession(call, 'buyer', 'supplier');
    const molds = newInquiry({ inquiryType: 'MOLD', materials: [], materialLines: [], supplierIds: [1001], moldItems: [{ seq: 1, moldModel: 'MD-X200-A', toolLife: 500_000, slots: 2, annualUsage: 800 }] });
    const created = await call('POST', 'a/inquiry', { token: tokens.buyer, body: molds });
    expect(created.status).toBe(201);
    const sent = await call('POST', `a/inquiry/${created.body.id}/commit`, { token: tokens.buyer });
    expect(sent.status).toBe(200);
    const quotationId = sent.body.suppliers[0].quotationId as number;
    const quoted = await quote(call, tokens.supplier, quotationId, [1.5]);
    expect(quoted.lines).toMatchObject([{ seq: 1, objectPrice: 1.5, sum: 1200 }]);
    expect((await call('POST', `a/quotation/${quotationId}/commit`, { token: tokens.buyer })).status).toBe(200);
    const { body: sheet } = await call('POST', `a/inquiry/${created.body.id}/parity`, { token: tokens.buyer, body: { quotationIds: [quotationId] } });
    expect(sheet.items).toEqual([{ seq: 1, description: 'MD-X200-A', quantity: 800 }]);
    expect(sheet.lines).toMatchObject([{ seq: 1, supplierId: 1001, netPrice: 1.5 }]);
    const saved = await call('PUT', `a/parity/${sheet.id}`, { token: tokens.buyer, body: { ...sheet, lines: split(sheet.lines, { 1001: 100 }, { 1: 800 }), winningSupplierId: 1001, winReason: 'Only offer' } });
    expect(saved.status).toBe(200);
  },

  'a/parity save: a full 60/40 split passes; quotas over the quantity or percentages over 100 are refused': async (call) => {
    const sent = await accepted(call);
    const { body: sheet } = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai, sent.rio] } });
    const qty = { 1: 1000, 2: 500 };
    const ok = await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body: { ...sheet, lines: split(sheet.lines, { 1001: 60, 1002: 40 }, qty), winningSupplierId: 1001, winReason: 'Lowest total' } });
    expect(ok.status).toBe(200);
    expect(ok.body.lines.map((l: { quota: number }) => l.quota)).toEqual([600, 300, 400, 200]);
    const over = await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body: { ...sheet, lines: split(sheet.lines, { 1001: 70, 1002: 40 }, qty) }, lang: 'en-US' });
    expect(over.status).toBe(400);
    expect(over.body.messages).toEqual([
      'The quotas of line 1 cannot add up to more than its quantity (1,000).',
      'The quota percentages of line 1 cannot add up to more than 100%.',
      'The quotas of line 2 cannot add up to more than its quantity (500).',
      'The quota percentages of line 2 cannot add up to more than 100%.',
    ]);
  },

  'a/parity save: quotas of a row counted in pieces are whole, by the sheet\'s own unit whatever the body says; a row in kilograms takes decimals': async (call) => {
    const sent = await accepted(call);
    const { body: sheet } = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai, sent.rio] } });
    expect(sheet.items.map((i: { unit: string }) => i.unit)).toEqual(['PC', 'PC']);
    const halves = split(sheet.lines, { 1001: 60, 1002: 40 }, { 1: 1000, 2: 500 }).map((l) => (l.seq === 1 ? { ...l, quota: l.quota + (l.supplierId === 1001 ? 0.5 : -0.5) } : l));
    const body = { ...sheet, items: sheet.items.map((i: object) => ({ ...i, unit: 'KG' })), lines: halves };
    const en = await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body, lang: 'en-US' });
    expect([en.status, en.body.messages]).toEqual([400, ['Enter a whole number.', 'Enter a whole number.']]);
    expect(en.body.fieldErrors).toEqual([{ path: 'lines.0.quota', key: 'validation:integer' }, { path: 'lines.2.quota', key: 'validation:integer' }]);
    const zh = await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body, lang: 'zh-TW' });
    expect([zh.status, zh.body.messages]).toEqual([400, ['請輸入整數。', '請輸入整數。']]);

    const weight = newInquiry({ materials: [{ seq: 1, description: 'Solder paste', unit: 'KG', annualUsage: 1000.5 }], materialLines: [], supplierIds: [1001] });
    const created = await call('POST', 'a/inquiry', { token: sent.tokens.buyer, body: weight });
    const committed = await call('POST', `a/inquiry/${created.body.id}/commit`, { token: sent.tokens.buyer });
    const quotationId = committed.body.suppliers[0].quotationId as number;
    await quote(call, sent.tokens.supplier, quotationId, [2]);
    expect((await call('POST', `a/quotation/${quotationId}/commit`, { token: sent.tokens.buyer })).status).toBe(200);
    const { body: kg } = await call('POST', `a/inquiry/${created.body.id}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [quotationId] } });
    expect(kg.items).toMatchObject([{ seq: 1, unit: 'KG', quantity: 1000.5 }]);
    const saved = await call('PUT', `a/parity/${kg.id}`, { token: sent.tokens.buyer, body: { ...kg, lines: kg.lines.map((l: object) => ({ ...l, quota: 600.25, quotaPercent: 60 })) } });
    expect([saved.status, saved.body.lines[0].quota]).toEqual([200, 600.25]);
  },

  'a/parity commit: an exchange rate 0 or empty (USD\'s left out of the body too) refused with the spec message; then SIGNING': async (call) => {
    const sent = await accepted(call);
    const { body: sheet } = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai, sent.rio] } });
    const lines = split(sheet.lines, { 1001: 60, 1002: 40 }, { 1: 1000, 2: 500 });
    // Both offers are in TWD: the sheet's one rate row is USD's. Left out of the body (a BRL row instead), it is empty.
    await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body: { ...sheet, lines, winningSupplierId: 1001, winReason: 'Lowest', exchangeRateList: [{ currencyCode: 'BRL', rate: 0 }] } });
    const refused = await call('POST', `a/parity/v2/${sheet.id}/commit`, { token: sent.tokens.buyer, lang: 'en-US' });
    expect(refused.status).toBe(400);
    expect(refused.body.messages).toEqual(['Exchange rate is 0 or empty.']);
    expect(refused.body.fieldErrors).toEqual([{ path: 'exchangeRateList.0.rate', key: 'validation:exchangeRateEmpty', params: { currency: 'USD' } }]);
    await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body: { ...sheet, lines, winningSupplierId: 1001, winReason: 'Lowest', exchangeRateList: [{ currencyCode: 'USD', rate: 0 }] } });
    expect((await call('POST', `a/parity/v2/${sheet.id}/commit`, { token: sent.tokens.buyer, lang: 'en-US' })).body.messages).toEqual(['Exchange rate is 0 or empty.']);
    await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body: { ...sheet, lines, winningSupplierId: 1001, winReason: 'Lowest', exchangeRateList: [{ currencyCode: 'USD', rate: 32 }, { currencyCode: 'BRL', rate: 5.8 }] } });
    const printed = await call('POST', `a/parity/v2/${sheet.id}/commit/print`, { token: sent.tokens.buyer });
    expect(printed.body).toMatchObject({ status: 'COMMITTED', bpmStatus: 'SIGNING', bpmDocNo: expect.stringMatching(/^BPM-PAR-/), printable: true });
    expect((await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body: sheet })).status).toBe(409);
    expect((await call('POST', `a/parity/${sheet.id}/commit`, { token: sent.tokens.buyer })).status).toBe(409);
  },

  'a/parity save: the rate rows are the sheet\'s own (USD and each offer\'s currency); one left out of the body is empty and refused at sign-off, another currency is dropped': async (call) => {
    // An inquiry of org 1100 (local TWD) asked in JPY: Hsin Tai quotes in its TWD, Rio (no terms in 1100) in the inquiry's JPY.
    const tokens = await purchasingSession(call, 'buyer', 'supplier', 'supplier2');
    const created = await call('POST', 'a/inquiry', { token: tokens.buyer, body: newInquiry({ currencyCode: 'JPY' }) });
    const committed = await call('POST', `a/inquiry/${created.body.id}/commit`, { token: tokens.buyer });
    const [hsinTai, rio] = [1001, 1002].map((id) => committed.body.suppliers.find((s: { supplierId: number }) => s.supplierId === id).quotationId as number);
    expect((await quote(call, tokens.supplier, hsinTai, [2, 3])).currencyCode).toBe('TWD');
    expect((await quote(call, tokens.supplier2, rio, [9, 14])).currencyCode).toBe('JPY');
    for (const id of [hsinTai, rio]) expect((await call('POST', `a/quotation/${id}/commit`, { token: tokens.buyer })).status).toBe(200);
    const { body: sheet } = await call('POST', `a/inquiry/${created.body.id}/parity`, { token: tokens.buyer, body: { quotationIds: [hsinTai, rio] } });
    expect(sheet.exchangeRateList.map((r: { currencyCode: string }) => r.currencyCode)).toEqual(['USD', 'JPY']);
    const lines = split(sheet.lines, { 1001: 60, 1002: 40 }, { 1: 1000, 2: 500 });
    // A list without JPY would leave Rio's offers out of the comparison: the row stays, empty.
    const saved = await call('PUT', `a/parity/${sheet.id}`, { token: tokens.buyer, body: { ...sheet, lines, winningSupplierId: 1001, winReason: 'Lowest', exchangeRateList: [{ currencyCode: 'USD', rate: 32 }, { currencyCode: 'EUR', rate: 35 }] } });
    expect(saved.status).toBe(200);
    expect(saved.body.exchangeRateList).toEqual([{ currencyCode: 'USD', rate: 32 }, { currencyCode: 'JPY', rate: null }]);
    expect((await call('GET', `a/parity/${sheet.id}`, { token: tokens.buyer })).body.exchangeRateList).toEqual(saved.body.exchangeRateList);
    for (const [lang, message] of [['en-US', 'Exchange rate is 0 or empty.'], ['zh-TW', '匯率為 0 或空白。']]) {
      const refused = await call('POST', `a/parity/${sheet.id}/commit`, { token: tokens.buyer, lang });
      expect([refused.status, refused.body.messages]).toEqual([400, [message]]);
      expect(refused.body.fieldErrors).toEqual([{ path: 'exchangeRateList.1.rate', key: 'validation:exchangeRateEmpty', params: { currency: 'JPY' } }]);
    }
    // A save without a rate list keeps the sheet's rows and rates.
    await call('PUT', `a/parity/${sheet.id}`, { token: tokens.buyer, body: { ...sheet, lines, winningSupplierId: 1001, winReason: 'Lowest', exchangeRateList: [{ currencyCode: 'JPY', rate: 0.21 }, { currencyCode: 'USD', rate: 32 }] } });
    const { exchangeRateList: _rates, ...withoutRates } = sheet;
    const kept = await call('PUT', `a/parity/${sheet.id}`, { token: tokens.buyer, body: { ...withoutRates, lines, winningSupplierId: 1001, winReason: 'Lowest' } });
    expect(kept.body.exchangeRateList).toEqual([{ currencyCode: 'USD', rate: 32 }, { currencyCode: 'JPY', rate: 0.21 }]);
    expect((await call('POST', `a/parity/${sheet.id}/commit`, { token: tokens.buyer })).status).toBe(200);
  },

  'dev/bpm/parity: approve completes the sheet and the inquiry (updated by the answerer) and sets the final prices; reject goes back to DRAFT': async (call) => {
    const sent = await accepted(call);
    const { body: sheet } = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai, sent.rio] } });
    const lines = split(sheet.lines, { 1001: 60, 1002: 40 }, { 1: 1000, 2: 500 });
    const body = { ...sheet, lines, winningSupplierId: 1001, winReason: 'Lowest', exchangeRateList: [{ currencyCode: 'USD', rate: 32 }, { currencyCode: 'BRL', rate: 5.8 }] };
    await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body });
    expect((await call('POST', `dev/bpm/parity/${sheet.id}`, { token: sent.tokens.buyer, body: { decision: 'APPROVE' } })).status).toBe(409);
    await call('POST', `a/parity/${sheet.id}/commit`, { token: sent.tokens.buyer });
    expect((await call('POST', `dev/bpm/parity/${sheet.id}`, { token: sent.tokens.supplier, body: { decision: 'APPROVE' } })).status).toBe(403);
    const rejected = await call('POST', `dev/bpm/parity/${sheet.id}`, { token: sent.tokens.buyer, body: { decision: 'REJECT', reason: 'Split 50/50' } });
    expect(rejected.body).toMatchObject({ status: 'DRAFT', bpmStatus: 'REJECTED', rejectReason: 'Split 50/50' });
    await call('POST', `a/parity/${sheet.id}/commit`, { token: sent.tokens.buyer });
    const approved = await call('POST', `dev/bpm/parity/${sheet.id}`, { token: sent.tokens.admin, body: { decision: 'APPROVE' } });
    expect(approved.body).toMatchObject({ status: 'COMPLETED', bpmStatus: 'APPROVED' });
    const inquiry = (await call('GET', `a/inquiry/${sent.inquiryId}`, { token: sent.tokens.buyer })).body;
    expect(inquiry.status).toBe('COMPLETED');
    // The sign-off changed the inquiry (status, final prices): its answerer is the last to have changed it.
    expect(inquiry.updateBy).toEqual({ account: 'admin', name: '系統管理員 Admin' });
    // Row 1: 1001 has the larger quota at 2 TWD; row 2: 1001 at 3 TWD.
    expect(inquiry.materials.map((m: { finalPrice: number }) => m.finalPrice)).toEqual([2, 3]);
    const items = await call('POST', 'a/parity/quotation/priceUpdate/materialItems', { token: sent.tokens.buyer, body: { parityId: sheet.id } });
    expect(items.body).toEqual([
      { seq: 1, material: 'M-1030-0025', description: 'Busbar', price: 2, currencyCode: 'TWD', supplierId: 1001 },
      { seq: 2, material: 'M-1030-0066', description: 'Busbar B', price: 3, currencyCode: 'TWD', supplierId: 1001 },
    ]);
    expect((await call('POST', `a/parity/${sheet.id}/priceUpdate`, { token: sent.tokens.buyer })).status).toBe(200);
    expect((await call('GET', `a/inquiry/${sent.inquiryId}`, { token: sent.tokens.buyer })).body.updateBy).toEqual({ account: 'buyer', name: '林採購 Lin Buyer' });
    expect((await call('POST', `a/parity/${sheet.id}/close`, { token: sent.tokens.buyer })).status).toBe(409);
  },

  'a supplier\'s quotation never carries the buyer\'s initial price nor the awarded (final) price, before or after the award': async (call) => {
    const tokens = await purchasingSession(call, 'buyer', 'supplier', 'supplier2');
    const priced = newInquiry().materials.map((m, i) => ({ ...m, initialPrice: [2.2, 3.3][i] }));
    const created = await call('POST', 'a/inquiry', { token: tokens.buyer, body: newInquiry({ materials: priced }) });
    const sent = await call('POST', `a/inquiry/${created.body.id}/commit`, { token: tokens.buyer });
    const [hsinTai, rio] = [1001, 1002].map((id) => sent.body.suppliers.find((s: { supplierId: number }) => s.supplierId === id).quotationId as number);
    const carriesNone = (answer: { body: { inquiry: { materials: object[] } } }) => {
      expect(answer.body.inquiry.materials).toHaveLength(2);
      for (const m of answer.body.inquiry.materials) expect(Object.keys(m).filter((k) => k === 'initialPrice' || k === 'finalPrice')).toEqual([]);
    };
    carriesNone(await call('GET', `su/quotation/${rio}`, { token: tokens.supplier2 }));
    // A seeded quotation: its inquiry's materials have initial prices.
    carriesNone(await call('GET', 'su/quotation/267', { token: tokens.supplier }));
    await quote(call, tokens.supplier, hsinTai, [2, 3]);
    await quote(call, tokens.supplier2, rio, [2.5, 3.5]);
    for (const id of [hsinTai, rio]) expect((await call('POST', `a/quotation/${id}/commit`, { token: tokens.buyer })).status).toBe(200);
    const { body: sheet } = await call('POST', `a/inquiry/${created.body.id}/parity`, { token: tokens.buyer, body: { quotationIds: [hsinTai, rio] } });
    const lines = split(sheet.lines, { 1001: 100, 1002: 0 }, { 1: 1000, 2: 500 });
    await call('PUT', `a/parity/${sheet.id}`, { token: tokens.buyer, body: { ...sheet, lines, winningSupplierId: 1001, winReason: 'Lowest', exchangeRateList: [{ currencyCode: 'USD', rate: 32 }, { currencyCode: 'BRL', rate: 5.8 }] } });
    expect((await call('POST', `a/parity/${sheet.id}/commit`, { token: tokens.buyer })).status).toBe(200);
    expect((await call('POST', `dev/bpm/parity/${sheet.id}`, { token: tokens.buyer, body: { decision: 'APPROVE' } })).body.status).toBe('COMPLETED');
    // The buyer's inquiry has the awarded prices; the losing supplier's quotation does not show them.
    expect((await call('GET', `a/inquiry/${created.body.id}`, { token: tokens.buyer })).body.materials.map((m: { initialPrice: number; finalPrice: number }) => [m.initialPrice, m.finalPrice])).toEqual([[2.2, 2], [3.3, 3]]);
    const losing = await call('GET', `su/quotation/${rio}`, { token: tokens.supplier2 });
    expect(losing.body.status).toBe('COMPLETED');
    carriesNone(losing);
    carriesNone(await call('GET', `su/quotation/${hsinTai}`, { token: tokens.supplier }));
  },

  'approval ends the inquiry: its still-open quotations and its other sheets are closed, as a forced close does': async (call) => {
    const sent = await accepted(call);
    const invited = await call('POST', 'a/quotation/invite', { token: sent.tokens.buyer, body: { inquiryId: sent.inquiryId, supplierIds: [1003] } });
    expect(invited.status).toBe(200);
    const { body: other } = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai] } });
    const { body: sheet } = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai, sent.rio] } });
    const lines = split(sheet.lines, { 1001: 60, 1002: 40 }, { 1: 1000, 2: 500 });
    await call('PUT', `a/parity/${sheet.id}`, { token: sent.tokens.buyer, body: { ...sheet, lines, winningSupplierId: 1001, winReason: 'Lowest' } });
    expect((await call('POST', `a/parity/${sheet.id}/commit`, { token: sent.tokens.buyer })).status).toBe(200);
    expect((await call('POST', `dev/bpm/parity/${sheet.id}`, { token: sent.tokens.buyer, body: { decision: 'APPROVE' } })).body.status).toBe('COMPLETED');
    const statuses = (await rowsOf(call, 'a/quotation/search', sent.tokens.buyer, { inqNo: sheet.inqNo })).map((q) => [q.supplierId, q.status]);
    expect(statuses.sort()).toEqual([[1001, 'COMPLETED'], [1002, 'COMPLETED'], [1003, 'CLOSED']]);
    expect((await call('GET', `a/parity/${other.id}`, { token: sent.tokens.buyer })).body.status).toBe('CLOSED');
    expect((await call('GET', `a/parity/${sheet.id}`, { token: sent.tokens.buyer })).body.status).toBe('COMPLETED');
  },

  'a/parity close, search and export; priceUpdate before approval 409; quality 403': async (call) => {
    const sent = await accepted(call);
    const { body: sheet } = await call('POST', `a/inquiry/${sent.inquiryId}/parity`, { token: sent.tokens.buyer, body: { quotationIds: [sent.hsinTai] } });
    expect((await call('POST', `a/parity/${sheet.id}/priceUpdate`, { token: sent.tokens.buyer })).status).toBe(409);
    const rows = await rowsOf(call, 'a/parity/search', sent.tokens.buyer, { inqNo: sheet.inqNo });
    expect(rows).toEqual([expect.objectContaining({ id: sheet.id, status: 'DRAFT', supplierNames: [expect.stringContaining('Hsin Tai')], purchasingOrgCode: '1100' })]);
    expect((await rowsOf(call, 'a/parity/search', sent.tokens.admin)).length).toBeGreaterThan(60);
    const file = await call('POST', 'a/parity/search/xls', { token: sent.tokens.buyer, body: {} });
    expect(file.headers.get('Content-Disposition')).toContain('parities.xlsx');
    expect((await call('POST', `a/parity/${sheet.id}/close`, { token: sent.tokens.buyer })).body.status).toBe('CLOSED');
    const quality = await call('POST', 'auth/pwd', { body: { account: 'quality', password: 'Portal#2026demo' } });
    expectError(await call('GET', `a/parity/${sheet.id}`, { token: quality.body.userToken, lang: 'en-US' }), 403, ['You do not have this permission']);
  },

  'a/parity/search filters of spec section 3: parityNo, bpmDocNo, bpmStatus, status, inquiryStatus, created range; each narrows to matching sheets': async (call) => {
    const { admin } = await purchasingSession(call, 'admin');
    const all = await rowsOf(call, 'a/parity/search', admin);
    const first = all.find((r) => r.bpmDocNo)!;
    expect(first).toBeDefined();
    const narrowed = async (filter: object, keep: (r: Record<string, unknown>) => boolean) => {
      const rows = await rowsOf(call, 'a/parity/search', admin, filter);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(all.length);
      expect(rows.every(keep)).toBe(true);
      expect(rows.length).toBe(all.filter(keep).length);
    };
    await narrowed({ parityNo: first.parityNo }, (r) => String(r.parityNo).includes(String(first.parityNo)));
    await narrowed({ bpmDocNo: first.bpmDocNo }, (r) => String(r.bpmDocNo ?? '').includes(String(first.bpmDocNo)));
    await narrowed({ bpmStatus: first.bpmStatus }, (r) => r.bpmStatus === first.bpmStatus);
    await narrowed({ status: first.status }, (r) => r.status === first.status);
    await narrowed({ inquiryStatus: first.inquiryStatus }, (r) => r.inquiryStatus === first.inquiryStatus);
    const day = String(first.createdDate);
    await narrowed({ createdDate: { from: day, to: day } }, (r) => r.createdDate === day);
    expect(await rowsOf(call, 'a/parity/search', admin, { parityNo: 'PAR-1999' })).toEqual([]);
    expect((await call('POST', 'a/parity/search', { token: admin, body: { createdDate: { from: '2026-04-01', to: '2026-03-01' } } })).status).toBe(400);
  },
};
