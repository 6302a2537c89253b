import { issuesOf } from './issues';
import { registrationSchema, termsConsentSchema } from './registration.schema';
import { validBank, validCompany } from './test-fixtures';

const file = { fileId: 'f-1', fileName: 'license.pdf' };
const valid = {
  supplierTypeCode: 'MATERIAL',
  companyInfo: validCompany,
  applicantInfo: { applicantAccount: 'acme01', applicantEmail: 'sales@acme.example', applicantName: 'Lin' },
  categoryInfoList: [{ serviceItemCode: 'PCB', main: true }],
  attachmentList: [{ attachmentCode: 'LICENSE', files: [file] }],
  agreeTerms: true,
  agreePrivacy: true,
};
const schema = registrationSchema(['LICENSE']);

describe('registration', () => {
  it('passes a complete sign-up', () => {
    expect(issuesOf(schema, valid)).toEqual([]);
  });

  it('refuses unticked agreements, each on its own box', () => {
    expect(issuesOf(schema, { ...valid, agreeTerms: false, agreePrivacy: false })).toEqual([
      { path: 'agreeTerms', key: 'validation:agreeTerms' },
      { path: 'agreePrivacy', key: 'validation:agreePrivacy' },
    ]);
  });

  it('checks the applicant e-mail and the required fields', () => {
    expect(issuesOf(schema, { ...valid, supplierTypeCode: '', applicantInfo: { ...valid.applicantInfo, applicantEmail: 'sales' } })).toEqual([
      { path: 'supplierTypeCode', key: 'validation:required' },
      { path: 'applicantInfo.applicantEmail', key: 'validation:email' },
    ]);
  });

  it('reports nested company, service item and attachment rules at their full paths', () => {
    const broken = {
      ...valid,
      companyInfo: { ...validCompany, postcode1: '1234567', identity: 'xx' },
      categoryInfoList: [{ serviceItemCode: 'PCB', main: false }],
      attachmentList: [],
    };
    expect(issuesOf(schema, broken)).toEqual([
      { path: 'companyInfo.identity', key: 'validation:identityPlaceholder', params: { placeholder: 'XXXXXXXXXX' } },
      { path: 'companyInfo.postcode1', key: 'validation:postcodeLength', params: { length: 5 } },
      { path: 'categoryInfoList', key: 'validation:oneMainServiceItem' },
      { path: 'attachmentList', key: 'validation:attachmentRequired', params: { code: 'LICENSE', name: 'LICENSE' } },
    ]);
  });

  it('refuses two bank accounts in one currency', () => {
    expect(issuesOf(schema, { ...valid, bankInfoList: [validBank, { ...validBank, bankAccount: '002' }] })).toEqual([
      { path: 'bankInfoList.1.currencyCode', key: 'validation:bankCurrencyExists', params: { currency: 'TWD' } },
    ]);
  });
});

describe('terms dialog consent', () => {
  it('passes when ticked and refuses OK without the tick', () => {
    expect(issuesOf(termsConsentSchema, { consent: true })).toEqual([]);
    expect(issuesOf(termsConsentSchema, { consent: false })).toEqual([{ path: 'consent', key: 'validation:agreeTerms' }]);
  });
});
