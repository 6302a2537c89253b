import type { Cases } from './cases';
import { putChanged, recordOf, seeded, SUP, tokens } from './supplier-helpers';

const codes = (list: { code: string }[]) => list.map((o) => o.code);

/** The supplier's lookups of spec section 7: `a/supplier/options/tax`, `su/supplier/me/tax`, `a/supplier/contacts`, `a/supplier/{id}/paymentSubRange`. */
export const supplierLookupCases: Cases = {
  'a/supplier/options/tax: the tax jurisdictions in the request\'s language, narrowed by country; SUPPLIER_BASIC view (a supplier 403)': async (call) => {
    const t = await tokens(call, 'buyer', 'supplier');
    const all = await call('GET', 'a/supplier/options/tax', { token: t.buyer, lang: 'en-US' });
    expect(all.status).toBe(200);
    expect(all.body).toContainEqual({ code: 'BR-SP', name: 'Brazil, São Paulo' });
    expect(codes((await call('GET', 'a/supplier/options/tax?countryCode=CN', { token: t.buyer })).body)).toEqual(['CN-JS', 'CN-GD']);
    // Brazil on creation is B1: the same jurisdictions as BR.
    expect(codes((await call('GET', 'a/supplier/options/tax?countryCode=B1', { token: t.buyer })).body)).toEqual(['BR-AM', 'BR-SP', 'BR-RJ', 'BR-MG']);
    expect((await call('GET', 'a/supplier/options/tax', { token: t.buyer })).body.find((o: { code: string }) => o.code === 'TW').name).toBe('台灣');
    expect((await call('GET', 'a/supplier/options/tax', { token: t.supplier })).status).toBe(403);
  },

  'su/supplier/me/tax: the jurisdictions of the supplier\'s own country; internal users 403': async (call) => {
    const t = await tokens(call, 'supplier', 'supplier2', 'buyer');
    expect(codes((await call('GET', 'su/supplier/me/tax', { token: t.supplier })).body)).toEqual(['TW']);
    expect(codes((await call('GET', 'su/supplier/me/tax', { token: t.supplier2 })).body).every((c: string) => c.startsWith('BR-'))).toBe(true);
    expect((await call('GET', 'su/supplier/me/tax', { token: t.buyer })).status).toBe(403);
  },

  'a/supplier/contacts?supplierId=: one supplier\'s contacts (who gets POs and surveys); supplierId required, unknown 404, a supplier 403': async (call) => {
    const t = await tokens(call, 'buyer', 'supplier');
    const answer = await call('GET', `a/supplier/contacts?supplierId=${SUP.hsinTai}`, { token: t.buyer });
    expect(answer.status).toBe(200);
    expect(answer.body.map((c: { name: string; email: string }) => [c.name, c.email])).toEqual(seeded(SUP.hsinTai).basicData.contactList.map((c) => [c.name, c.email]));
    expect(answer.body[0]).toMatchObject({ supplierId: SUP.hsinTai, sendPurchaseOrder: expect.any(Boolean) });
    expect((await call('GET', 'a/supplier/contacts', { token: t.buyer })).status).toBe(400);
    expect((await call('GET', 'a/supplier/contacts?supplierId=999', { token: t.buyer })).status).toBe(404);
    expect((await call('GET', `a/supplier/contacts?supplierId=${SUP.hsinTai}`, { token: t.supplier })).status).toBe(403);
  },
  'a/supplier/{id}/paymentSubRange: the sub-ranges, the supplier\'s own purchasing orgs and the payment terms; purchasing data only (quality and a supplier 403), unknown 404': async (call) => {
    const t = await tokens(call, 'buyer', 'quality', 'supplier');
    const orgs = seeded(SUP.hsinTai).purchaseData.purchaseOrgList.map((o) => o.purchasingOrgCode);
    const answer = await call('GET', `a/supplier/${SUP.hsinTai}/paymentSubRange`, { token: t.buyer, lang: 'en-US' });
    expect(answer.status).toBe(200);
    expect(answer.body.paymentSubRangeList).toEqual([]);
    expect(codes(answer.body.purchasingOrgs)).toEqual(orgs);
    expect(answer.body.purchasingOrgs[0]).toEqual({ code: '1100', name: 'Taipei purchasing', companyCode: '1000' });
    expect(answer.body.paymentTerms).toContainEqual({ code: 'N030', name: 'Net 30 days' });
    expect((await call('GET', `a/supplier/${SUP.hsinTai}/paymentSubRange`, { token: t.quality })).status).toBe(403);
    expect((await call('GET', `a/supplier/${SUP.hsinTai}/paymentSubRange`, { token: t.supplier })).status).toBe(403);
    expect((await call('GET', 'a/supplier/999/paymentSubRange', { token: t.buyer })).status).toBe(404);
  },

  'PUT a/supplier/{id}: a sub-range names one of the supplier\'s purchasing orgs and a known payment term, purchasing codes come from their lists (else Invalid at the field)': async (call) => {
    const t = await tokens(call, 'buyer');
    const org = seeded(SUP.hsinTai).purchaseData.purchaseOrgList[0].purchasingOrgCode;
    const otherOrg = '3100'; // Manaus: a real org, not one Hsin Tai trades with
    const bad = await putChanged(call, t.buyer, SUP.hsinTai, (s) => {
      s.purchaseData.paymentSubRangeList = [
        { purchasingOrgCode: otherOrg, subRangeCode: 'A1', paymentTermCode: 'N030' },
        { purchasingOrgCode: org, subRangeCode: 'A2', paymentTermCode: 'NOPE' },
      ];
      s.purchaseData.purchaseOrgList = [{ ...s.purchaseData.purchaseOrgList[0], incotermCode: 'XXX' }, ...s.purchaseData.purchaseOrgList.slice(1)];
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual([
      { path: 'purchaseData.purchaseOrgList.0.incotermCode', key: 'validation:invalid' },
      { path: 'purchaseData.paymentSubRangeList.0.purchasingOrgCode', key: 'validation:invalid' },
      { path: 'purchaseData.paymentSubRangeList.1.paymentTermCode', key: 'validation:invalid' },
    ]);
    const good = await putChanged(call, t.buyer, SUP.hsinTai, (s) => {
      s.purchaseData.paymentSubRangeList = [{ purchasingOrgCode: org, subRangeCode: 'A1', description: 'Tooling', paymentTermCode: 'N060' }];
    });
    expect(good.status).toBe(200);
    expect((await recordOf(call, t.buyer, SUP.hsinTai)).purchaseData.paymentSubRangeList).toEqual([{ purchasingOrgCode: org, subRangeCode: 'A1', description: 'Tooling', paymentTermCode: 'N060' }]);
    expect((await call('GET', `a/supplier/${SUP.hsinTai}/paymentSubRange`, { token: t.buyer })).body.paymentSubRangeList).toHaveLength(1);
  },
  'su/supplier/me/options: the lists of the supplier\'s own form in the request\'s language, nothing purchasing keeps; its own country\'s tax jurisdictions; internal users 403': async (call) => {
    const t = await tokens(call, 'supplier', 'supplier2', 'buyer');
    const answer = await call('GET', 'su/supplier/me/options', { token: t.supplier, lang: 'en-US' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['countries', 'currencies', 'genders', 'identityTypes', 'languages', 'phoneCodes', 'serviceItems', 'socialMediaTypes', 'taxJurisdictions']);
    expect(answer.body.countries).toContainEqual(expect.objectContaining({ code: 'TW', name: 'Taiwan' }));
    expect(codes(answer.body.taxJurisdictions)).toEqual(['TW']);
    // Items only: every service item has its group.
    expect(answer.body.serviceItems.length).toBeGreaterThan(0);
    expect(answer.body.serviceItems.every((o: { parentCode?: string }) => Boolean(o.parentCode))).toBe(true);
    expect(JSON.stringify(answer.body)).not.toMatch(/Taipei purchasing|Net 30 days/);
    const zh = await call('GET', 'su/supplier/me/options', { token: t.supplier });
    expect(zh.body.countries.find((o: { code: string }) => o.code === 'TW').name).toBe('台灣');
    expect(codes((await call('GET', 'su/supplier/me/options', { token: t.supplier2 })).body.taxJurisdictions).every((c: string) => c.startsWith('BR-'))).toBe(true);
    expect((await call('GET', 'su/supplier/me/options', { token: t.buyer })).status).toBe(403);
  },
};
