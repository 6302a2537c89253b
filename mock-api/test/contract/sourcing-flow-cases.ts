import type { Cases } from './cases';
import { expectError, setToday, tokenOf } from './helpers';
import { idsOf, rowsOf } from './purchasing-helpers';
import { newInquiry, quote, sentInquiry } from './sourcing-helpers';

/** Quotations, both sides: save, commit (due date), accept, reject and quote again, invite, close; supplier isolation. */
export const sourcingFlowCases: Cases = {
  'su/quotation: a supplier reads and saves its own only; another supplier\'s id answers 404 by URL and is never listed': async (call) => {
    const { tokens, hsinTai, rio } = await sentInquiry(call);
    expect((await call('GET', `su/quotation/${rio}`, { token: tokens.supplier })).status).toBe(404);
    expect((await call('PUT', `su/quotation/${rio}`, { token: tokens.supplier, body: { lines: [] } })).status).toBe(404);
    expect((await call('POST', `su/quotation/${rio}/commit`, { token: tokens.supplier })).status).toBe(404);
    expect(idsOf(await rowsOf(call, 'su/quotation/search', tokens.supplier2, { supplierId: 1001 }))).not.toContain(hsinTai);
    expect((await call('GET', `a/quotation/${hsinTai}`, { token: tokens.supplier })).status).toBe(403);
  },

  'su/quotation save: DRAFT, the sums computed by the server, lines of other rows dropped; bad prices 400': async (call) => {
    const { tokens, hsinTai } = await sentInquiry(call);
    const saved = await call('PUT', `su/quotation/${hsinTai}`, {
      token: tokens.supplier,
      body: { lines: [{ seq: 1, objectPrice: 2.5, moldPrice: 100, sum: 1 }, { seq: 9, objectPrice: 1 }], warranty: '12 months', specialRemarks: 'FOB Keelung' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'DRAFT', warranty: '12 months', lines: [{ seq: 1, supplierId: 1001, objectPrice: 2.5, sum: 2600 }] });
    const refused = await call('PUT', `su/quotation/${hsinTai}`, { token: tokens.supplier, body: { lines: [{ seq: 1, objectPrice: -1 }] }, lang: 'en-US' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ path: 'lines.0.objectPrice', key: 'validation:nonNegative' }]);
  },

  'su/quotation commit: every row of the inquiry priced and a warranty (400), by the due date (409 after it); then no more changes': async (call) => {
    const { tokens, hsinTai, rio } = await sentInquiry(call);
    // Row 2 of the inquiry left out of the save: the commit names it.
    await call('PUT', `su/quotation/${hsinTai}`, { token: tokens.supplier, body: { lines: [{ seq: 1, objectPrice: 2 }] } });
    const unpriced = await call('POST', `su/quotation/${hsinTai}/commit`, { token: tokens.supplier, lang: 'en-US' });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.fieldErrors).toEqual([
      { path: 'warranty', key: 'validation:required' },
      { path: 'lines.1.objectPrice', key: 'validation:quotationRowUnpriced', params: { seq: 2 } },
    ]);
    expect(unpriced.body.messages).toEqual(['Required', 'Line 2 of the inquiry has no price: quote every line.']);
    await call('PUT', `su/quotation/${hsinTai}`, { token: tokens.supplier, body: { lines: [{ seq: 1, objectPrice: 2 }], warranty: '12 months' } });
    const zh = await call('POST', `su/quotation/${hsinTai}/commit`, { token: tokens.supplier, lang: 'zh-TW' });
    expect([zh.status, zh.body.messages]).toEqual([400, ['詢價單第 2 項尚未報價：每一項都須報價。']]);
    // A line of the row without its price is required.
    await call('PUT', `su/quotation/${hsinTai}`, { token: tokens.supplier, body: { lines: [{ seq: 1, objectPrice: 2 }, { seq: 2, moldPrice: 5 }], warranty: '12 months' } });
    expect((await call('POST', `su/quotation/${hsinTai}/commit`, { token: tokens.supplier })).body.fieldErrors).toEqual([{ path: 'lines.1.objectPrice', key: 'validation:required' }]);
    expect((await quote(call, tokens.supplier, hsinTai, [2, 3])).status).toBe('COMMITTED');
    expect((await call('PUT', `su/quotation/${hsinTai}`, { token: tokens.supplier, body: { lines: [] } })).status).toBe(409);
    await call('PUT', `su/quotation/${rio}`, { token: tokens.supplier2, body: { lines: [{ seq: 1, objectPrice: 1 }, { seq: 2, objectPrice: 1 }], warranty: 'x' } });
    await setToday(call, '2026-03-27');
    expectError(await call('POST', `su/quotation/${rio}/commit`, { token: await tokenOf(call, 'supplier2'), lang: 'en-US' }), 409, ['The due date 2026-03-26 has passed: the quotation can no longer be sent.']);
  },

  'a/quotation reject: a reason (400 without), a new due date; the supplier sees the reason and quotes again': async (call) => {
    const { tokens, hsinTai, rio } = await sentInquiry(call);
    expect((await call('POST', `a/quotation/${rio}/reject`, { token: tokens.buyer, body: { reason: 'x' } })).status).toBe(409);
    await quote(call, tokens.supplier, hsinTai, [2, 3]);
    const noReason = await call('POST', `a/quotation/${hsinTai}/reject`, { token: tokens.buyer, body: { reason: ' ' }, lang: 'en-US' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.messages).toEqual(['Required']);
    const back = await call('POST', `a/quotation/${hsinTai}/reject`, { token: tokens.buyer, body: { reason: 'Price above target', dueDate: '2026-03-30' } });
    expect(back.body).toMatchObject({ status: 'REJECTED', rejectReason: 'Price above target', dueDate: '2026-03-30' });
    expect((await call('GET', `su/quotation/${hsinTai}`, { token: tokens.supplier })).body.rejectReason).toBe('Price above target');
    // Past the due date an unanswered quotation may be sent back with a new one.
    await setToday(call, '2026-03-27');
    // Sessions do not outlive a week's jump of the clock: sign in again.
    Object.assign(tokens, { buyer: await tokenOf(call, 'buyer'), supplier2: await tokenOf(call, 'supplier2') });
    expect((await call('POST', `su/quotation/${rio}/commit`, { token: tokens.supplier2 })).status).toBe(409);
    const reopened = await call('POST', `a/quotation/${rio}/reject`, { token: tokens.buyer, body: { reason: 'Late', dueDate: '2026-03-26' }, lang: 'en-US' });
    expect(reopened.status).toBe(400);
    expect(reopened.body.messages).toEqual(['The due date cannot be before today (2026-03-27).']);
    // Sent back without a new date, it could never be sent again: a new one is required.
    const undated = await call('POST', `a/quotation/${rio}/reject`, { token: tokens.buyer, body: { reason: 'Late' }, lang: 'en-US' });
    expect(undated.status).toBe(400);
    expect(undated.body.fieldErrors).toEqual([{ path: 'dueDate', key: 'validation:newDueDateRequired', params: { dueDate: '2026-03-26' } }]);
    expect((await call('POST', `a/quotation/${rio}/reject`, { token: tokens.buyer, body: { reason: 'Late', dueDate: '2026-03-31' } })).status).toBe(200);
    const again = await quote(call, tokens.supplier2, rio, [1.9, 2.9]);
    expect(again).toMatchObject({ status: 'COMMITTED' });
    expect(again.rejectReason).toBeUndefined();
  },

  'a/quotation commit (accept): COMMITTED → COMPLETED in effect from today; not twice, not before it was sent': async (call) => {
    const { tokens, hsinTai, rio } = await sentInquiry(call);
    expect((await call('POST', `a/quotation/${rio}/commit`, { token: tokens.buyer })).status).toBe(409);
    await quote(call, tokens.supplier, hsinTai, [2, 3]);
    const accepted = await call('POST', `a/quotation/${hsinTai}/commit`, { token: tokens.buyer });
    expect(accepted.body).toMatchObject({ status: 'COMPLETED', effectiveDate: '2026-03-19', expireDate: '2027-03-18' });
    expect((await call('POST', `a/quotation/${hsinTai}/commit`, { token: tokens.buyer })).status).toBe(409);
    expect((await call('POST', `a/quotation/${hsinTai}/close`, { token: tokens.buyer })).status).toBe(409);
    expect((await call('POST', `a/quotation/${rio}/close`, { token: tokens.buyer })).body.status).toBe('CLOSED');
  },

  'a/quotation put: the buyer sets the validity of a committed or completed quotation (not before it was sent: 409); accept keeps it; the Active filter follows it': async (call) => {
    const { tokens, hsinTai, rio } = await sentInquiry(call);
    expectError(await call('PUT', `a/quotation/${rio}`, { token: tokens.buyer, body: { effectiveDate: '2026-04-01', expireDate: '2026-12-31' }, lang: 'en-US' }), 409, [
      'Only a committed or completed quotation can have its effective and expiry dates set.',
    ]);
    expectError(await call('PUT', `a/quotation/${rio}`, { token: tokens.buyer, body: { effectiveDate: '2026-04-01', expireDate: '2026-12-31' }, lang: 'zh-TW' }), 409, ['只有已報價或已完成的報價單可以設定生效日與失效日。']);
    await quote(call, tokens.supplier, hsinTai, [2, 3]);
    const committed = await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.buyer, body: { effectiveDate: '2026-04-01', expireDate: '2026-12-31' } });
    expect(committed.body).toMatchObject({ status: 'COMMITTED', effectiveDate: '2026-04-01', expireDate: '2026-12-31' });
    // Accepted, it keeps the buyer's validity instead of a year from today.
    expect((await call('POST', `a/quotation/${hsinTai}/commit`, { token: tokens.buyer })).body).toMatchObject({ status: 'COMPLETED', effectiveDate: '2026-04-01', expireDate: '2026-12-31' });
    const ended = await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.buyer, body: { effectiveDate: '2026-01-01', expireDate: '2026-03-18' } });
    expect(ended.body).toMatchObject({ status: 'COMPLETED', effectiveDate: '2026-01-01', expireDate: '2026-03-18' });
    // Expired the day before the demo day: no longer in effect.
    expect(idsOf(await rowsOf(call, 'a/quotation/search', tokens.buyer, { active: true }))).not.toContain(hsinTai);
    expect(idsOf(await rowsOf(call, 'a/quotation/search', tokens.buyer, { active: false }))).toContain(hsinTai);
    await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.buyer, body: { expireDate: '2026-03-19' } });
    expect(idsOf(await rowsOf(call, 'a/quotation/search', tokens.buyer, { active: true }))).toContain(hsinTai);
  },

  'a/quotation put: both dates required once set, real dates, the expiry not before the effective date (400 at the field, both languages)': async (call) => {
    const { tokens, hsinTai } = await sentInquiry(call);
    await quote(call, tokens.supplier, hsinTai, [2, 3]);
    // Never dated yet: a date alone is not a validity.
    const alone = await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.buyer, body: { effectiveDate: '2026-04-01' }, lang: 'en-US' });
    expect(alone.status).toBe(400);
    expect(alone.body.fieldErrors).toEqual([{ path: 'expireDate', key: 'validation:required' }]);
    expect((await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.buyer, body: { effectiveDate: '2026-04-01', expireDate: '2026-12-31' } })).status).toBe(200);
    const backwards = await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.buyer, body: { expireDate: '2026-03-01' }, lang: 'en-US' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.messages).toEqual(['The expiry date cannot be earlier than the effective date (2026-04-01).']);
    expect(backwards.body.fieldErrors).toEqual([{ path: 'expireDate', key: 'validation:expireBeforeEffective', params: { effectiveDate: '2026-04-01' } }]);
    const zh = await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.buyer, body: { effectiveDate: '2026-04-01', expireDate: '2026-03-01' }, lang: 'zh-TW' });
    expect(zh.body.messages).toEqual(['失效日不可早於生效日（2026-04-01）。']);
    // Once set, emptied is refused, not kept nor cleared.
    const emptied = await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.buyer, body: { effectiveDate: '', expireDate: '2026-12-31' }, lang: 'zh-TW' });
    expect(emptied.body).toMatchObject({ messages: ['必填'], fieldErrors: [{ path: 'effectiveDate', key: 'validation:required' }] });
    const notADate = await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.buyer, body: { effectiveDate: 'soon' }, lang: 'en-US' });
    expect(notADate.body.fieldErrors).toEqual([{ path: 'effectiveDate', key: 'validation:date' }]);
    expect((await call('GET', `a/quotation/${hsinTai}`, { token: tokens.buyer })).body).toMatchObject({ effectiveDate: '2026-04-01', expireDate: '2026-12-31' });
  },

  'a/quotation put: internal users with QUOTATION edit only; a supplier (its own quotation too) or a viewer 403, the dates unchanged': async (call) => {
    const { tokens, hsinTai } = await sentInquiry(call, 'viewer');
    await quote(call, tokens.supplier, hsinTai, [2, 3]);
    const dates = { effectiveDate: '2026-04-01', expireDate: '2026-12-31' };
    expectError(await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.supplier, body: dates, lang: 'en-US' }), 403, ['You do not have this permission']);
    expectError(await call('PUT', `a/quotation/${hsinTai}`, { token: tokens.viewer, body: dates, lang: 'zh-TW' }), 403, ['您沒有此權限']);
    const stored = (await call('GET', `a/quotation/${hsinTai}`, { token: tokens.buyer })).body;
    expect(stored.effectiveDate).toBeUndefined();
    expect(stored.expireDate).toBeUndefined();
  },

  'a/quotation invite: more suppliers on a sent inquiry; the same one twice or an unknown one 400 (an unknown supplier, not an SCP no.)': async (call) => {
    const { tokens, inquiryId } = await sentInquiry(call);
    const twice = await call('POST', 'a/quotation/invite', { token: tokens.buyer, body: { inquiryId, supplierIds: [1003, 1003] }, lang: 'en-US' });
    expectError({ ...twice, body: { messages: twice.body.messages } }, 400, ['Duplicate supplier selected.']);
    const again = await call('POST', 'a/quotation/invite', { token: tokens.buyer, body: { inquiryId, supplierIds: [1001, 999999] }, lang: 'en-US' });
    expect(again.body.messages).toEqual(['The selected supplier does not exist.', 'Duplicate supplier selected.']);
    expect(again.body.fieldErrors[0]).toEqual({ path: 'supplierIds.1', key: 'validation:supplierNotFound' });
    expect((await call('POST', 'a/quotation/invite', { token: tokens.buyer, body: { inquiryId, supplierIds: [999999] }, lang: 'zh-TW' })).body.messages).toEqual(['所選的供應商不存在。']);
    const invited = await call('POST', `a/inquiry/${inquiryId}/quotation`, { token: tokens.buyer, body: { supplierIds: [1003] } });
    expect(invited.body.suppliers.map((s: { supplierId: number; stage: string; quotationStatus: string }) => [s.supplierId, s.stage, s.quotationStatus])).toEqual([
      [1001, 'NORMAL', 'INVITED'],
      [1002, 'NORMAL', 'INVITED'],
      [1003, 'PRE', 'INVITED'],
    ]);
    expect((await call('GET', `a/inquiry/${inquiryId}/quotation`, { token: tokens.buyer })).body).toHaveLength(3);
  },

  'a new quotation carries the supplier\'s own earlier prices for its materials (history by item), never another supplier\'s; the sheet shows them': async (call) => {
    const { tokens, hsinTai } = await sentInquiry(call);
    await quote(call, tokens.supplier, hsinTai, [2, 3]);
    const first = (await call('GET', `su/quotation/${hsinTai}`, { token: tokens.supplier })).body;
    const again = await call('POST', 'a/inquiry', { token: tokens.buyer, body: newInquiry() });
    const sent = await call('POST', `a/inquiry/${again.body.id}/commit`, { token: tokens.buyer });
    const [mine, theirs] = [1001, 1002].map((id) => sent.body.suppliers.find((s: { supplierId: number }) => s.supplierId === id).quotationId);
    const history = (await call('GET', `su/quotation/${mine}`, { token: tokens.supplier })).body.history;
    expect(history).toEqual(expect.arrayContaining([
      { quoNo: first.quoNo, seq: 1, objectPrice: 2, currencyCode: 'TWD', quotedAt: '2026-03-19' },
      { quoNo: first.quoNo, seq: 2, objectPrice: 3, currencyCode: 'TWD', quotedAt: '2026-03-19' },
    ]));
    const rio = (await call('GET', `su/quotation/${theirs}`, { token: tokens.supplier2 })).body.history ?? [];
    expect(rio.map((h: { quoNo: string }) => h.quoNo)).not.toContain(first.quoNo);
    // Accepted and compared: the sheet's history price is the earlier one.
    await quote(call, tokens.supplier, mine, [1.8, 3]);
    expect((await call('POST', `a/quotation/${mine}/commit`, { token: tokens.buyer })).status).toBe(200);
    const sheet = await call('POST', `a/inquiry/${again.body.id}/parity`, { token: tokens.buyer, body: { quotationIds: [mine] } });
    expect(sheet.body.lines.find((l: { seq: number }) => l.seq === 1)).toMatchObject({ netPrice: 1.8, historyPrice: 2 });
  },
};
