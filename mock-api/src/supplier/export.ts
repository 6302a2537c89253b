import type { Supplier } from 'shared-ui/contract';
import type { SheetCell, SheetSpec } from '../http/xlsx';
import { listItemOf, SUPPLIER_SHEET_COLUMNS } from './list';

// The batch export (`a/supplier/search/batch/xls`): the full master data of the matching
// suppliers, one sheet per part; every row of a part sheet names its supplier by id and SCP no.

const SUPPLIER_COLUMNS = [
  ...SUPPLIER_SHEET_COLUMNS,
  'phoneCountryCode', 'phone', 'address1', 'address2', 'webSite', 'langCode', 'personInCharge', 'payType', 'paymentTermCode', 'purchasingOrgs', 'tradingCurrencies',
] as const;
const CONTACT_COLUMNS = ['supplierId', 'supplierNoScp', 'name', 'title', 'dept', 'email', 'mobile', 'phone', 'langCode', 'sendEnvironmentSurvey', 'sendPurchaseOrder'] as const;
const BANK_COLUMNS = ['supplierId', 'supplierNoScp', 'accountName', 'bankAccount', 'bankCode', 'countryCode', 'currencyCode', 'swiftCode'] as const;
const SERVICE_ITEM_COLUMNS = ['supplierId', 'supplierNoScp', 'serviceItemCode', 'main'] as const;

const cell = (value: unknown): SheetCell => (value === undefined || value === null ? null : typeof value === 'number' || typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? 'Y' : 'N') : String(value));
const rowOf = (columns: readonly string[], record: Record<string, unknown>): SheetCell[] => columns.map((c) => cell(record[c]));

function supplierRow(s: Supplier): SheetCell[] {
  const { companyInfo, paymentInfo } = s.basicData;
  const orgs = s.purchaseData.purchaseOrgList;
  return rowOf(SUPPLIER_COLUMNS, {
    ...listItemOf(s),
    ...companyInfo,
    payType: paymentInfo.payType,
    paymentTermCode: paymentInfo.paymentTermCode,
    purchasingOrgs: orgs.map((o) => o.purchasingOrgCode).join(', '),
    tradingCurrencies: [...new Set(orgs.map((o) => o.currencyCode))].join(', '),
  });
}

/** The four sheets of the batch export: Suppliers, Contacts, Bank accounts, Service items. */
export function batchSheets(list: readonly Supplier[]): SheetSpec[] {
  const owner = (s: Supplier) => ({ supplierId: s.id, supplierNoScp: s.basicData.systemInfo.supplierNoScp });
  return [
    { name: 'Suppliers', header: SUPPLIER_COLUMNS, rows: list.map(supplierRow) },
    { name: 'Contacts', header: CONTACT_COLUMNS, rows: list.flatMap((s) => s.basicData.contactList.map((c) => rowOf(CONTACT_COLUMNS, { ...c, ...owner(s) }))) },
    { name: 'Bank accounts', header: BANK_COLUMNS, rows: list.flatMap((s) => s.basicData.bankInfoList.map((b) => rowOf(BANK_COLUMNS, { ...b, ...owner(s) }))) },
    { name: 'Service items', header: SERVICE_ITEM_COLUMNS, rows: list.flatMap((s) => s.basicData.categoryInfoList.map((c) => rowOf(SERVICE_ITEM_COLUMNS, { ...c, ...owner(s) }))) },
  ];
}
