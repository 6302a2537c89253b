import { brContactIssues, bulkChangedValues, bulkNumberCells, bulkSupplierIssues, bulkValuesOf } from './bulk-upload.schema';
import type { CompanyInfo } from './supplier-company';

const facts = { brazilOrgs: new Set(['3100', '3200']), orgsOfSupplier: (no: string) => ({ SCP1: ['3100', '1100'], SCP2: ['1100'] })[no] };
const row = { supplierNoScp: 'SCP1', purchasingOrgCode: '3100', contactName: 'Ana', contactEmail: 'ana@br.example' };
const keys = (issues: { path: string; key: string }[]) => issues.map((i) => `${i.path} ${i.key}`);

describe('Brazil contact rows', () => {
  it('passes a filled row of a supplier in one of its Brazil orgs', () => expect(brContactIssues(row, facts)).toEqual([]));
  it('reads number cells as text', () => expect(brContactIssues({ ...row, purchasingOrgCode: 3100 }, facts)).toEqual([]));
  it('wants every cell and an e-mail', () => {
    expect(keys(brContactIssues({ ...row, contactName: ' ', contactEmail: 'ana' }))).toEqual(['contactName validation:required', 'contactEmail validation:email']);
  });
  it('refuses an unknown supplier', () => expect(keys(brContactIssues({ ...row, supplierNoScp: 'SCP9' }, facts))).toEqual(['supplierNoScp validation:supplierScpNotFound']));
  it('refuses an org that is not Brazilian, or not the supplier’s', () => {
    expect(keys(brContactIssues({ ...row, purchasingOrgCode: '1100' }, facts))).toEqual(['purchasingOrgCode validation:brPurchasingOrg']);
    expect(keys(brContactIssues({ ...row, purchasingOrgCode: '3200' }, facts))).toEqual(['purchasingOrgCode validation:brPurchasingOrg']);
  });
});

const current = {
  name: 'Hsin Tai',
  countryCode: 'TW',
  identityType: 'TW_UBN',
  identity: '75979206',
  address1: 'Kaohsiung',
  postcode1: '80636',
  capital: 1000,
  employeeCount: 20,
  environmentLevelCode: 'N',
  greenSupplierChainSurvey: false,
  langCode: 'zh-TW',
  personInCharge: 'Huang',
  phone: '05-5057',
  phoneCountryCode: '+886',
} as CompanyInfo;
const context = { current, status: 'APPROVED' as const, stage: 'NORMAL' as const, missingReviewAttachments: [], environmentLevels: new Set(['A', 'B', 'C', 'N']) };

describe('all-supplier rows: the supplier master rules', () => {
  it('passes valid values and finds only what changed', () => {
    const values = bulkValuesOf({ name: 'Hsin Tai', postcode1: 80637, capital: 'na', greenSupplierChainSurvey: 'Y', environmentLevelCode: 'A' });
    expect(bulkSupplierIssues(values, context)).toEqual([]);
    expect(bulkChangedValues(values, current)).toEqual({ postcode1: '80637', capital: 'NA', greenSupplierChainSurvey: true, environmentLevelCode: 'A' });
  });
  it('an untouched row changes nothing', () => expect(bulkChangedValues(bulkValuesOf({ name: 'Hsin Tai', capital: '1000', greenSupplierChainSurvey: 'N' }), current)).toEqual({}));
  it('refuses a blank required field, a long postcode for the country, a capital that is no number', () => {
    expect(keys(bulkSupplierIssues(bulkValuesOf({ name: '', postcode1: '806371', capital: 'lots' }), context))).toEqual([
      'name validation:required',
      'capital validation:numberOrNa',
      'postcode1 validation:postcodeLength',
    ]);
  });
  it('refuses a green flag other than Y/N and an unknown environment level', () => {
    expect(keys(bulkSupplierIssues(bulkValuesOf({ greenSupplierChainSurvey: 'maybe', environmentLevelCode: 'Z' }), context))).toEqual([
      'greenSupplierChainSurvey validation:importYesNo',
      'environmentLevelCode validation:invalid',
    ]);
  });
  it('refuses any change of a supplier in sign-off', () => expect(keys(bulkSupplierIssues({}, { ...context, status: 'SIGNING' }))).toEqual([' validation:bulkSupplierSigning']));
  it('refuses a supplier whose own change nobody committed (saved, or sent back): it would reach the sign-off unreviewed', () => {
    for (const status of ['DRAFT', 'REJECTED'] as const) expect(keys(bulkSupplierIssues({}, { ...context, status }))).toEqual([' validation:bulkSupplierUncommitted']);
    for (const status of ['APPROVED', 'COMMITTED'] as const) expect(bulkSupplierIssues({}, { ...context, status })).toEqual([]);
  });
  it('refuses a potential supplier without its review attachments, naming them; a normal one is not asked for them', () => {
    const missing = { ...context, missingReviewAttachments: ['ISO certificate', 'RoHS declaration'] };
    expect(bulkSupplierIssues({}, { ...missing, stage: 'PRE' })).toEqual([{ path: '', key: 'validation:bulkSupplierReviewAttachments', params: { names: 'ISO certificate, RoHS declaration' } }]);
    expect(bulkSupplierIssues({}, { ...missing, stage: 'NORMAL' })).toEqual([]);
    expect(bulkSupplierIssues({}, { ...context, stage: 'PRE' })).toEqual([]);
  });
});

describe('all-supplier rows: a change to numeric-looking text is never lost', () => {
  const stored = { ...current, phone: '2345678', address1: '1.50', personInCharge: '0912345678' } as CompanyInfo;
  const changes = (cells: Record<string, unknown>) => bulkChangedValues(bulkValuesOf(cells), stored, bulkNumberCells(cells));

  it('a text cell says what was typed: a leading zero added, or 1.50 written 1.5, is a change', () => {
    expect(bulkChangedValues(bulkValuesOf({ phone: '02345678', address1: '1.5' }), stored)).toEqual({ phone: '02345678', address1: '1.5' });
    expect(changes({ phone: '02345678', address1: '1.5', personInCharge: '912345678' })).toEqual({ phone: '02345678', address1: '1.5', personInCharge: '912345678' });
  });
  it('a number cell is the number Excel made of the text: the stored value without its leading or trailing zero is no change, another number is', () => {
    expect(bulkNumberCells({ phone: 2345678, address1: '1.5', name: undefined })).toEqual(new Set(['phone']));
    expect(changes({ personInCharge: 912345678, address1: 1.5, phone: 2345678 })).toEqual({});
    expect(changes({ personInCharge: 912345679, phone: 2345670 })).toEqual({ personInCharge: '912345679', phone: '2345670' });
  });
  it('a number field reads its text as the number the record holds', () => expect(changes({ capital: '1000.0', employeeCount: 20 })).toEqual({}));
});
