import type { Supplier, SupplierListItem } from 'shared-ui/contract';
import { suppliers } from '../store/collections';
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

/** The list's rows: one per supplier, with its service items to filter on. */
export const supplierRows = (): SupplierRow[] => suppliers.all().map((s) => ({ ...listItemOf(s), serviceItemCodes: s.basicData.categoryInfoList.map((c) => c.serviceItemCode) }));
export const withoutServiceItems = ({ serviceItemCodes: _codes, ...row }: SupplierRow): SupplierListItem => row;

/** The supplier list's search (spec section 3 filters), shared by the page and the exports. */
export const SUPPLIER_SEARCH: SearchSpec<SupplierRow> = {
  keywordFields: ['name', 'supplierNoScp', 'supplierNoSap', 'identity'],
  filterPaths: { serviceItemCode: 'serviceItemCodes' },
  customFilters: { name: textFilter((r) => r.name) },
};
export const SUPPLIER_SHEET_COLUMNS = ['id', 'supplierNoScp', 'supplierNoSap', 'name', 'countryCode', 'supplierTypeCode', 'identityType', 'identity', 'stage', 'status', 'blockStatus', 'bpmStatus'] as const;

