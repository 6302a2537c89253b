import type { BankInfo, Supplier } from 'shared-ui/contract';
import { bankOf } from '../general/banks';
import type { Lang } from '../http/locale';
import { localSheet, type SheetColumns, type SheetSpec } from '../http/xlsx';
import { bi } from '../seed/option-types';
import { listItemOf, SUPPLIER_SHEET_COLUMNS } from './list';

// The batch export (`a/supplier/search/batch/xls`): the full master data of the matching
// suppliers, one sheet per part; every row of a part sheet names its supplier by id and SCP no.
// Headers are worded as the master-data screens word them, codes by their names: by the option
// list the form's select offers (phone codes read `台灣 +886`, as the select does), a bank as the
// bank account's select names it (`0130271 國泰世華商業銀行 林口分行`, from the banks of its country).

export const SUPPLIERS_SHEET = bi('供應商', 'Suppliers');

type Owner = { supplierId: number; supplierNoScp?: string };
type Fields = { [field: string]: unknown };

const OWNER_COLUMNS = {
  supplierId: ['供應商 ID', 'Supplier ID'],
  supplierNoScp: ['SCP 編號', 'SCP no.'],
} as const satisfies SheetColumns<Owner>;

const SUPPLIER_COLUMNS = {
  ...SUPPLIER_SHEET_COLUMNS,
  phoneCountryCode: ['電話國碼', 'Phone country code', { option: 'phoneCodes' }],
  phone: ['電話', 'Phone'],
  address1: ['地址一（登記地址）', 'Address 1 (registered address)'],
  taxJurisdictionCode: ['稅籍所在地', 'Tax jurisdiction', { option: 'taxJurisdictions' }],
  address2: ['地址二', 'Address 2'],
  webSite: ['公司網站', 'Website'],
  langCode: ['公司使用語言', 'Company language', { option: 'languages' }],
  personInCharge: ['負責人', 'Person in charge'],
  payType: ['付款方式', 'Payment type', { option: 'payTypes' }],
  paymentTermCode: ['付款條件', 'Payment term', { option: 'paymentTerms' }],
  purchasingOrgs: ['採購組織', 'Purchasing org', { option: 'purchasingOrgs' }],
  tradingCurrencies: ['訂單幣別', 'Order currency', 'currency'],
} as const satisfies SheetColumns<Fields>;

const CONTACT_COLUMNS = {
  ...OWNER_COLUMNS,
  name: ['姓名', 'Name'],
  title: ['職稱', 'Job title'],
  dept: ['部門', 'Department'],
  email: ['電子郵件', 'E-mail'],
  mobile: ['手機', 'Mobile'],
  phone: ['電話', 'Phone'],
  langCode: ['語言', 'Language', { option: 'languages' }],
  sendEnvironmentSurvey: ['寄送環境調查', 'Receives the environment survey'],
  sendPurchaseOrder: ['寄送採購單', 'Receives purchase orders'],
} as const satisfies SheetColumns<Fields>;

const BANK_COLUMNS = {
  ...OWNER_COLUMNS,
  accountName: ['戶名', 'Account name'],
  bankAccount: ['帳號', 'Account no.'],
  bankCode: ['銀行', 'Bank'],
  countryCode: ['銀行國家', 'Bank country', { option: 'countries' }],
  currencyCode: ['幣別', 'Currency', 'currency'],
  swiftCode: ['SWIFT 代碼', 'SWIFT code'],
} as const satisfies SheetColumns<Fields>;

const SERVICE_ITEM_COLUMNS = {
  ...OWNER_COLUMNS,
  serviceItemCode: ['服務項目', 'Service item', { option: 'serviceItems' }],
  main: ['主要服務項目', 'Main service item'],
} as const satisfies SheetColumns<Fields>;

/** A bank account's bank as its select reads (`code name`); a code its country does not list stays as it is. */
function bankText({ bankCode, countryCode }: BankInfo, lang: Lang): string {
  const bank = bankOf(countryCode, bankCode);
  return bank ? `${bank.code} ${bank.name[lang]}` : bankCode;
}

function supplierRow(s: Supplier): Fields {
  const { companyInfo, paymentInfo } = s.basicData;
  const orgs = s.purchaseData.purchaseOrgList;
  return {
    ...listItemOf(s),
    ...companyInfo,
    payType: paymentInfo.payType,
    paymentTermCode: paymentInfo.paymentTermCode,
    purchasingOrgs: orgs.map((o) => o.purchasingOrgCode),
    tradingCurrencies: [...new Set(orgs.map((o) => o.currencyCode))],
  };
}

/** The four sheets of the batch export in the language: Suppliers, Contacts, Bank accounts, Service items. */
export function batchSheets(list: readonly Supplier[], lang: Lang): SheetSpec[] {
  const owner = (s: Supplier): Owner => ({ supplierId: s.id, supplierNoScp: s.basicData.systemInfo.supplierNoScp });
  return [
    localSheet(lang, SUPPLIERS_SHEET, SUPPLIER_COLUMNS, list.map(supplierRow)),
    localSheet(lang, bi('聯絡人', 'Contacts'), CONTACT_COLUMNS, list.flatMap((s) => s.basicData.contactList.map((c): Fields => ({ ...c, ...owner(s) })))),
    localSheet(lang, bi('銀行帳戶', 'Bank accounts'), BANK_COLUMNS, list.flatMap((s) => s.basicData.bankInfoList.map((b): Fields => ({ ...b, bankCode: bankText(b, lang), ...owner(s) })))),
    localSheet(lang, bi('服務項目', 'Service items'), SERVICE_ITEM_COLUMNS, list.flatMap((s) => s.basicData.categoryInfoList.map((c): Fields => ({ ...c, ...owner(s) })))),
  ];
}
