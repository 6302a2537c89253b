import type { Call } from '../call';
import type { Cases } from './cases';
import { expectError, tokenOf } from './helpers';

const codes = (items: { code: string }[]) => items.map((i) => i.code);
const get = async (call: Call, path: string, token: string, lang = 'zh-TW') => {
  const answer = await call('GET', path, { token, lang });
  expect(answer.status).toBe(200);
  return answer.body;
};
const generalToken = async (call: Call) => (await call('GET', 'auth/supplierSignup')).body.generalToken as string;

/** The general (g/), sign-up (ss/) and scoped internal (a/options) lookups. */
export const generalCases: Cases = {
  'g/options: a list answers { code, name } in the request language (zh-TW default, en-US)': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const zh = await get(call, 'g/options/companies', token);
    const en = await get(call, 'g/options/companies', token, 'en-US');
    expect(zh.map((c: { code: string; name: string }) => [c.code, c.name])).toEqual([['1000', '台北總公司'], ['2000', '蘇州廠'], ['3000', '巴西廠']]);
    expect(en.map((c: { name: string }) => c.name)).toEqual(['Taipei HQ', 'Suzhou', 'Manaus Brazil']);
    expect(await get(call, 'g/options/supplierStage', token, 'en-US')).toEqual([{ code: 'NORMAL', name: 'Normal' }, { code: 'PRE', name: 'Potential' }]);
    expect(codes(await get(call, 'g/options/currencies', token))).toEqual(['TWD', 'USD', 'CNY', 'BRL', 'JPY', 'EUR']);
    expect(codes(await get(call, 'g/options/countries', token))).toEqual(expect.arrayContaining(['TW', 'CN', 'US', 'JP', 'BR', 'B1', 'DE']));
    expect(codes(await get(call, 'g/options/supplierStatus', token))).toEqual(['DRAFT', 'COMMITTED', 'SIGNING', 'APPROVED', 'REJECTED']);
  },

  'g/options: every list has names in both languages; extras filter by query; unknown list 404; no token 401': async (call) => {
    const token = await tokenOf(call, 'buyer');
    const lists = ['supplierStatus', 'bpmStatus', 'auditStatus', 'poStatus', 'inquiryStatus', 'parityStatus', 'billStatus', 'bulletinStatus', 'docVersionStatus',
      'companies', 'purchasingOrgs', 'plants', 'currencies', 'countries', 'paymentTerms', 'incoterms', 'staffs', 'languages', 'genders', 'taxJurisdictions',
      'supplierTypes', 'serviceItems', 'phoneCodes', 'identityTypes', 'paymentMethods', 'poTypes'];
    for (const list of lists) {
      const zh = await get(call, `g/options/${list}`, token);
      const en = await get(call, `g/options/${list}`, token, 'en-US');
      expect(zh.length).toBeGreaterThan(1);
      expect(codes(zh)).toEqual(codes(en));
      for (const item of [...zh, ...en]) expect(typeof item.name === 'string' && item.name.length > 0).toBe(true);
    }
    expect(codes(await get(call, 'g/options/plants?companyCode=2000', token))).toEqual(['CN01', 'CN02']);
    expect(codes(await get(call, 'g/options/serviceItems?parentCode=40', token))).toEqual(['4010', '4020', '4030']);
    expectError(await call('GET', 'g/options/nothing', { token, lang: 'en-US' }), 404, ['There is no option list nothing.']);
    expect((await call('GET', 'g/options/companies')).status).toBe(401);
  },

  'ss/options: the sign-up lists answer with the general token; other lists 404; a user token is not enough': async (call) => {
    const general = await generalToken(call);
    for (const list of ['supplierTypes', 'serviceItems', 'phoneCodes', 'languages', 'identityTypes', 'genders', 'countries', 'companies']) {
      expect((await get(call, `ss/options/${list}`, general, 'en-US')).length).toBeGreaterThan(1);
    }
    expect((await get(call, 'ss/options/phoneCodes', general, 'en-US'))[0]).toEqual({ code: '+886', name: 'Taiwan +886', countryCode: 'TW' });
    expect((await call('GET', 'ss/options/staffs', { token: general })).status).toBe(404);
    expect((await call('GET', 'ss/options/countries', { token: await tokenOf(call, 'buyer') })).status).toBe(401);
    const attachments = await get(call, 'ss/defaultAttachments?supplierTypeCode=RAW&langCode=en-US', general);
    expect(attachments.map((a: { attachmentCode: string }) => a.attachmentCode)).toEqual(['RAW-REG-EN', 'RAW-BANK-EN', 'RAW-TAX-EN', 'RAW-NDA-EN', 'RAW-ISO-EN', 'RAW-RoHS-EN', 'RAW-CSR-EN']);
  },

  'a/options: companies, orgs and plants follow the roles scope (admin all, buyer 1000+2000, quality 1000)': async (call) => {
    const admin = await tokenOf(call, 'admin');
    const buyer = await tokenOf(call, 'buyer');
    const quality = await tokenOf(call, 'quality');
    expect(codes(await get(call, 'a/options/companies', admin))).toEqual(['1000', '2000', '3000']);
    expect(codes(await get(call, 'a/options/companies', buyer))).toEqual(['1000', '2000']);
    expect(codes(await get(call, 'a/options/companies', quality))).toEqual(['1000']);
    expect(codes(await get(call, 'a/options/purchasingOrgs', admin))).toEqual(['1100', '1200', '2100', '3100', '3200']);
    expect(codes(await get(call, 'a/options/purchasingOrgs', buyer))).toEqual(['1100', '1200', '2100']);
    expect(codes(await get(call, 'a/options/plants', buyer))).toEqual(['TW01', 'TW02', 'CN01', 'CN02']);
    expect(codes(await get(call, 'a/options/plants', quality))).toEqual(['TW01', 'TW02']);
  },

  'a/options: PO types need PURCHASE_ORDER view, supplier types SUPPLIER_BASIC view and a company in scope; suppliers 403': async (call) => {
    const admin = await tokenOf(call, 'admin');
    const buyer = await tokenOf(call, 'buyer');
    const quality = await tokenOf(call, 'quality');
    expect(codes(await get(call, 'a/options/poTypes', buyer))).toEqual(['NB', 'FO', 'UB', 'ZS']);
    expect(await get(call, 'a/options/poTypes', quality)).toEqual([]);
    expect(codes(await get(call, 'a/options/supplierTypes', admin))).toContain('BRL');
    expect(codes(await get(call, 'a/options/supplierTypes', buyer))).not.toContain('BRL');
    expect(codes(await get(call, 'a/options/supplierTypes', quality)).length).toBeGreaterThan(0);
    expect((await call('GET', 'a/options/companies', { token: await tokenOf(call, 'supplier') })).status).toBe(403);
    expect((await call('GET', 'a/options/currencies', { token: admin })).status).toBe(404);
    expect((await call('GET', 'a/options/companies')).status).toBe(401);
  },

  'g/banks: by country; B1 reads as Brazil; countryCode required': async (call) => {
    const token = await tokenOf(call, 'supplier');
    const tw = await get(call, 'g/banks?countryCode=TW', token, 'en-US');
    expect(tw).toHaveLength(48);
    expect(tw[0]).toEqual({ code: '0040015', name: 'Bank of Taiwan, Main branch', countryCode: 'TW', swiftCode: 'BKTWTWTP' });
    expect(codes(await get(call, 'g/banks?countryCode=B1', token))).toEqual(codes(await get(call, 'g/banks?countryCode=BR', token)));
    expectError(await call('GET', 'g/banks', { token, lang: 'en-US' }), 400, ['countryCode is required.']);
  },

  'g/banks/search: paged with the conventions, filter and keyword, sorted by code by default': async (call) => {
    const token = await tokenOf(call, 'buyer');
    const page = (body: object, lang = 'en-US') => call('POST', 'g/banks/search', { token, lang, body });
    const first = await page({ countryCode: 'TW', paging: { page: 1, pageSize: 20 } });
    expect(first.body).toMatchObject({ atPage: 1, totalCount: 48, totalPages: 3 });
    expect(first.body.items).toHaveLength(20);
    const third = await page({ countryCode: 'TW', paging: { page: 3, pageSize: 20 } });
    expect(third.body.items).toHaveLength(8);
    const all = [...first.body.items, ...(await page({ countryCode: 'TW', paging: { page: 2, pageSize: 20 } })).body.items, ...third.body.items];
    expect(new Set(codes(all)).size).toBe(48);
    expect(codes(all)).toEqual([...codes(all)].sort());
    expect(codes((await page({ keyword: 'itaú' })).body.items)).toEqual(['341', '341-01', '341-02']);
    expect((await page({ keyword: '中國信託' }, 'zh-TW')).body.totalCount).toBe(4);
    expect((await page({ paging: { page: 0 } })).status).toBe(400);
  },

  'g/paymentMethods, g/exchangeRate, g/serviceItems/search': async (call) => {
    const token = await tokenOf(call, 'buyer');
    expect(await get(call, 'g/paymentMethods?countryCode=BR&companyCode=3000', token, 'en-US')).toEqual([
      { code: 'B', name: 'Boleto bancário' },
      { code: 'P', name: 'PIX instant payment' },
      { code: 'D', name: 'TED transfer' },
    ]);
    expect(codes(await get(call, 'g/paymentMethods?countryCode=JP&companyCode=1000', token))).toEqual(['F']);
    expect((await call('GET', 'g/paymentMethods?countryCode=TW', { token })).status).toBe(400);
    expect(await get(call, 'g/exchangeRate?fromCurrency=USD', token)).toEqual({ currencyCode: 'USD', rate: 32.15, toCurrencyCode: 'TWD', validFrom: '2026-01-02' });
    expect((await get(call, 'g/exchangeRate?fromCurrency=USD&toCurrency=BRL', token)).rate).toBe(5.53);
    expect((await get(call, 'g/exchangeRate?fromCurrency=EUR&toCurrency=BRL', token)).rate).toBeNull();
    expect((await call('GET', 'g/exchangeRate', { token })).status).toBe(400);
    const items = await call('POST', 'g/serviceItems/search', { token, lang: 'en-US', body: { keyword: 'mold', paging: { pageSize: 50 } } });
    expect(items.body.items.map((i: { code: string; name: string; level: number }) => [i.code, i.name, i.level])).toEqual([
      ['50', 'Molds and fixtures', 1],
      ['5010', 'Plastic molds', 2],
    ]);
  },

  'g/supplierTypeAttachment/search (id ascending) and g/defaultAttachments (type and language)': async (call) => {
    const token = await tokenOf(call, 'admin');
    const search = await call('POST', 'g/supplierTypeAttachment/search', { token, body: { supplierTypeCode: 'BRL', lang: 'pt-BR' } });
    expect(search.body.totalCount).toBe(6);
    const ids = search.body.items.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const firstStage = await call('POST', 'g/supplierTypeAttachment/search', { token, body: { firstStageAttachmentIds: ids } });
    expect(firstStage.body.items.every((s: { stage: string }) => s.stage === 'FIRST')).toBe(true);
    const zh = await get(call, 'g/defaultAttachments?supplierTypeCode=SVC&langCode=zh-TW', token);
    expect(zh.map((a: { name: string; required: boolean }) => [a.name, a.required])).toEqual([
      ['營業登記證明', true], ['存摺封面', true], ['保密協議', false], ['企業社會責任承諾書', false],
    ]);
    // No pt-BR settings for SVC: English ones; the request language is the default.
    expect((await get(call, 'g/defaultAttachments?supplierTypeCode=SVC&langCode=pt-BR', token))[0].lang).toBe('en-US');
    expect((await get(call, 'g/defaultAttachments?supplierTypeCode=SVC', token, 'en-US'))[0].attachmentCode).toBe('SVC-REG-EN');
    expect((await call('GET', 'g/defaultAttachments', { token })).status).toBe(400);
  },
};
