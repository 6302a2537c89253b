import type { PoItemHistoryFilter, PoItemHistoryRow } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, searchExport, statusColumn, supplierColumn, supplierFilter } from 'shared-ui/list';
import { deliveryDateColumn, quantityColumn } from '../common/columns';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { plantColumn } from '../common/options';
import { poItemHistorySearch } from '../po/po.api';

/**
 * PO item history (report): every PO item with its quantities (spec section 3: ordered, delivered,
 * goods-received, returned, invoiced), searchable and exportable. A row opens the item's page
 * (`/admin/po/items/:id`) from the report and from the PO area alike.
 */
export const poItemHistoryList = (prefix: CallerPrefix, rowLink: (row: PoItemHistoryRow) => string) =>
  defineList<PoItemHistoryRow, PoItemHistoryFilter>({
    ...poItemHistorySearch(prefix),
    namespace: 'purchasing',
    title: 'purchasing:history.title',
    permission: 'PURCHASE_ORDER',
    exports: [searchExport('xls')],
    rowLink,
    columns: [
      { field: 'poNo', width: 130 },
      { field: 'item', width: 70 },
      { field: 'poDate', width: 110 },
      ...supplierColumn<PoItemHistoryRow>(prefix),
      { field: 'material', width: 130 },
      { field: 'itemDesc', minWidth: 160, flex: 1 },
      plantColumn,
      quantityColumn('orderedQuantity'),
      quantityColumn('deliveredQuantity'),
      quantityColumn('goodsReceivedQuantity'),
      quantityColumn('returnedQuantity'),
      quantityColumn('invoicedQuantity'),
      // The latest estimate, in its band like every delivery date.
      deliveryDateColumn('estimatedDate'),
      statusColumn('status', 'poItemStatus'),
    ],
    filters: [poNoFilter, { type: 'dateRange', name: 'poDate' }, materialFilter, plantFilter, ...supplierFilter<PoItemHistoryFilter>(prefix)],
  });

const historyReport = (prefix: CallerPrefix) => poItemHistoryList(prefix, (row) => `/admin/po/items/${row.id}`);
const poItems = (prefix: CallerPrefix) => poItemHistoryList(prefix, (row) => String(row.id));

export function PoItemHistoryPage() {
  return <ListPage declaration={usePrefixed(historyReport)} />;
}

/** `/admin/po/items`: the same item list, reached from the PO area. */
export function PoItemListPage() {
  return <ListPage declaration={usePrefixed(poItems)} />;
}
