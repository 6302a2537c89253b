import type { BankInfo, FileRef, Supplier } from 'shared-ui/contract';
import { seedSuppliers, SUPPLIER_COUNT } from '../../src/seed/suppliers';
import type { Call } from '../call';
import type { Cases } from './cases';
import { tokenOf } from './helpers';
import { invoiceFile } from './payment-helpers';
import { sheetValues, workbookOf } from './purchasing-helpers';

// The expected hits are counted on a fresh seed: the seed is deterministic, so it is the data served.
const seeded: Supplier[] = seedSuppliers();
const idsWhere = (keep: (s: Supplier) => boolean) => seeded.filter(keep).map((s) => s.id).sort((a, b) => b - a);
const search = (call: Call, token: string, body: object) => call('POST', 'a/supplier/search', { token, body: { paging: { pageSize: 1000 }, ...body } });
const hitIds = async (call: Call, token: string, body: object) => {
  const answer = await search(call, token, body);
  expect(answer.status).toBe(200);
  expect(answer.body.totalCount).toBe(answer.body.items.length);
  return answer.body.items.map((i: { id: number }) => i.id);
};

/** The supplier calls of this issue: the list over 300 suppliers and object-level isolation. */
export const supplierCases: Cases = {
  'a/supplierContact/searchWithSupplier: contacts across suppliers with their supplier, filtered; a supplier user is refused': async (call) => {
    const buyer = await tokenOf(call, 'buyer');
    const answer = await call('POST', 'a/supplierContact/searchWithSupplier', { token: buyer, body: { supplierId: 1001, paging: { pageSize: 100 } } });
    expect(answer.status).toBe(200);
    const hsinTai = seeded.find((s) => s.id === 1001)!;
    expect(answer.body.items.map((r: { email: string }) => r.email)).toEqual(hsinTai.basicData.contactList.map((c) => c.email));
    expect(answer.body.items[0]).toMatchObject({ supplierId: 1001, supplierName: hsinTai.basicData.companyInfo.name, supplierNoScp: 'SCP001001' });
    const receivers = await call('POST', 'a/supplierContact/searchWithSupplier', { token: buyer, body: { sendPurchaseOrder: true, paging: { pageSize: 5 } } });
    expect(receivers.body.items.every((r: { sendPurchaseOrder: boolean }) => r.sendPurchaseOrder)).toBe(true);
    expect((await call('POST', 'a/supplierContact/searchWithSupplier', { token: await tokenOf(call, 'supplier'), body: {} })).status).toBe(403);
  },

  'a/supplier/search/xls: the list\'s filter as an .xlsx, one row per matching supplier; a supplier user is refused': async (call) => {
    // admin: every purchasing org, so every supplier (scope: supplier-scope-cases.ts).
    const admin = await tokenOf(call, 'admin');
    const sheet = await workbookOf(await call('POST', 'a/supplier/search/xls', { token: admin, body: { stage: 'PRE' } }));
    const rows = sheetValues(sheet);
    expect(rows[0]).toEqual(['供應商 ID', 'SCP 編號', 'SAP 編號', '供應商名稱', '國家', '供應商類型', '識別碼類型', '識別碼', '階段', '狀態', '凍結狀態', '簽核狀態']);
    expect(rows.slice(1).every((r) => r[8] === '潛在')).toBe(true);
    expect(rows.slice(1).map((r) => r[0])).toEqual(idsWhere((s) => s.basicData.systemInfo.stage === 'PRE'));
    expect((await call('POST', 'a/supplier/search/xls', { token: await tokenOf(call, 'supplier'), body: {} })).status).toBe(403);
  },

  'a/supplier/search: 300 suppliers, 20 a page, id descending, list rows': async (call) => {
    // admin: every purchasing org, so every supplier (scope: supplier-scope-cases.ts).
    const admin = await tokenOf(call, 'admin');
    const first = await call('POST', 'a/supplier/search', { token: admin, body: {} });
    expect(first.body).toMatchObject({ atPage: 1, totalCount: SUPPLIER_COUNT, totalPages: 15 });
    expect(first.body.items[0].id).toBe(1300);
    const row = (await hitIds(call, admin, { supplierNoScp: 'SCP001001' }))[0];
    expect(row).toBe(1001);
    const rio = (await search(call, admin, { supplierNoScp: 'SCP001002' })).body.items[0];
    expect(rio).toEqual({
      id: 1002, supplierNoScp: 'SCP001002', supplierNoSap: '201002', name: 'Rio Metals Indústria e Comércio Ltda.', countryCode: 'BR',
      supplierTypeCode: 'RAW', identityType: 'BR_CNPJ', identity: expect.any(String), stage: 'NORMAL', status: 'APPROVED', blockStatus: 'UNBLOCKED', bpmStatus: 'APPROVED',
    });
  },

  'a/supplier/search: the filters of spec section 3 (stage, status, block, type, identity type, service item, name contains)': async (call) => {
    // admin: every purchasing org, so every supplier (scope: supplier-scope-cases.ts).
    const admin = await tokenOf(call, 'admin');
    const sys = (s: Supplier) => s.basicData.systemInfo;
    expect(await hitIds(call, admin, { stage: 'PRE' })).toEqual(idsWhere((s) => sys(s).stage === 'PRE'));
    expect(await hitIds(call, admin, { stage: 'NORMAL', status: 'SIGNING' })).toEqual(idsWhere((s) => sys(s).stage === 'NORMAL' && sys(s).status === 'SIGNING'));
    expect(await hitIds(call, admin, { status: ['DRAFT', 'REJECTED'] })).toEqual(idsWhere((s) => ['DRAFT', 'REJECTED'].includes(sys(s).status)));
    expect(await hitIds(call, admin, { blockStatus: 'BLOCKED' })).toEqual(idsWhere((s) => sys(s).blockStatus === 'BLOCKED'));
    expect(await hitIds(call, admin, { supplierTypeCode: 'BRL' })).toEqual(idsWhere((s) => s.basicData.supplierTypeCode === 'BRL'));
    expect(await hitIds(call, admin, { identityType: 'CN_USCC' })).toEqual(idsWhere((s) => s.basicData.companyInfo.identityType === 'CN_USCC'));
    expect(await hitIds(call, admin, { serviceItemCode: '3030' })).toEqual(idsWhere((s) => s.basicData.categoryInfoList.some((c) => c.serviceItemCode === '3030')));
    expect(await hitIds(call, admin, { name: 'precision' })).toEqual(idsWhere((s) => /precision/i.test(s.basicData.companyInfo.name)));
    expect(await hitIds(call, admin, { name: '精密' })).toEqual(idsWhere((s) => s.basicData.companyInfo.name.includes('精密')));
    expect(await hitIds(call, admin, { name: { mode: 'STARTS_WITH', value: 'rio' } })).toEqual(idsWhere((s) => /^rio/i.test(s.basicData.companyInfo.name)));
    expect(await hitIds(call, admin, { keyword: 'SCP00100' })).toEqual([1009, 1008, 1007, 1006, 1005, 1004, 1003, 1002, 1001]);
    // every stage × status is there to filter on
    for (const stage of ['NORMAL', 'PRE']) for (const status of ['DRAFT', 'COMMITTED', 'SIGNING', 'APPROVED', 'REJECTED']) {
      expect((await hitIds(call, admin, { stage, status })).length).toBeGreaterThan(0);
    }
    expect((await search(call, admin, { stage: { mode: 'SOMETIMES' } })).status).toBe(400);
  },

  'a/supplier/{id}: internal view; parts the role cannot see are empty and flagged': async (call) => {
    const buyer = (await call('GET', 'a/supplier/1001', { token: await tokenOf(call, 'buyer') })).body;
    expect(buyer.basicData.companyInfo.name).toBe('鑫泰精密股份有限公司 Hsin Tai Precision Co., Ltd.');
    expect(buyer.permissions.financial).toEqual({ visible: true, editable: true });
    expect(buyer.financialData.financialInfoList.map((f: { companyCode: string }) => f.companyCode)).toEqual(['1000', '2000']);
    const quality = (await call('GET', 'a/supplier/1001', { token: await tokenOf(call, 'quality') })).body;
    expect(quality.permissions).toEqual({
      basic: { visible: true, editable: false }, purchase: { visible: false, editable: false },
      financial: { visible: false, editable: false }, relation: { visible: true, editable: false },
    });
    expect(quality.financialData.financialInfoList).toEqual([]);
    expect(quality.purchaseData.purchaseOrgList).toEqual([]);
    expect((await call('GET', 'a/supplier/999', { token: await tokenOf(call, 'buyer') })).status).toBe(404);
    expect((await call('GET', 'a/supplier/abc', { token: await tokenOf(call, 'buyer') })).status).toBe(404);
  },

  'su/supplier/me: a supplier user reads its own record, with the supplier fixed map': async (call) => {
    const me = await call('GET', 'su/supplier/me', { token: await tokenOf(call, 'supplier') });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(1001);
    expect(me.body.permissions.basic).toEqual({ visible: true, editable: true });
    expect(me.body.financialData.financialInfoList).toEqual([]);
    const potential = await call('GET', 'su/supplier/me', { token: await tokenOf(call, 'potential') });
    expect(potential.body.basicData.systemInfo.stage).toBe('PRE');
    expect((await call('GET', 'su/supplier/me', { token: await tokenOf(call, 'buyer') })).status).toBe(403);
    expect((await call('GET', 'su/supplier/me')).status).toBe(401);
  },

  'PUT su/supplier/me: only files on the record or uploaded by the caller; another supplier\'s upload is refused at its list': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const { basicData } = (await call('GET', 'su/supplier/me', { token })).body as Supplier;
    const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = basicData;
    const change = (extra: FileRef) => ({ companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList: [...freeAttachmentList, extra] });
    const others = await invoiceFile(call, await tokenOf(call, 'supplier2'), 'not-mine.pdf');
    const refused = await call('PUT', 'su/supplier/me', { token, lang: 'en-US', body: change(others) });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ path: 'freeAttachmentList', message: 'The file "not-mine.pdf" was not found; upload it again.' }]);
    const forged = await call('PUT', 'su/supplier/me', { token, lang: 'en-US', body: change({ fileId: 'no-such-file', fileName: 'forged.pdf' }) });
    expect(forged.body.fieldErrors).toEqual([{ path: 'freeAttachmentList', message: 'The file "forged.pdf" was not found; upload it again.' }]);
    const mine = await invoiceFile(call, token, 'brochure.pdf');
    const saved = await call('PUT', 'su/supplier/me', { token, body: change(mine) });
    expect(saved.status).toBe(200);
    expect((saved.body as Supplier).basicData.freeAttachmentList.map((f) => f.fileId)).toContain(mine.fileId);
  },

  'a code outside its option list is refused at its field: the supplier\'s own change and the buyer\'s edit (issue 18)': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const { basicData } = (await call('GET', 'su/supplier/me', { token })).body as Supplier;
    const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = basicData;
    const own = await call('PUT', 'su/supplier/me', { token, body: { companyInfo: { ...companyInfo, langCode: 'xx' }, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } });
    expect(own.status).toBe(400);
    expect(own.body.fieldErrors).toEqual([{ path: 'companyInfo.langCode', key: 'validation:invalid' }]);
    const buyer = await tokenOf(call, 'buyer');
    const record = (await call('GET', 'a/supplier/1001', { token: buyer })).body as Supplier;
    const edited = await call('PUT', 'a/supplier/1001', { token: buyer, body: { ...record, basicData: { ...record.basicData, supplierTypeCode: 'NOPE' } } });
    expect(edited.status).toBe(400);
    expect(edited.body.fieldErrors).toEqual([{ path: 'basicData.supplierTypeCode', key: 'validation:invalid' }]);
    expect((await call('GET', 'a/supplier/1001', { token: buyer })).body.basicData.supplierTypeCode).toBe(record.basicData.supplierTypeCode);
  },

  'a bank account\'s bank must be one its country lists, as the bank select offers; its country and currency come from their lists': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const { basicData } = (await call('GET', 'su/supplier/me', { token })).body as Supplier;
    const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = basicData;
    const withBank = (account: Partial<BankInfo>) => ({ companyInfo, contactList, categoryInfoList, attachmentList, freeAttachmentList, bankInfoList: [{ ...bankInfoList[0], ...account }, ...bankInfoList.slice(1)] });
    // 104 is a bank in China and in Brazil, none in Taiwan; Taiwan's banks have 7-digit branch codes.
    const elsewhere = await call('PUT', 'su/supplier/me', { token, body: withBank({ countryCode: 'TW', bankCode: '104' }) });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fieldErrors).toEqual([{ path: 'bankInfoList.0.bankCode', key: 'validation:invalid' }]);
    const unknown = await call('PUT', 'su/supplier/me', { token, body: withBank({ countryCode: 'XX', currencyCode: 'XXX' }) });
    expect(unknown.body.fieldErrors).toEqual([
      { path: 'bankInfoList.0.countryCode', key: 'validation:invalid' },
      { path: 'bankInfoList.0.currencyCode', key: 'validation:invalid' },
    ]);
    expect((await call('GET', 'su/supplier/me', { token })).body.basicData.bankInfoList).toEqual(bankInfoList);
    // The same code of the right country is saved: Brazil's 104 (on a new record Brazil is B1).
    expect((await call('PUT', 'su/supplier/me', { token, body: withBank({ countryCode: 'BR', bankCode: '104' }) })).status).toBe(200);
    const buyer = await tokenOf(call, 'buyer');
    const record = (await call('GET', 'a/supplier/1001', { token: buyer })).body as Supplier;
    const edited = await call('PUT', 'a/supplier/1001', { token: buyer, body: { ...record, basicData: { ...record.basicData, bankInfoList: [{ ...record.basicData.bankInfoList[0], countryCode: 'CN', bankCode: '0040015' }] } } });
    expect(edited.body.fieldErrors).toEqual([{ path: 'basicData.bankInfoList.0.bankCode', key: 'validation:invalid' }]);
  },

  'isolation: supplier2 never reads supplier 1001 through any call': async (call) => {
    const token = await tokenOf(call, 'supplier2');
    const answers = [
      await call('GET', 'su/supplier/1001', { token }),
      await call('GET', 'a/supplier/1001', { token }),
      await call('POST', 'a/supplier/search', { token, body: { supplierNoScp: 'SCP001001' } }),
      await call('POST', 'a/supplier/search', { token, body: {} }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 403, 403, 403]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(/Hsin Tai|鑫泰|SCP001001/);
    const own = await call('GET', 'su/supplier/1002', { token });
    expect(own.body.id).toBe(1002);
    const me = await call('GET', 'su/supplier/me', { token });
    expect(me.body.id).toBe(1002);
    expect(JSON.stringify(me.body)).not.toMatch(/Hsin Tai|鑫泰/);
    // No id of another supplier answers anything but 404, whatever exists there.
    for (const id of [1001, 1003, 1100, 1300, 5000]) expect((await call('GET', `su/supplier/${id}`, { token })).status).toBe(404);
  },

  'isolation: list filters never leak another supplier\'s rows (su/supplierUser/search)': async (call) => {
    const token = await tokenOf(call, 'supplier2');
    const rows = async (body: object) => {
      const answer = await call('POST', 'su/supplierUser/search', { token, body: { paging: { pageSize: 1000 }, ...body } });
      expect(answer.status).toBe(200);
      return answer.body.items as { supplierId: number; account: string }[];
    };
    const own = await rows({});
    expect(own.map((r) => r.account).sort()).toEqual(['rio.finance', 'rio.logistics', 'supplier2']);
    for (const body of [{ supplierId: 1001 }, { supplierId: [1001, 1002] }, { keyword: 'hsintai' }, { account: 'supplier' }, { supplierId: { from: 1, to: 9999 } }]) {
      expect((await rows(body)).every((r) => r.supplierId === 1002)).toBe(true);
    }
    expect(await rows({ keyword: 'hsintai' })).toEqual([]);
    const mine = await call('POST', 'su/supplierUser/search', { token: await tokenOf(call, 'supplier'), body: {} });
    expect(mine.body.totalCount).toBe(4);
  },
};
