// Valid sample inputs shared by the contract's tests (not exported from shared-ui/contract).

export const validCompany = {
  name: 'Acme Precision Co.',
  countryCode: 'TW',
  identityType: 'TAX_ID',
  identity: '12345678',
  address1: 'No. 1, Industrial Rd., New Taipei',
  postcode1: '23511',
  capital: '5000000',
  employeeCount: 'na',
  langCode: 'zh-TW',
  personInCharge: 'Chen',
  phone: '0222334455',
  phoneCountryCode: '886',
};

export const validBank = { accountName: 'Acme', bankAccount: '001-22', bankCode: '004', countryCode: 'TW', currencyCode: 'TWD' };
