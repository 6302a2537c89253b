import type { Cases } from './cases';
import { expectError, outbox } from './helpers';
import { idsOf, purchasingSession, rowsOf, type Row } from './purchasing-helpers';
import { newInquiry, sentInquiry } from './sourcing-helpers';

/** Inquiries (RFQ): search, lookups, save rules, commit, close and the forced close, delete; functionDisable. */
export const sourcingInquiryCases: Cases = {
  'a/inquiry/search: the orgs of the caller, spec filters, counts by status, xlsx; a supplier 403': async (call) => {
    const { buyer, admin, supplier } = await purchasingSession(call, 'buyer', 'admin', 'supplier');
    const all = await rowsOf(call, 'a/inquiry/search', admin);
    expect(all).toHaveLength(110);
    const mine = await rowsOf(call, 'a/inquiry/search', buyer);
    expect(new Set(mine.map((r) => r.purchasingOrgCode))).toEqual(new Set(['1100', '1200', '2100']));
    expect(mine[0]).not.toHaveProperty('materials');
    expect(idsOf(await rowsOf(call, 'a/inquiry/search', admin, { quoNo: 'QUO-2026' }))).not.toHaveLength(0);
    const byMaterial = await rowsOf(call, 'a/inquiry/search', admin, { material: 'M-1030-0025' });
    expect(byMaterial.length).toBeGreaterThan(0);
    expect(idsOf(await rowsOf(call, 'a/inquiry/search', admin, { supplierName: 'Hsin Tai' }))).toEqual(expect.arrayContaining([90]));
    expect((await rowsOf(call, 'a/inquiry/search', admin, { inquiryCreateDate: { from: '2026-03-01', to: '2026-03-19' } })).every((r) => (r.inquiryCreateDate as string) >= '2026-03-01')).toBe(true);
    const drafts = await rowsOf(call, 'a/inquiry/search', admin, { status: 'DRAFT' });
    expect(drafts.every((r) => r.status === 'DRAFT')).toBe(true);
    const file = await call('POST', 'a/inquiry/search/xls', { token: admin, body: { status: 'DRAFT' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toContain('inquiries.xlsx');
    expect((await call('POST', 'a/inquiry/search', { token: supplier, body: {} })).status).toBe(403);
  },

  'lookups: a material, a SAP material and a PR by number; unknown ones answer the spec messages': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    expect((await call('GET', 'a/material/M-1030-0025', { token: buyer })).body).toMatchObject({ material: 'M-1030-0025', unit: 'PC' });
    expect((await call('GET', 'a/materialSap/M-1030-0025', { token: buyer })).status).toBe(200);
    expect((await call('GET', 'a/material?keyword=busbar', { token: buyer })).body.length).toBeGreaterThan(0);
    expectError(await call('GET', 'a/material/M-9999-0000', { token: buyer, lang: 'en-US' }), 404, ['Material does not exist.']);
    expectError(await call('GET', 'a/materialSap/X', { token: buyer }), 404, ['物料不存在。']);
    const pr = await call('GET', 'a/prerequisition/1000020001', { token: buyer });
    expect(pr.body).toMatchObject({ purchasingOrgCode: '1100', plantCode: 'TW01', materials: [{ material: 'M-1030-0025' }, { material: 'M-1030-0066' }] });
    expectError(await call('GET', 'a/prerequisition/42', { token: buyer, lang: 'en-US' }), 404, ['PR no. does not exist.']);
  },

  'a/inquiry/search: createByAccount and personInChargeAccount match a part of the account, in any case, as the other text filters do': async (call) => {
    const { admin } = await purchasingSession(call, 'admin');
    const all = await rowsOf(call, 'a/inquiry/search', admin);
    const accountOf = (row: Row, field: 'createBy' | 'personInCharge') => (row[field] as { account?: string } | undefined)?.account ?? '';
    for (const field of ['createBy', 'personInCharge'] as const) {
      const account = accountOf(all.find((r) => accountOf(r, field))!, field);
      const part = account.slice(1, -1).toUpperCase();
      const found = await rowsOf(call, 'a/inquiry/search', admin, { [`${field}Account`]: part });
      expect(found.length).toBeGreaterThan(0);
      expect(idsOf(found)).toEqual(idsOf(all.filter((r) => accountOf(r, field).toUpperCase().includes(part))));
      expect(idsOf(found)).toEqual(expect.arrayContaining(idsOf(all.filter((r) => accountOf(r, field) === account))));
      expect(await rowsOf(call, 'a/inquiry/search', admin, { [`${field}Account`]: 'no-such-account' })).toEqual([]);
    }
  },

  'a/inquiry create: a DRAFT numbered INQ-<year>-n; every broken rule 400 with fieldErrors in the request language': async (call) => {
    const { buyer, viewer } = await purchasingSession(call, 'buyer', 'viewer');
    const created = await call('POST', 'a/inquiry/draft', { token: buyer, body: newInquiry({ supplierIds: [] }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'DRAFT', inqNo: expect.stringMatching(/^INQ-2026-\d{4}$/), createBy: { account: 'buyer' }, inquiryCreateDate: '2026-03-19', suppliers: [] });
    const bad = newInquiry({
      currencyCode: '',
      prNo: '42',
      materials: [{ seq: 1, material: 'M-9999-0000', description: 'x', unit: 'PC', annualUsage: -5 }],
      materialLines: [{ seq: 1, item: 'M-0000-0001', priceProvideType: 'N', priceRefSeq: 7 }],
      supplierIds: [1001, 1001, 999999],
      purchasingOrgCode: '3100',
    });
    const refused = await call('POST', 'a/inquiry', { token: buyer, body: bad, lang: 'en-US' });
    expect(refused.status).toBe(400);
    expect(refused.body.messages).toEqual(expect.arrayContaining([
      'Required',
      'Material does not exist.',
      'PR no. does not exist.',
      'Duplicate supplier selected.',
      'The selected supplier does not exist.',
      'Imported item number does not exist.',
      'Price included in No. 7 is not in the serial number list (row 1).',
    ]));
    expect(refused.body.messages).not.toContain('Supplier SCP no. does not exist.');
    expect(refused.body.fieldErrors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['currencyCode', 'materials.0.material', 'materials.0.annualUsage', 'prNo', 'supplierIds.1', 'supplierIds.2', 'materialLines.0.item', 'purchasingOrgCode']));
    expect(refused.body.fieldErrors).toContainEqual({ path: 'supplierIds.2', key: 'validation:supplierNotFound' });
    expect((await call('POST', 'a/inquiry', { token: buyer, body: bad, lang: 'zh-TW' })).body.messages).toContain('所選的供應商不存在。');
    expect((await call('POST', 'a/inquiry', { token: viewer, body: newInquiry() })).status).toBe(403);
  },

  'a/inquiry save: a material counted in pieces has a whole annual usage, one in kilograms decimals': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    const usage = (unit: string) => newInquiry({ materials: [{ seq: 1, material: 'M-1030-0025', description: 'Busbar', unit, annualUsage: 1000.5 }] });
    const en = await call('POST', 'a/inquiry', { token: buyer, body: usage('PC'), lang: 'en-US' });
    expect([en.status, en.body.messages]).toEqual([400, ['Enter a whole number.']]);
    expect(en.body.fieldErrors).toEqual([{ path: 'materials.0.annualUsage', key: 'validation:integer' }]);
    const { body } = await call('POST', 'a/inquiry', { token: buyer, body: usage('KG') });
    expect(body.materials[0]).toMatchObject({ unit: 'KG', annualUsage: 1000.5 });
    const zh = await call('PUT', `a/inquiry/${body.id}`, { token: buyer, body: usage('BOX'), lang: 'zh-TW' });
    expect([zh.status, zh.body.messages]).toEqual([400, ['請輸入整數。']]);
    expect((await call('GET', `a/inquiry/${body.id}`, { token: buyer })).body.materials[0]).toMatchObject({ unit: 'KG', annualUsage: 1000.5 });
  },

  'a/inquiry save: a minimum order is in the row\'s unit too, whole in pieces, decimals in kilograms': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    const order = (unit: string) => newInquiry({ materials: [{ seq: 1, material: 'M-1030-0025', description: 'Busbar', unit, annualUsage: 1000, minOrderQty: 500.5 }] });
    const en = await call('POST', 'a/inquiry', { token: buyer, body: order('PC'), lang: 'en-US' });
    expect([en.status, en.body.messages]).toEqual([400, ['Enter a whole number.']]);
    expect(en.body.fieldErrors).toEqual([{ path: 'materials.0.minOrderQty', key: 'validation:integer' }]);
    const { body } = await call('POST', 'a/inquiry', { token: buyer, body: order('KG') });
    expect(body.materials[0]).toMatchObject({ unit: 'KG', minOrderQty: 500.5 });
    const zh = await call('PUT', `a/inquiry/${body.id}`, { token: buyer, body: order('SET'), lang: 'zh-TW' });
    expect([zh.status, zh.body.messages]).toEqual([400, ['請輸入整數。']]);
    expect((await call('GET', `a/inquiry/${body.id}`, { token: buyer })).body.materials[0]).toMatchObject({ unit: 'KG', minOrderQty: 500.5 });
  },

  'a/inquiry put and delete: a DRAFT only (409 once sent); the record read back': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    const { body } = await call('POST', 'a/inquiry', { token: buyer, body: newInquiry() });
    const changed = await call('PUT', `a/inquiry/${body.id}`, { token: buyer, body: newInquiry({ purpose: 'Second source', prNo: '' }) });
    expect(changed.status).toBe(200);
    expect((await call('GET', `a/inquiry/${body.id}`, { token: buyer })).body).toMatchObject({ purpose: 'Second source', status: 'DRAFT' });
    expect((await call('GET', `a/inquiry/${body.id}`, { token: buyer })).body.prNo).toBeUndefined();
    expect((await call('DELETE', `a/inquiry/${body.id}`, { token: buyer })).status).toBe(204);
    expect((await call('GET', `a/inquiry/${body.id}`, { token: buyer })).status).toBe(404);
    // 1002's inquiries (org 3100) are outside the buyer's orgs: 404, never the record.
    expect((await call('GET', 'a/inquiry/94', { token: buyer })).status).toBe(404);
    const sent = await call('GET', 'a/inquiry/90', { token: buyer, lang: 'en-US' });
    expect(sent.body.status).toBe('COMMITTED');
    expectError(await call('PUT', 'a/inquiry/90', { token: buyer, body: newInquiry(), lang: 'en-US' }), 409, ['The inquiry was sent: it can no longer be changed or deleted.']);
    expect((await call('DELETE', 'a/inquiry/90', { token: buyer })).status).toBe(409);
  },

  'a/inquiry commit: one INVITED quotation per supplier with the due date and a mail; refused without suppliers, with a past due date, twice': async (call) => {
    const { tokens, inquiryId, hsinTai } = await sentInquiry(call);
    const detail = (await call('GET', `a/inquiry/${inquiryId}`, { token: tokens.buyer })).body;
    expect(detail.status).toBe('COMMITTED');
    expect(detail.suppliers.map((s: { quotationStatus: string; quotationDueDate: string }) => [s.quotationStatus, s.quotationDueDate])).toEqual([['INVITED', '2026-03-26'], ['INVITED', '2026-03-26']]);
    expect((await call('GET', `su/quotation/${hsinTai}`, { token: tokens.supplier })).body).toMatchObject({ status: 'INVITED', currencyCode: 'TWD', inquiry: { inquiryType: 'MAT' } });
    expect((await outbox(call)).some((m) => m.body.includes(detail.suppliers[0].quoNo))).toBe(true);
    expect((await call('POST', `a/inquiry/${inquiryId}/commit`, { token: tokens.buyer })).status).toBe(409);
    const lonely = await call('POST', 'a/inquiry', { token: tokens.buyer, body: newInquiry({ supplierIds: [], dueDate: '2026-03-01' }) });
    const refused = await call('POST', `a/inquiry/${lonely.body.id}/commit`, { token: tokens.buyer, lang: 'en-US' });
    expect(refused.status).toBe(400);
    expect(refused.body.messages).toEqual(['Select at least one.', 'The due date cannot be before today (2026-03-19).']);
  },

  'a/inquiry updateBy: whoever last changed the inquiry (save, commit, invite, close), beside who created it': async (call) => {
    const tokens = await purchasingSession(call, 'buyer', 'admin');
    const buyer = { account: 'buyer', name: '林採購 Lin Buyer' };
    const admin = { account: 'admin', name: '系統管理員 Admin' };
    const created = await call('POST', 'a/inquiry', { token: tokens.buyer, body: newInquiry() });
    expect(created.body).toMatchObject({ createBy: buyer, updateBy: buyer });
    const by = async (id: number) => (await call('GET', `a/inquiry/${id}`, { token: tokens.buyer })).body.updateBy;
    expect((await call('POST', `a/inquiry/${created.body.id}/commit`, { token: tokens.admin })).body).toMatchObject({ createBy: buyer, updateBy: admin });
    expect(await by(created.body.id)).toEqual(admin);
    expect((await call('POST', `a/inquiry/${created.body.id}/quotation`, { token: tokens.buyer, body: { supplierIds: [1003] } })).body.updateBy).toEqual(buyer);
    expect((await call('POST', `a/inquiry/${created.body.id}/close`, { token: tokens.admin, body: { force: true } })).body).toMatchObject({ status: 'CLOSED', createBy: buyer, updateBy: admin });
    expect(await by(created.body.id)).toEqual(admin);
  },

  'a/inquiry close: refused while quotations are open unless forced; the forced close closes them and the sheets': async (call) => {
    const { tokens, inquiryId, hsinTai } = await sentInquiry(call);
    const refused = await call('POST', `a/inquiry/${inquiryId}/close`, { token: tokens.buyer, body: {}, lang: 'en-US' });
    expectError(refused, 409, ['2 quotation(s) and 0 price comparison sheet(s) are still open: a forced close closes them too.']);
    const closed = await call('POST', `a/inquiry/${inquiryId}/close`, { token: tokens.buyer, body: { force: true } });
    expect(closed.body).toMatchObject({ status: 'CLOSED', openQuotationCount: 0 });
    expect((await call('GET', `su/quotation/${hsinTai}`, { token: tokens.supplier })).body.status).toBe('CLOSED');
    expect((await call('POST', `a/inquiry/${inquiryId}/close`, { token: tokens.buyer, body: { force: true } })).status).toBe(409);
    // A draft with nothing open closes without force.
    const draft = await call('POST', 'a/inquiry', { token: tokens.buyer, body: newInquiry() });
    expect((await call('POST', `a/inquiry/${draft.body.id}/close`, { token: tokens.buyer, body: {} })).body.status).toBe('CLOSED');
  },

  'functionDisable INQUIRY: g/me lists it and every a/inquiry, a/quotation, a/parity and su/quotation call answers 403': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    expect((await call('POST', 'dev/functionDisable', { body: { functionDisable: ['INQUIRY'] } })).status).toBe(200);
    expect((await call('GET', 'g/me', { token: buyer })).body.functionDisable).toEqual(['INQUIRY']);
    for (const [method, path] of [['POST', 'a/inquiry/search'], ['GET', 'a/inquiry/90'], ['POST', 'a/quotation/search'], ['GET', 'a/quotation/267'], ['POST', 'a/parity/search'], ['GET', 'a/parity/1']] as const) {
      expectError(await call(method, path, { token: buyer, body: method === 'POST' ? {} : undefined, lang: 'en-US' }), 403, ['You do not have this permission']);
    }
    // Suppliers too: their bidding menu is hidden, and neither a URL nor the API reaches it.
    for (const [method, path] of [['POST', 'su/quotation/search'], ['GET', 'su/quotation/267'], ['PUT', 'su/quotation/267'], ['POST', 'su/quotation/267/commit']] as const) {
      expectError(await call(method, path, { token: supplier, body: method === 'GET' ? undefined : {}, lang: 'en-US' }), 403, ['You do not have this permission']);
    }
    expect((await call('POST', 'dev/functionDisable', { body: { functionDisable: [] } })).status).toBe(200);
    expect((await call('POST', 'a/inquiry/search', { token: buyer, body: {} })).status).toBe(200);
    expect((await call('GET', 'su/quotation/267', { token: supplier })).status).toBe(200);
  },
};
