import type { Supplier } from 'shared-ui/contract';
import type { Call } from '../call';
import type { Cases } from './cases';
import { act, putChanged, recordOf, seeded, SUP, tokens } from './supplier-helpers';

const EN = 'en-US';

/** The SupplierOwnChange parts of the supplier's own record, changed by `change`. */
async function ownChange(call: Call, token: string, change: (s: Supplier['basicData']) => void) {
  const me: Supplier = (await call('GET', 'su/supplier/me', { token })).body;
  const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = me.basicData;
  const body = { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList };
  change(body as Supplier['basicData']);
  return body;
}

/** `PUT su/supplier/me`, `POST su/supplier/me/commit`, `GET su/supplier/me/commitHistory`, and `systemInfo.commitNeedsReview`. */
export const supplierOwnCases: Cases = {
  'su/supplier/me: a supplier changes its phone → DRAFT → commit → COMMITTED; the other parts are kept; its own history': async (call) => {
    const t = await tokens(call, 'supplier', 'buyer');
    const body = await ownChange(call, t.supplier, (b) => (b.companyInfo.phone = '05-5057-0000'));
    const saved = await call('PUT', 'su/supplier/me', { token: t.supplier, body: { ...body, paymentInfo: { payType: 'CHECK' }, supplierTypeCode: 'RAW' } });
    expect(saved.status).toBe(200);
    expect(saved.body.basicData.companyInfo.phone).toBe('05-5057-0000');
    expect(saved.body.basicData.systemInfo.status).toBe('DRAFT');
    const stored = await recordOf(call, t.buyer, SUP.hsinTai);
    const seed = seeded(SUP.hsinTai);
    expect(stored.basicData.paymentInfo).toEqual(seed.basicData.paymentInfo);
    expect(stored.basicData.supplierTypeCode).toBe(seed.basicData.supplierTypeCode);
    expect(stored.basicData.applicantInfo).toEqual(seed.basicData.applicantInfo);
    expect(stored.financialData).toEqual(seed.financialData);
    expect(stored.purchaseData).toEqual(seed.purchaseData);
    expect(stored.basicData.contactList).toEqual(seed.basicData.contactList);

    const committed = await call('POST', 'su/supplier/me/commit', { token: t.supplier });
    expect(committed.body.basicData.systemInfo.status).toBe('COMMITTED');
    expect((await call('POST', 'su/supplier/me/commit', { token: t.supplier })).status).toBe(409);
    const history = await call('GET', 'su/supplier/me/commitHistory', { token: t.supplier });
    expect(history.body.map((h: { action: string; by: { account: string } }) => [h.action, h.by.account])).toEqual([['COMMIT', 'supplier'], ['SAVE', 'supplier']]);
    expect((await call('GET', `a/supplier/${SUP.hsinTai}/commitHistory`, { token: t.buyer })).body).toEqual(history.body);
  },

  'commitNeedsReview: the server tells before a commit what it will do, over parts the supplier cannot see too': async (call) => {
    const t = await tokens(call, 'supplier', 'buyer');
    const own = async () => (await call('GET', 'su/supplier/me', { token: t.supplier })).body.basicData.systemInfo;
    expect((await own()).commitNeedsReview).toBeUndefined(); // APPROVED: nothing to commit
    // A contact's mobile alone: straight in.
    const contacts = await ownChange(call, t.supplier, (b) => (b.contactList[0].mobile = '0912-000-111'));
    expect((await call('PUT', 'su/supplier/me', { token: t.supplier, body: contacts })).status).toBe(200);
    expect(await own()).toMatchObject({ status: 'DRAFT', commitNeedsReview: false });
    // The buyer saves a purchasing-data change the supplier does not see: the commit now waits for review.
    const saved = await putChanged(call, t.buyer, SUP.hsinTai, (s) => (s.purchaseData.purchaseOrgList[0].contactName = 'New buyer contact'));
    expect(saved.status).toBe(200);
    expect((await call('GET', 'su/supplier/me', { token: t.supplier })).body.purchaseData.purchaseOrgList).toEqual([]);
    expect((await own()).commitNeedsReview).toBe(true);
    expect((await call('POST', 'su/supplier/me/commit', { token: t.supplier })).body.basicData.systemInfo.status).toBe('COMMITTED');
  },

  'tradingCurrencies: the supplier is told the codes its bank rule follows, its purchasing data still hidden; a view-only reader is not': async (call) => {
    const t = await tokens(call, 'supplier', 'buyer', 'quality');
    const me: Supplier = (await call('GET', 'su/supplier/me', { token: t.supplier })).body;
    // Hsin Tai buys in TWD (1100) and USD (2100).
    expect(me.tradingCurrencies).toEqual(['TWD', 'USD']);
    expect(me.purchaseData).toEqual({ paymentSubRangeList: [], purchaseOrgList: [] });
    expect((await recordOf(call, t.buyer, SUP.hsinTai)).tradingCurrencies).toEqual(['TWD', 'USD']);
    expect((await recordOf(call, t.quality, SUP.hsinTai)).tradingCurrencies).toBeUndefined();
    // The same codes the save checks: accounts in neither are refused at their currency.
    const none = await ownChange(call, t.supplier, (b) => {
      b.bankInfoList[0].currencyCode = 'JPY';
      b.bankInfoList[1].currencyCode = 'EUR';
    });
    const refused = await call('PUT', 'su/supplier/me', { token: t.supplier, body: none, lang: EN });
    expect(refused.body.fieldErrors).toEqual([0, 1].map((i) => ({ path: `bankInfoList.${i}.currencyCode`, key: 'validation:tradingCurrencyFirst', params: { currencies: 'TWD, USD' } })));
  },

  'su/supplier/me: errors at the body\'s own paths (bankInfoList.N.currencyCode, no basicData.); internal token 403; SIGNING 409': async (call) => {
    const t = await tokens(call, 'supplier', 'supplier2', 'buyer');
    const dup = await ownChange(call, t.supplier, (b) => (b.bankInfoList[1].currencyCode = 'TWD'));
    const refused = await call('PUT', 'su/supplier/me', { token: t.supplier, body: dup, lang: EN });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ path: 'bankInfoList.1.currencyCode', key: 'validation:bankCurrencyExists', params: { currency: 'TWD' } }]);
    expect(refused.body.messages).toEqual(['A bank account in the same currency exists.']);
    const blank = await ownChange(call, t.supplier, (b) => (b.companyInfo.name = ''));
    const noName = await call('PUT', 'su/supplier/me', { token: t.supplier, body: blank });
    expect(noName.body.fieldErrors.map((f: { path: string }) => f.path)).toContain('companyInfo.name');
    expect((await call('PUT', 'su/supplier/me', { token: t.buyer, body: dup })).status).toBe(403);
    expect((await call('POST', 'su/supplier/me/commit', { token: t.buyer })).status).toBe(403);
    expect((await call('GET', 'su/supplier/me/commitHistory', { token: t.buyer })).status).toBe(403);

    // supplier2 changes only its own record.
    const rio = await ownChange(call, t.supplier2, (b) => (b.companyInfo.webSite = 'https://rio.example'));
    expect((await call('PUT', 'su/supplier/me', { token: t.supplier2, body: rio })).body.id).toBe(1002);
    expect((await recordOf(call, t.buyer, SUP.hsinTai)).basicData.systemInfo.status).toBe('APPROVED');

    await putChanged(call, t.buyer, SUP.hsinTai, (s) => (s.basicData.companyInfo.phone = '02-7777-7777'));
    await act(call, t.buyer, SUP.hsinTai, 'commit');
    await act(call, t.buyer, SUP.hsinTai, 'commitBpm');
    const signing = await call('PUT', 'su/supplier/me', { token: t.supplier, body: await ownChange(call, t.supplier, () => undefined), lang: EN });
    expect(signing.status).toBe(409);
    expect(signing.body.messages[0]).toMatch(/sign-off/);
  },
};
