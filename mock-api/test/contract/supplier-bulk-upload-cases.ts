import type { Cases } from './cases';
import { recordOf, tokens } from './supplier-helpers';

const contact = (row: number, supplierNoScp: string, purchasingOrgCode: string, contactEmail = 'ana@br.example') => ({ row, supplierNoScp, purchasingOrgCode, contactName: 'Ana Souza', contactEmail });
const fieldsOf = (answer: { body: { fieldErrors: { path: string; key: string }[] } }) => answer.body.fieldErrors.map((f) => `${f.path} ${f.key}`);

/**
 * The two bulk uploads (spec sections 2, 3, 7): Brazil purchasing-org contacts, and the
 * all-supplier information for IT staff only, whose kept changes go to sign-off as one batch.
 */
export const supplierBulkUploadCases: Cases = {
  'updateSupplierPurChaseContacts checkOnly: each row reported (supplier exists, a Brazil org it trades in, e-mail), nothing written': async (call) => {
    const { admin } = await tokens(call, 'admin');
    const rows = [contact(2, 'SCP001002', '3100'), contact(3, 'SCP999999', '3100'), contact(4, 'SCP001001', '1100'), contact(5, 'SCP001002', '3100', 'not-mail')];
    const answer = await call('POST', 'a/supplier/updateSupplierPurChaseContacts', { token: admin, body: { rows, checkOnly: true }, lang: 'en-US' });
    expect(answer.status).toBe(200);
    expect(answer.body.applied).toBe(0);
    expect(answer.body.rows).toEqual([
      { row: 2, issues: [] },
      { row: 3, issues: [{ path: 'supplierNoScp', key: 'validation:supplierScpNotFound' }] },
      { row: 4, issues: [{ path: 'purchasingOrgCode', key: 'validation:brPurchasingOrg', params: { org: '1100' } }] },
      { row: 5, issues: [{ path: 'contactEmail', key: 'validation:email' }] },
    ]);
    const stored = await recordOf(call, admin, 1002);
    expect(stored.purchaseData.purchaseOrgList.find((o) => o.purchasingOrgCode === '3100')?.contactEmail).toBeUndefined();
  },

  'updateSupplierPurChaseContacts: a batch with a failing row is refused whole; the rows that passed are applied': async (call) => {
    const { admin, quality } = await tokens(call, 'admin', 'quality');
    const refused = await call('POST', 'a/supplier/updateSupplierPurChaseContacts', { token: admin, body: { rows: [contact(2, 'SCP001002', '3100'), contact(3, 'SCP001001', '3100')] }, lang: 'en-US' });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual(['rows.1.purchasingOrgCode validation:brPurchasingOrg']);
    expect(refused.body.messages).toEqual(['Purchasing org 3100 is not a Brazil purchasing org of this supplier.']);
    expect((await recordOf(call, admin, 1002)).purchaseData.purchaseOrgList.find((o) => o.purchasingOrgCode === '3100')?.contactEmail).toBeUndefined();
    expect((await call('POST', 'a/supplier/updateSupplierPurChaseContacts', { token: quality, body: { rows: [contact(2, 'SCP001002', '3100')] } })).status).toBe(403);
    expect((await call('POST', 'a/supplier/updateSupplierPurChaseContacts', { token: admin, body: { rows: [] } })).status).toBe(400);
    const applied = await call('POST', 'a/supplier/updateSupplierPurChaseContacts', { token: admin, body: { rows: [contact(2, 'SCP001002', '3100')] } });
    expect(applied.body.applied).toBe(1);
    expect((await recordOf(call, admin, 1002)).purchaseData.purchaseOrgList.find((o) => o.purchasingOrgCode === '3100')).toMatchObject({ contactName: 'Ana Souza', contactEmail: 'ana@br.example' });
  },

  'searchByPermission: IT staff only (buyer 403 whatever its roles); the bulk filter and the sheet’s supplier numbers': async (call) => {
    const { admin, buyer } = await tokens(call, 'admin', 'buyer');
    const refused = await call('POST', 'a/supplier/searchByPermission', { token: buyer, body: {}, lang: 'en-US' });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toEqual(['You do not have this permission']);
    const all = await call('POST', 'a/supplier/searchByPermission', { token: admin, body: { paging: { page: 1, pageSize: 1000 } } });
    expect(all.body.totalCount).toBe(300);
    const br = await call('POST', 'a/supplier/searchByPermission', { token: admin, body: { companyCodes: ['3000'], environmentLevelCodes: ['A', 'B'], greenSupplyChain: true } });
    expect(br.body.totalCount).toBeGreaterThan(0);
    expect(br.body.totalCount).toBeLessThan(300);
    for (const row of br.body.items) expect(['A', 'B']).toContain(row.environmentLevelCode);
    const picked = await call('POST', 'a/supplier/searchByPermission', { token: admin, body: { supplierNoScps: ['SCP001001', 'SCP001006'] } });
    expect(picked.body.items.map((r: { supplierNoScp: string; status: string }) => [r.supplierNoScp, r.status])).toEqual([
      ['SCP001001', 'APPROVED'],
      ['SCP001006', 'SIGNING'],
    ]);
    expect(picked.body.items[0]).toMatchObject({ postcode1: '80636', countryCode: 'TW', greenSupplierChainSurvey: false });
  },

  'updateOpenUpdatePhaseDataToBpm: IT staff only; each change checked with the master rules; a broken one refuses the batch': async (call) => {
    const { admin, buyer } = await tokens(call, 'admin', 'buyer');
    const good = { supplierNoScp: 'SCP001001', values: { postcode1: '80637', capital: 'na' } };
    expect((await call('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', { token: buyer, body: { changes: [good] } })).status).toBe(403);
    const refused = await call('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', {
      token: admin,
      lang: 'en-US',
      body: {
        changes: [
          good,
          { supplierNoScp: 'SCP001003', values: { postcode1: '8063712', name: '', greenSupplierChainSurvey: 'maybe', environmentLevelCode: 'Z' } },
          { supplierNoScp: 'SCP001006', values: { phone: '02-1234' } },
          { supplierNoScp: 'SCP999999', values: {} },
          good,
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual([
      'changes.1.values.name validation:required',
      'changes.1.values.postcode1 validation:postcodeLength',
      'changes.1.values.greenSupplierChainSurvey validation:importYesNo',
      'changes.1.values.environmentLevelCode validation:invalid',
      'changes.2.values validation:bulkSupplierSigning',
      'changes.3.supplierNoScp validation:supplierScpNotFound',
      'changes.4.supplierNoScp validation:duplicateSupplier',
    ]);
    expect((await recordOf(call, admin, 1001)).basicData.companyInfo.postcode1).toBe('80636');
    expect((await call('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', { token: admin, body: { changes: [] } })).status).toBe(400);
  },

  'updateOpenUpdatePhaseDataToBpm: the kept changes are written and wait in sign-off under one form': async (call) => {
    const { admin } = await tokens(call, 'admin');
    const sent = await call('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', {
      token: admin,
      body: { changes: [{ supplierNoScp: 'SCP001001', values: { postcode1: '80637', capital: 'na' } }, { supplierNoScp: 'SCP001003', values: { greenSupplierChainSurvey: 'Y' } }] },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ bpmDocNo: expect.stringMatching(/^BPM-BULK-\d{6}$/), sent: 2 });
    const first = await recordOf(call, admin, 1001);
    const second = await recordOf(call, admin, 1003);
    expect(first.basicData.companyInfo).toMatchObject({ postcode1: '80637', capital: 'NA' });
    expect(second.basicData.companyInfo.greenSupplierChainSurvey).toBe(true);
    for (const s of [first, second]) expect(s.basicData.systemInfo).toMatchObject({ status: 'SIGNING', bpmStatus: 'SIGNING', bpmDocNo: sent.body.bpmDocNo });
    // In sign-off now: a second upload of the same supplier is refused.
    const again = await call('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', { token: admin, body: { changes: [{ supplierNoScp: 'SCP001001', values: { postcode1: '80638' } }] } });
    expect(fieldsOf(again)).toEqual(['changes.0.values validation:bulkSupplierSigning']);
  },
  'updateOpenUpdatePhaseDataToBpm: a text value is compared exactly (a leading zero added is written), a number as the number Excel made of the text': async (call) => {
    const { admin } = await tokens(call, 'admin');
    const transfer = (changes: unknown[]) => call('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', { token: admin, body: { changes } });
    // Phones of numeric-looking text in the master (no seeded phone is), approved.
    expect((await transfer([{ supplierNoScp: 'SCP001001', values: { phone: '2345678' } }, { supplierNoScp: 'SCP001003', values: { phone: '0912345678' } }])).status).toBe(200);
    for (const id of [1001, 1003]) expect((await call('POST', `dev/bpm/supplier/${id}`, { token: admin, body: { decision: 'APPROVE' } })).status).toBe(200);
    const sent = await transfer([{ supplierNoScp: 'SCP001001', values: { phone: '02345678' } }, { supplierNoScp: 'SCP001003', values: { phone: 912345678 } }]);
    expect(sent.status).toBe(200);
    expect((await recordOf(call, admin, 1001)).basicData.companyInfo.phone).toBe('02345678');
    expect((await recordOf(call, admin, 1003)).basicData.companyInfo.phone).toBe('0912345678');
  },

  // The batch goes to sign-off as commit to BPM does, so it asks what that asks: a change of the
  // supplier's own that nobody committed (DRAFT, or REJECTED: sent back) is not carried into the
  // sign-off with the sheet's, and a potential supplier needs its review (second-stage) attachments.
  'updateOpenUpdatePhaseDataToBpm: a supplier with an uncommitted change, or a potential one without its review attachments, is refused at its row (both languages)': async (call) => {
    const { admin } = await tokens(call, 'admin');
    const rows = await call('POST', 'a/supplier/searchByPermission', { token: admin, body: { supplierNoScps: ['SCP001003', 'SCP001004', 'SCP001010'] } });
    expect(rows.body.items.map((r: { supplierNoScp: string; status: string; stage: string; missingReviewAttachments: string[] }) => [r.supplierNoScp, r.status, r.stage, r.missingReviewAttachments])).toEqual([
      ['SCP001003', 'COMMITTED', 'PRE', []],
      ['SCP001004', 'DRAFT', 'NORMAL', []],
      ['SCP001010', 'COMMITTED', 'PRE', ['ISO certificate', 'RoHS declaration']],
    ]);
    const phone = (supplierNoScp: string) => ({ supplierNoScp, values: { phone: '02-2601-0000' } });
    // 1004 DRAFT, 1008 REJECTED (normal); 1010 COMMITTED and 1012 APPROVED potential ones without ISO and RoHS;
    // 1003 (a potential one with them) and 1005 (a committed normal change) would pass.
    const changes = ['SCP001003', 'SCP001004', 'SCP001005', 'SCP001008', 'SCP001010', 'SCP001012'].map(phone);
    const refused = await call('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', { token: admin, lang: 'en-US', body: { changes } });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual([
      'changes.1.values validation:bulkSupplierUncommitted',
      'changes.3.values validation:bulkSupplierUncommitted',
      'changes.4.values validation:bulkSupplierReviewAttachments',
      'changes.5.values validation:bulkSupplierReviewAttachments',
    ]);
    const uncommitted = "The supplier has a change that is saved or sent back but not committed: on the supplier's page, Commit it or Roll it back first.";
    expect(refused.body.messages).toEqual([
      uncommitted,
      uncommitted,
      "A potential supplier goes to sign-off with its review attachments: upload them on the supplier's page first (ISO certificate, RoHS declaration).",
      "A potential supplier goes to sign-off with its review attachments: upload them on the supplier's page first (ISO 證書, 有害物質不使用聲明).",
    ]);
    const zh = await call('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', { token: admin, body: { changes } });
    expect(zh.body.messages.slice(0, 3)).toEqual([
      '此供應商有已儲存或遭退回、尚未送出的異動，請先至供應商頁面「送出」或「還原」。',
      '此供應商有已儲存或遭退回、尚未送出的異動，請先至供應商頁面「送出」或「還原」。',
      '潛在供應商須備齊審查階段附件才能送簽核，請先至供應商頁面上傳（ISO certificate, RoHS declaration）。',
    ]);
    for (const id of [1003, 1004, 1005, 1008, 1010, 1012]) expect((await recordOf(call, admin, id)).basicData.systemInfo.status).not.toBe('SIGNING');
    // Without them the batch goes.
    const sent = await call('POST', 'a/supplier/updateOpenUpdatePhaseDataToBpm', { token: admin, body: { changes: [phone('SCP001003'), phone('SCP001005')] } });
    expect(sent.status).toBe(200);
    expect(sent.body.sent).toBe(2);
  },
};
