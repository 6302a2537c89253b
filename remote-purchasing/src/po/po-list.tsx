import type { PurchaseOrderListItem } from 'shared-ui/contract';
import type { CallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, statusColumn, statusOptions } from 'shared-ui/list';
import { materialFilter, plantFilter, poNoFilter, supplierFilters } from '../common/filters';
import { usePrefixed } from '../common/use-prefixed';

/** The PO list (spec section 3 filters); internal users see their purchasing scope, a supplier its own POs. */
export const poList = (prefix: CallerPrefix) =>
  defineList<PurchaseOrderListItem>({
    resource: `${prefix}/po`,
    title: 'purchasing:po.title',
    permission: 'PURCHASE_ORDER',
    export: 'xls',
    columns: [
      { field: 'poNo', headerName: 'purchasing:fields.poNo', width: 140 },
      { field: 'poDate', headerName: 'purchasing:fields.poDate', width: 120 },
      ...(prefix === 'a' ? [{ field: 'supplierName', headerName: 'purchasing:fields.supplier', flex: 1, minWidth: 180 }] : []),
      { field: 'type', headerName: 'purchasing:fields.type', width: 80 },
      statusColumn('status', 'poStatus', 'purchasing:fields.status'),
      statusColumn('confirmStatus', 'poConfirmStatus', 'purchasing:fields.confirmStatus'),
      statusColumn('printStatus', 'poPrintStatus', 'purchasing:fields.printStatus'),
      { field: 'purchasingOrgCode', headerName: 'purchasing:fields.purchasingOrg', width: 110 },
      { field: 'currencyCode', headerName: 'purchasing:fields.currency', width: 90 },
      { field: 'incotermCode', headerName: 'purchasing:fields.incoterm', width: 90 },
    ],
    filters: [
      poNoFilter,
      { type: 'dateRange', name: 'poDate', label: 'purchasing:fields.poDate' },
      { type: 'text', name: 'keyword', label: 'purchasing:fields.keyword' },
      materialFilter,
      { type: 'text', name: 'itemDesc', label: 'purchasing:fields.itemDesc' },
      plantFilter,
      ...supplierFilters(prefix),
      { type: 'select', name: 'status', label: 'purchasing:fields.status', options: statusOptions('poStatus') },
      { type: 'select', name: 'confirmStatus', label: 'purchasing:fields.confirmStatus', options: statusOptions('poConfirmStatus') },
    ],
  });

export function PoListPage() {
  return <ListPage declaration={usePrefixed(poList)} />;
}
