import { issuesOf } from './issues';
import { registrationAttachmentSettings, registrationSchema, requiredAttachmentCodes, termsConsentSchema } from './registration.schema';
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

describe('registration: Brazil is country B1 on creation', () => {
  it('passes B1 (and any other country) and refuses BR at the country field', () => {
    expect(issuesOf(schema, { ...valid, companyInfo: { ...validCompany, countryCode: 'B1', postcode1: '01310-100' } })).toEqual([]);
    expect(issuesOf(schema, { ...valid, companyInfo: { ...validCompany, countryCode: 'BR', postcode1: '01310-100' } })).toEqual([
      { path: 'companyInfo.countryCode', key: 'validation:brazilCreateUseB1', params: { country: 'B1' } },
    ]);
  });

  it('still reports BR when other fields are broken too, and never crashes without a company', () => {
    const issues = issuesOf(schema, { ...valid, agreeTerms: false, companyInfo: { ...validCompany, countryCode: 'BR' } });
    expect(issues).toContainEqual({ path: 'companyInfo.countryCode', key: 'validation:brazilCreateUseB1', params: { country: 'B1' } });
    expect(issuesOf(schema, { ...valid, companyInfo: undefined })).toContainEqual({ path: 'companyInfo', key: 'validation:invalid' });
  });
});

describe('registration: tax jurisdiction', () => {
  it('keeps a chosen tax jurisdiction, and it may be left empty', () => {
    const parsed = schema.parse({ ...valid, companyInfo: { ...validCompany, taxJurisdictionCode: 'TW' } });
    expect(parsed.companyInfo.taxJurisdictionCode).toBe('TW');
    expect(schema.parse({ ...valid, companyInfo: { ...validCompany, taxJurisdictionCode: '' } }).companyInfo.taxJurisdictionCode).toBeUndefined();
  });

  it('refuses a tax jurisdiction that is not a code', () => {
    expect(issuesOf(schema, { ...valid, companyInfo: { ...validCompany, taxJurisdictionCode: 7 } })).toEqual([{ path: 'companyInfo.taxJurisdictionCode', key: 'validation:invalid' }]);
  });
});

describe('registration attachments', () => {
  const settings = [
    { attachmentCode: 'RAW-REG-EN', stage: 'FIRST' as const, required: true },
    { attachmentCode: 'RAW-NDA-EN', stage: 'FIRST' as const, required: false },
    { attachmentCode: 'RAW-ISO-EN', stage: 'SECOND' as const, required: true },
  ];
  it('asks for the first-stage settings, requiring the required ones only', () => {
    expect(registrationAttachmentSettings(settings).map((s) => s.attachmentCode)).toEqual(['RAW-REG-EN', 'RAW-NDA-EN']);
    expect(requiredAttachmentCodes(settings)).toEqual(['RAW-REG-EN']);
  });
});

describe('terms dialog consent', () => {
  it('passes when ticked and refuses OK without the tick', () => {
    expect(issuesOf(termsConsentSchema, { consent: true })).toEqual([]);
    expect(issuesOf(termsConsentSchema, { consent: false })).toEqual([{ path: 'consent', key: 'validation:agreeTerms' }]);
  });
});
