import type { Cases } from './cases';
import { putChanged, recordOf, seeded, SUP, tokens } from './supplier-helpers';

/** The company fields of spec section 3 that purchasing staff keep: environment level, company code, registration and social insurance. */
export const supplierFieldsCases: Cases = {
  'a/supplier: environmentLevelCode and companyCode are codes of their lists (400 invalid); the registration region and social insurance code are stored': async (call) => {
    const { buyer } = await tokens(call, 'buyer');
    const wrong = await putChanged(call, buyer, SUP.hsinTai, (s) => {
      s.basicData.companyInfo.environmentLevelCode = 'NOPE';
      s.basicData.companyInfo.companyCode = '9999';
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([
      { path: 'basicData.companyInfo.environmentLevelCode', key: 'validation:invalid' },
      { path: 'basicData.companyInfo.companyCode', key: 'validation:invalid' },
    ]);
    const saved = await putChanged(call, buyer, SUP.hsinTai, (s) => {
      Object.assign(s.basicData.companyInfo, { environmentLevelCode: 'A', companyCode: '2000', registrationRegion: 'New Taipei City', socialInsuranceCode: 'SI-12345678' });
    });
    expect(saved.status).toBe(200);
    expect(saved.body.basicData.companyInfo).toMatchObject({ environmentLevelCode: 'A', companyCode: '2000', registrationRegion: 'New Taipei City', socialInsuranceCode: 'SI-12345678' });
    const long = await putChanged(call, buyer, SUP.hsinTai, (s) => (s.basicData.companyInfo.socialInsuranceCode = 'x'.repeat(201)));
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.map((f: { path: string }) => f.path)).toEqual(['basicData.companyInfo.socialInsuranceCode']);
  },

  'POST a/supplier: environmentLevelCode left out is N (the default); an unknown one is refused': async (call) => {
    // A copy of a Brazil supplier, by a user who reads it (its files come along: those of a supplier the caller reads).
    const { admin: buyer } = await tokens(call, 'admin');
    const { id: _id, permissions: _p, ...template } = seeded(SUP.b1Draft);
    const { environmentLevelCode: _e, ...companyInfo } = template.basicData.companyInfo;
    const created = await call('POST', 'a/supplier', { token: buyer, body: { ...template, basicData: { ...template.basicData, companyInfo } } });
    expect(created.status).toBe(201);
    expect(created.body.basicData.companyInfo.environmentLevelCode).toBe('N');
    const wrong = await call('POST', 'a/supplier/createAndCommit', { token: buyer, body: { ...template, basicData: { ...template.basicData, companyInfo: { ...companyInfo, environmentLevelCode: 'Z' } } } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([{ path: 'basicData.companyInfo.environmentLevelCode', key: 'validation:invalid' }]);
  },

  'PUT su/supplier/me: the supplier changes its registration and social insurance data, never the environment level or company code purchasing keeps': async (call) => {
    const t = await tokens(call, 'supplier', 'buyer');
    const me = (await call('GET', 'su/supplier/me', { token: t.supplier })).body;
    const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = me.basicData;
    const body = {
      companyInfo: { ...companyInfo, environmentLevelCode: 'A', companyCode: '3000', registrationRegion: 'Hsinchu', socialInsuranceCode: 'SI-1' },
      contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList,
    };
    const saved = await call('PUT', 'su/supplier/me', { token: t.supplier, body });
    expect(saved.status).toBe(200);
    const stored = (await recordOf(call, t.buyer, SUP.hsinTai)).basicData.companyInfo;
    const seed = seeded(SUP.hsinTai).basicData.companyInfo;
    expect(stored).toMatchObject({ environmentLevelCode: seed.environmentLevelCode, companyCode: seed.companyCode, registrationRegion: 'Hsinchu', socialInsuranceCode: 'SI-1' });
  },
};
