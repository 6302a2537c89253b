import type { GridValidRowModel } from '@mui/x-data-grid';
import type { SupplierFilter, SupplierListItem } from 'shared-ui/contract';
import { resource, type CallerPrefix } from 'shared-ui/data';
import type { FilterDef, FilterName, ListColumn, PickedOption } from './list-declaration';

// The supplier in lists that several domains show (POs, schedules, quotations, bills): a column
// and a filter for internal users only. A supplier user sees its own rows alone, so for it both
// would say the same on every line. Spread them: `...supplierColumn(prefix)`.

export const supplierColumn = <Row extends GridValidRowModel>(prefix: CallerPrefix): ListColumn<Row>[] =>
  prefix === 'a' ? [{ field: 'supplierName', headerName: 'list:supplier', minWidth: 160, flex: 1 }] : [];

const suppliers = resource<unknown, SupplierListItem, SupplierFilter>('a/supplier');

/** Suppliers by name or number as the user types (a supplier among thousands): `Rio Metals (30001002)`. */
export async function searchSuppliers(text: string): Promise<PickedOption[]> {
  const page = await suppliers.search({ keyword: text.trim() || undefined, paging: { page: 1, pageSize: 20 }, sorts: [] });
  return page.items.map((s) => ({ code: String(s.id), name: s.supplierNoSap ? `${s.name} (${s.supplierNoSap})` : s.name }));
}

/** The `supplierIds` filter: suppliers picked among all (one or several), sent as their ids. */
export const supplierFilter = <Filter extends { supplierIds?: unknown }>(prefix: CallerPrefix): FilterDef<Filter>[] =>
  prefix === 'a'
    ? [{ type: 'remoteSelect', name: 'supplierIds' as FilterName<Filter>, label: 'list:supplier', search: searchSuppliers, toBody: (picked) => picked.map((o) => Number(o.code)) }]
    : [];
