import type { Cases } from './cases';
import { act, historyActions, putChanged, recordOf, seeded, statusOf, SUP, tokens } from './supplier-helpers';

const EN = 'en-US';

/** `PUT a/supplier/{id}`, `POST a/supplier`, `createAndCommit`: the record's rules (spec sections 4, 5). */
export const supplierMasterCases: Cases = {
  'PUT a/supplier/{id}: SUPPLIER_BASIC edit saves the change as DRAFT with a SAVE line; supplier token, viewer and quality 403; unknown id 404': async (call) => {
    const t = await tokens(call, 'buyer', 'viewer', 'quality', 'supplier');
    const saved = await putChanged(call, t.buyer, SUP.hsinTai, (s) => (s.basicData.companyInfo.phone = '02-1234-5678'));
    expect(saved.status).toBe(200);
    expect(saved.body.basicData.companyInfo.phone).toBe('02-1234-5678');
    expect(statusOf(saved)).toBe('DRAFT');
    expect(saved.body.basicData.systemInfo.canCompareLastApproved).toBe(true);
    expect(saved.body.permissions.basic).toEqual({ visible: true, editable: true });
    expect((await recordOf(call, t.viewer, SUP.hsinTai)).basicData.companyInfo.phone).toBe('02-1234-5678');
    const history = (await call('GET', `a/supplier/${SUP.hsinTai}/commitHistory`, { token: t.viewer })).body;
    expect(history[0]).toMatchObject({ supplierId: SUP.hsinTai, action: 'SAVE', by: { account: 'buyer' } });
    const body = await recordOf(call, t.buyer, SUP.hsinTai);
    // A part left out of the body stays as stored.
    const { financialData: _f, purchaseData: _p, ...basicOnly } = body;
    const kept = await call('PUT', `a/supplier/${SUP.hsinTai}`, { token: t.buyer, body: basicOnly });
    expect(kept.status).toBe(200);
    expect(kept.body.financialData).toEqual(seeded(SUP.hsinTai).financialData);
    expect(kept.body.purchaseData).toEqual(seeded(SUP.hsinTai).purchaseData);
    for (const token of [t.viewer, t.quality, t.supplier]) expect((await call('PUT', `a/supplier/${SUP.hsinTai}`, { token, body })).status).toBe(403);
    expect((await call('PUT', 'a/supplier/999', { token: t.buyer, body })).status).toBe(404);
  },

  'PUT a/supplier/{id}: one bank account per currency, a trading-currency account first (400 at basicData.bankInfoList.N.currencyCode)': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    const duplicate = await putChanged(call, buyer, SUP.hsinTai, (s) => (s.basicData.bankInfoList[1].currencyCode = 'TWD'), EN);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.fieldErrors).toEqual([{ path: 'basicData.bankInfoList.1.currencyCode', key: 'validation:bankCurrencyExists', params: { currency: 'TWD' } }]);
    expect(duplicate.body.messages).toEqual(['A bank account in the same currency exists.']);
    const foreignOnly = await putChanged(call, buyer, SUP.hsinTai, (s) => (s.basicData.bankInfoList = [{ ...s.basicData.bankInfoList[0], currencyCode: 'EUR' }]), EN);
    expect(foreignOnly.status).toBe(400);
    expect(foreignOnly.body.fieldErrors).toEqual([{ path: 'basicData.bankInfoList.0.currencyCode', key: 'validation:tradingCurrencyFirst', params: { currencies: 'TWD, USD' } }]);
    expect(foreignOnly.body.messages).toEqual(['Add a trading currency account first.']);
    // The trading currencies are those of the purchase part as sent (the buyer may edit it).
    const withEurOrg = await putChanged(call, buyer, SUP.hsinTai, (s) => {
      s.basicData.bankInfoList = [{ ...s.basicData.bankInfoList[0], currencyCode: 'EUR' }];
      s.purchaseData.purchaseOrgList = [{ ...s.purchaseData.purchaseOrgList[0], currencyCode: 'EUR' }];
    });
    expect(withEurOrg.status).toBe(200);
    expect(withEurOrg.body.purchaseData.purchaseOrgList[0].currencyCode).toBe('EUR');
    expect((await recordOf(call, buyer, SUP.hsinTai)).basicData.systemInfo.status).toBe('DRAFT');
  },

  'PUT a/supplier/{id}: Brazil is BR on a supplier that exists (B1 refused at basicData.companyInfo.countryCode); SIGNING 409': async (call) => {
    // 1060 trades in Brazil's orgs: a buyer of them changes it.
    const { buyer, 'joao.silva': brazilBuyer } = await tokens(call, 'buyer', 'joao.silva');
    const b1 = await putChanged(call, brazilBuyer, SUP.b1Draft, () => undefined, EN);
    expect(b1.status).toBe(400);
    expect(b1.body.fieldErrors).toEqual([{ path: 'basicData.companyInfo.countryCode', key: 'validation:brazilEditUseBr', params: { country: 'BR' } }]);
    expect(b1.body.messages).toEqual(['Brazil: choose country BR when changing a supplier.']);
    const br = await putChanged(call, brazilBuyer, SUP.b1Draft, (s) => (s.basicData.companyInfo.countryCode = 'BR'));
    expect(br.status).toBe(200);
    expect(br.body.basicData.companyInfo.countryCode).toBe('BR');
    const signing = await putChanged(call, buyer, SUP.signing, (s) => (s.basicData.companyInfo.phone = '1'), EN);
    expect(signing.status).toBe(409);
    expect(signing.body.messages).toEqual(["The supplier's change is in sign-off (BPM); it cannot be changed until the sign-off ends."]);
    const zh = await putChanged(call, buyer, SUP.signing, (s) => (s.basicData.companyInfo.phone = '1'));
    expect(zh.body.messages[0]).toMatch(/簽核中/);
    expect((await recordOf(call, buyer, SUP.signing)).basicData.companyInfo.phone).toBe(seeded(SUP.signing).basicData.companyInfo.phone);
  },

  'POST a/supplier: SUPPLIER_BASIC create; Brazil must be B1; a new PRE DRAFT supplier with an SCP no.; createAndCommit commits it': async (call) => {
    // The template is 1060's, of Brazil's purchasing orgs: a buyer of them creates it, and so reads it.
    const t = await tokens(call, 'joao.silva', 'viewer', 'supplier');
    const brazilBuyer = t['joao.silva'];
    const { id: _id, permissions: _p, ...template } = seeded(SUP.b1Draft);
    const br = { ...template, basicData: { ...template.basicData, companyInfo: { ...template.basicData.companyInfo, countryCode: 'BR' } } };
    const refused = await call('POST', 'a/supplier', { token: brazilBuyer, body: br, lang: EN });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ path: 'basicData.companyInfo.countryCode', key: 'validation:brazilCreateUseB1', params: { country: 'B1' } }]);
    const empty = await call('POST', 'a/supplier', { token: brazilBuyer, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.length).toBeGreaterThan(3);
    for (const token of [t.viewer, t.supplier]) expect((await call('POST', 'a/supplier', { token, body: template })).status).toBe(403);
    // The bank rules hold on a new supplier too: its purchase part's currencies need an account first.
    const trading = template.purchaseData.purchaseOrgList.map((org) => org.currencyCode);
    const foreignOnly = { ...template, basicData: { ...template.basicData, bankInfoList: [{ ...template.basicData.bankInfoList[0], currencyCode: 'EUR' }] } };
    expect(trading).not.toContain('EUR');
    const refusedBank = await call('POST', 'a/supplier', { token: brazilBuyer, body: foreignOnly, lang: EN });
    expect(refusedBank.status).toBe(400);
    expect(refusedBank.body.fieldErrors).toEqual([{ path: 'basicData.bankInfoList.0.currencyCode', key: 'validation:tradingCurrencyFirst', params: { currencies: [...new Set(trading)].join(', ') } }]);

    const created = await call('POST', 'a/supplier', { token: brazilBuyer, body: template });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(1301);
    // Never approved: its commit waits for review.
    expect(created.body.basicData.systemInfo).toEqual({ blockStatus: 'UNBLOCKED', canCompareLastApproved: false, bpmStatus: 'NONE', stage: 'PRE', status: 'DRAFT', supplierNoScp: 'SCP001301', commitNeedsReview: true });
    expect(created.body.basicData.companyInfo.name).toBe(template.basicData.companyInfo.name);
    expect((await recordOf(call, t.viewer, 1301)).basicData.systemInfo.status).toBe('DRAFT');
    expect(await historyActions(call, brazilBuyer, 1301)).toEqual(['CREATE']);
    expect((await call('GET', 'a/supplier/1301/lastApproved', { token: brazilBuyer })).status).toBe(404);

    const committed = await call('POST', 'a/supplier/createAndCommit', { token: brazilBuyer, body: template });
    expect(committed.status).toBe(201);
    expect(committed.body.basicData.systemInfo).toMatchObject({ stage: 'PRE', status: 'COMMITTED', supplierNoScp: 'SCP001302' });
    expect(await historyActions(call, brazilBuyer, 1302)).toEqual(['COMMIT', 'CREATE']);
    expect((await call('POST', 'a/supplier/createAndCommit', { token: t.viewer, body: template })).status).toBe(403);
    const search = await call('POST', 'a/supplier/search', { token: brazilBuyer, body: { supplierNoScp: 'SCP001302' } });
    expect(search.body.items.map((i: { id: number }) => i.id)).toEqual([1302]);
    expect((await act(call, brazilBuyer, 1301, 'commit')).status).toBe(200);
  },
};
