import type { GoodsReceipt, GoodsReceiptFilter } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { BoardPage, defineList, statusColumn, statusOptions, supplierColumn, supplierFilter } from 'shared-ui/list';
import { quantityColumn } from '../common/columns';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { plantColumn } from '../common/options';
import { goodsReceiptResource } from './delivery.api';
import { receiveKanban } from './receive-kanban';

/** Receive board: goods receipts with their inspection result and quantities. */
export const receiveBoardList = (prefix: CallerPrefix) =>
  defineList<GoodsReceipt, GoodsReceiptFilter>({
    resource: goodsReceiptResource(prefix),
    namespace: 'purchasing',
    title: 'purchasing:receive.title',
    permission: 'DELIVERY_RECEIVING',
    columns: [
      { field: 'grNo', width: 130 },
      { field: 'receivedDate', width: 120 },
      { field: 'poNo', width: 130 },
      { field: 'item', width: 70 },
      ...supplierColumn<GoodsReceipt>(prefix),
      { field: 'material', width: 130 },
      { field: 'itemDesc', minWidth: 160, flex: 1 },
      plantColumn,
      quantityColumn('receivedQuantity'),
      quantityColumn('acceptedQuantity'),
      quantityColumn('rejectedQuantity'),
      quantityColumn('returnedQuantity'),
      statusColumn('inspectionStatus', 'inspectionStatus', 150),
    ],
    filters: [
      ...supplierFilter<GoodsReceiptFilter>(prefix),
      plantFilter,
      materialFilter,
      poNoFilter,
      { type: 'dateRange', name: 'receivedDate' },
      { type: 'multiSelect', name: 'inspectionStatus', options: statusOptions('inspectionStatus') },
    ],
  });

/** Receive board (the spec's goods-receipt kanban): a column per inspection status, or the list. */
export function ReceiveBoardPage() {
  return <BoardPage declaration={usePrefixed(receiveBoardList)} kanban={receiveKanban} />;
}
