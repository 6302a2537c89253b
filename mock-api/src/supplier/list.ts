import type { Supplier, SupplierListItem } from 'shared-ui/contract';
import { textMatcher } from '../store/compare';
import { suppliers } from '../store/collections';
import type { SearchSpec } from '../store/search';

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

/** `name` as plain text means "contains" (what a name box asks); a value search object is honoured as sent. */
const nameFilter = (row: SupplierRow, value: unknown) => {
  if (typeof value === 'object' && value !== null) {
    const { mode, value: text } = value as { mode?: string; value?: unknown };
    return textMatcher(String(text ?? ''), mode === 'STARTS_WITH' ? 'STARTS_WITH' : 'CONTAINS')(row.name);
  }
  return textMatcher(String(value), 'CONTAINS')(row.name);
};

/** The list's rows: one per supplier, with its service items to filter on. */
export const supplierRows = (): SupplierRow[] => suppliers.all().map((s) => ({ ...listItemOf(s), serviceItemCodes: s.basicData.categoryInfoList.map((c) => c.serviceItemCode) }));
export const withoutServiceItems = ({ serviceItemCodes: _codes, ...row }: SupplierRow): SupplierListItem => row;

/** The supplier list's search (spec section 3 filters), shared by the page and the exports. */
export const SUPPLIER_SEARCH: SearchSpec<SupplierRow> = {
  keywordFields: ['name', 'supplierNoScp', 'supplierNoSap', 'identity'],
  filterPaths: { serviceItemCode: 'serviceItemCodes' },
  customFilters: { name: nameFilter },
};
export const SUPPLIER_SHEET_COLUMNS = ['id', 'supplierNoScp', 'supplierNoSap', 'name', 'countryCode', 'supplierTypeCode', 'identityType', 'identity', 'stage', 'status', 'blockStatus', 'bpmStatus'] as const;

/** `:id` of a path as a number (NaN when it is not one: the lookup then finds nothing). */
export const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NaN);
