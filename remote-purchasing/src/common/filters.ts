import { api } from 'shared-ui';
import type { PageResult, SupplierListItem } from 'shared-ui/contract';
import type { CallerPrefix } from 'shared-ui/data';
import { optionsOf } from 'shared-ui/data';
import type { FilterDef } from 'shared-ui/list';

// The filters the purchasing lists share (spec section 3: PO number, material, plant, suppliers).

const searchSuppliers = async (text: string) => {
  const { data } = await api.post<PageResult<SupplierListItem>>('a/supplier/search', {
    keyword: text.trim() || undefined,
    paging: { page: 1, pageSize: 20 },
  });
  return data.items.map((s) => ({ code: String(s.id), name: s.supplierNoSap ? `${s.name} (${s.supplierNoSap})` : s.name }));
};

export const poNoFilter: FilterDef = { type: 'text', name: 'poNo', label: 'purchasing:fields.poNo' };
export const materialFilter: FilterDef = { type: 'text', name: 'material', label: 'purchasing:fields.material' };
/** Plants within the internal user's scope (a/options), all plants for a supplier (g/options). */
export const plantFilter: FilterDef = { type: 'select', name: 'plantCode', label: 'purchasing:fields.plant', options: optionsOf('plants') };

/** Internal users pick suppliers; a supplier only ever sees its own rows, so it has no such filter. */
export const supplierFilters = (prefix: CallerPrefix): FilterDef[] =>
  prefix === 'a'
    ? [{ type: 'remoteSelect', name: 'supplierIds', label: 'purchasing:fields.supplier', search: searchSuppliers, toBody: (o) => [Number(o.code)] }]
    : [];
