import type { PoItemHistoryRow } from 'shared-ui/contract';
import type { CallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, statusColumn } from 'shared-ui/list';
import { quantityColumn } from '../common/columns';
import { materialFilter, plantFilter, poNoFilter, supplierFilters } from '../common/filters';
import { usePrefixed } from '../common/use-prefixed';

/**
 * PO item history (report): every PO item with its quantities, searchable and exportable. A row
 * opens the item's page (`/admin/po/items/:id`) from the report and from the PO area alike.
 */
export const poItemHistoryList = (prefix: CallerPrefix, rowPath: string) =>
  defineList<PoItemHistoryRow>({
    resource: `${prefix}/poItem/history`,
    title: 'purchasing:history.title',
    permission: 'PURCHASE_ORDER',
    export: 'xls',
    rowPath,
    columns: [
      { field: 'poNo', headerName: 'purchasing:fields.poNo', width: 130 },
      { field: 'item', headerName: 'purchasing:fields.item', width: 70 },
      { field: 'poDate', headerName: 'purchasing:fields.poDate', width: 110 },
      ...(prefix === 'a' ? [{ field: 'supplierName', headerName: 'purchasing:fields.supplier', minWidth: 160, flex: 1 }] : []),
      { field: 'material', headerName: 'purchasing:fields.material', width: 130 },
      { field: 'itemDesc', headerName: 'purchasing:fields.itemDesc', minWidth: 160, flex: 1 },
      { field: 'plantCode', headerName: 'purchasing:fields.plant', width: 80 },
      quantityColumn('orderedQuantity', 'purchasing:fields.orderedQuantity'),
      quantityColumn('deliveredQuantity', 'purchasing:fields.deliveredQuantity'),
      quantityColumn('goodsReceivedQuantity', 'purchasing:fields.goodsReceivedQuantity'),
      quantityColumn('invoicedQuantity', 'purchasing:fields.invoicedQuantity'),
      { field: 'estimatedDate', headerName: 'purchasing:fields.estimatedDate', width: 120 },
      statusColumn('status', 'poItemStatus', 'purchasing:fields.status'),
    ],
    filters: [poNoFilter, { type: 'dateRange', name: 'poDate', label: 'purchasing:fields.poDate' }, materialFilter, plantFilter, ...supplierFilters(prefix)],
  });

const historyReport = (prefix: CallerPrefix) => poItemHistoryList(prefix, '/admin/po/items/:id');
const poItems = (prefix: CallerPrefix) => poItemHistoryList(prefix, ':id');

export function PoItemHistoryPage() {
  return <ListPage declaration={usePrefixed(historyReport)} />;
}

/** `/admin/po/items`: the same item list, reached from the PO area. */
export function PoItemListPage() {
  return <ListPage declaration={usePrefixed(poItems)} />;
}
