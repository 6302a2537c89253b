import type { Supplier, SupplierListItem } from 'shared-ui/contract';
import { suppliers } from '../store/collections';
import type { SheetColumns } from '../http/xlsx';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';

export type SupplierRow = SupplierListItem & { serviceItemCodes: string[] };

export function listItemOf(s: Supplier): SupplierListItem {
  const { companyInfo, systemInfo } = s.basicData;
  return {
    id: s.id,
    ...(systemInfo.supplierNoScp ? { supplierNoScp: systemInfo.supplierNoScp } : {}),
    ...(systemInfo.supplierNoSap ? { supplierNoSap: systemInfo.supplierNoSap } : {}),
    name: companyInfo.name,
    countryCode: companyInfo.countryCode,
    supplierTypeCode: s.basicData.supplierTypeCode,
    identityType: companyInfo.identityType,
    identity: companyInfo.identity,
    stage: systemInfo.stage,
    status: systemInfo.status,
    blockStatus: systemInfo.blockStatus,
    bpmStatus: systemInfo.bpmStatus,
  };
}

/** The list's rows: one per supplier (of these; by default all), with its service items to filter on. */
export const supplierRows = (of: readonly Supplier[] = suppliers.all()): SupplierRow[] => of.map((s) => ({ ...listItemOf(s), serviceItemCodes: s.basicData.categoryInfoList.map((c) => c.serviceItemCode) }));
export const withoutServiceItems = ({ serviceItemCodes: _codes, ...row }: SupplierRow): SupplierListItem => row;

/** The supplier list's search (spec section 3 filters), shared by the page and the exports. */
export const SUPPLIER_SEARCH: SearchSpec<SupplierRow> = {
  keywordFields: ['name', 'supplierNoScp', 'supplierNoSap', 'identity'],
  filterPaths: { serviceItemCode: 'serviceItemCodes' },
  customFilters: { name: textFilter((r) => r.name) },
};
/** The list's columns in the exports (`search/xls`, the batch's Suppliers sheet), worded as the list's screen. */
export const SUPPLIER_SHEET_COLUMNS = {
  id: ['供應商 ID', 'Supplier ID'],
  supplierNoScp: ['SCP 編號', 'SCP no.'],
  supplierNoSap: ['SAP 編號', 'SAP no.'],
  name: ['供應商名稱', 'Supplier name'],
  countryCode: ['國家', 'Country', { option: 'countries' }],
  supplierTypeCode: ['供應商類型', 'Supplier type', { option: 'supplierTypes' }],
  identityType: ['識別碼類型', 'Identity type', { option: 'identityTypes' }],
  identity: ['識別碼', 'Identity number'],
  stage: ['階段', 'Stage', { status: 'supplierStage' }],
  status: ['狀態', 'Status', { status: 'supplierStatus' }],
  blockStatus: ['凍結狀態', 'Block status', { status: 'blockStatus' }],
  bpmStatus: ['簽核狀態', 'Sign-off', { status: 'bpmStatus' }],
} as const satisfies SheetColumns<SupplierListItem>;

