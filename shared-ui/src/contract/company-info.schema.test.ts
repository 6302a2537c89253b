import { brazilCountryReminder, companyInfoSchema, identityField, numberOrNaField, postcodeMaxLength } from './company-info.schema';
import { issuesOf } from './issues';
import { validCompany } from './test-fixtures';

describe('company info', () => {
  it('passes a complete company, with NA normalised and the defaults filled', () => {
    const parsed = companyInfoSchema.parse(validCompany);
    expect(parsed.capital).toBe(5000000);
    expect(parsed.employeeCount).toBe('NA');
    expect(parsed.environmentLevelCode).toBe('N');
    expect(parsed.greenSupplierChainSurvey).toBe(false);
  });

  it('reports each missing required field as validation:required', () => {
    const paths = issuesOf(companyInfoSchema, {}).map((i) => `${i.path}:${i.key}`);
    for (const f of ['name', 'countryCode', 'identityType', 'identity', 'address1', 'postcode1', 'capital', 'employeeCount', 'langCode', 'personInCharge', 'phone', 'phoneCountryCode']) {
      expect(paths).toContain(`${f}:validation:required`);
    }
  });

  it('postcode: at most 5 characters in Taiwan, 10 elsewhere, with the length as a param', () => {
    expect(postcodeMaxLength('TW')).toBe(5);
    expect(postcodeMaxLength('US')).toBe(10);
    expect(postcodeMaxLength(undefined)).toBe(10);
    expect(issuesOf(companyInfoSchema, { ...validCompany, postcode1: '235113' })).toEqual([
      { path: 'postcode1', key: 'validation:postcodeLength', params: { length: 5 } },
    ]);
    expect(issuesOf(companyInfoSchema, { ...validCompany, countryCode: 'US', postcode1: '12345-6789' })).toEqual([]);
    expect(issuesOf(companyInfoSchema, { ...validCompany, countryCode: 'US', postcode1: '12345', postcode2: '12345-67890' })).toEqual([
      { path: 'postcode2', key: 'validation:postcodeLength', params: { length: 10 } },
    ]);
  });

  it('identity: a number or exactly ten capital X', () => {
    expect(issuesOf(identityField(), 'XXXXXXXXXX')).toEqual([]);
    expect(issuesOf(identityField(), 'A123456789')).toEqual([]);
    for (const typo of ['XXXXXXXXX', 'xxxxxxxxxx', 'XXXXXXXXXXX']) {
      expect(issuesOf(identityField(), typo)).toEqual([
        { path: '', key: 'validation:identityPlaceholder', params: { placeholder: 'XXXXXXXXXX' } },
      ]);
    }
  });

  it('capital and employee count: a number or NA; other text is validation:numberOrNa', () => {
    expect(numberOrNaField().parse(' NA ')).toBe('NA');
    expect(numberOrNaField().parse(120)).toBe(120);
    expect(numberOrNaField().parse('3.5')).toBe(3.5);
    expect(issuesOf(numberOrNaField(), 'N/A')).toEqual([{ path: '', key: 'validation:numberOrNa' }]);
    expect(issuesOf(numberOrNaField(), -1)).toEqual([{ path: '', key: 'validation:numberOrNa' }]);
    expect(issuesOf(numberOrNaField(), '')).toEqual([{ path: '', key: 'validation:required' }]);
  });

  it('Brazil: reminds B1 on create and BR on edit, nothing otherwise', () => {
    expect(brazilCountryReminder('BR', 'create')).toEqual({
      path: 'companyInfo.countryCode',
      key: 'validation:brazilCreateUseB1',
      params: { country: 'B1' },
    });
    expect(brazilCountryReminder('B1', 'edit')).toEqual({
      path: 'companyInfo.countryCode',
      key: 'validation:brazilEditUseBr',
      params: { country: 'BR' },
    });
    expect(brazilCountryReminder('B1', 'create')).toBeUndefined();
    expect(brazilCountryReminder('BR', 'edit')).toBeUndefined();
    expect(brazilCountryReminder('TW', 'create')).toBeUndefined();
  });
});
