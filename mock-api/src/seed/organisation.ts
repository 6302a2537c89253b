import { bi, rows, type SeedOption } from './option-types';

/** The buyer's companies, purchasing orgs, plants and PO types (the a/ lookups filter them by role scope). */
export function seedCompanies(): SeedOption[] {
  return [
    { code: '1000', name: bi('台北總公司', 'Taipei HQ'), currencyCode: 'TWD', countryCode: 'TW' },
    { code: '2000', name: bi('蘇州廠', 'Suzhou'), currencyCode: 'CNY', countryCode: 'CN' },
    { code: '3000', name: bi('巴西廠', 'Manaus Brazil'), currencyCode: 'BRL', countryCode: 'BR' },
  ];
}

export function seedPurchasingOrgs(): SeedOption[] {
  return [
    { code: '1100', name: bi('台北採購組織', 'Taipei purchasing'), companyCode: '1000' },
    { code: '1200', name: bi('台北海外採購組織', 'Taipei overseas purchasing'), companyCode: '1000' },
    { code: '2100', name: bi('蘇州採購組織', 'Suzhou purchasing'), companyCode: '2000' },
    { code: '3100', name: bi('巴西採購組織', 'Manaus purchasing'), companyCode: '3000' },
    { code: '3200', name: bi('巴西進口採購組織', 'Manaus import purchasing'), companyCode: '3000' },
  ];
}

export function seedPlants(): SeedOption[] {
  return [
    { code: 'TW01', name: bi('林口廠', 'Linkou plant'), companyCode: '1000' },
    { code: 'TW02', name: bi('觀音廠', 'Guanyin plant'), companyCode: '1000' },
    { code: 'CN01', name: bi('蘇州一廠', 'Suzhou plant 1'), companyCode: '2000' },
    { code: 'CN02', name: bi('蘇州二廠', 'Suzhou plant 2'), companyCode: '2000' },
    { code: 'BR01', name: bi('瑪瑙斯廠', 'Manaus plant'), companyCode: '3000' },
  ];
}

export const seedPoTypes = () =>
  rows([
    ['NB', '標準採購單', 'Standard PO'],
    ['FO', '框架訂單', 'Framework order'],
    ['UB', '調撥單', 'Stock transport order'],
    ['ZS', '委外加工單', 'Subcontracting order'],
  ]);

export const seedDepartments = () =>
  rows([
    ['PUR', '採購部', 'Purchasing'],
    ['SRC', '資源開發部', 'Sourcing'],
    ['QM', '品質管理部', 'Quality management'],
    ['IT', '資訊部', 'IT'],
    ['FIN', '財務部', 'Finance'],
    ['RD', '研發部', 'R&D'],
    ['ENV', '環安衛部', 'Environment, health and safety'],
  ]);
