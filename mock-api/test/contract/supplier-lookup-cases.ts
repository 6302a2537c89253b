import type { Cases } from './cases';
import { seeded, SUP, tokens } from './supplier-helpers';

const codes = (list: { code: string }[]) => list.map((o) => o.code);

/** The supplier's lookups of spec section 7: `a/supplier/options/tax`, `su/supplier/me/tax`, `a/supplier/contacts`. */
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
};
