import type { GoodsReceipt } from 'shared-ui/contract';
import type { CallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, statusColumn, statusOptions } from 'shared-ui/list';
import { quantityColumn } from '../common/columns';
import { materialFilter, plantFilter, poNoFilter, supplierFilters } from '../common/filters';
import { usePrefixed } from '../common/use-prefixed';

/** Receive board: goods receipts with their inspection result and quantities. */
export const receiveBoardList = (prefix: CallerPrefix) =>
  defineList<GoodsReceipt>({
    resource: `${prefix}/deliveryReceiving`,
    title: 'purchasing:receive.title',
    permission: 'DELIVERY_RECEIVING',
    rowPath: false,
    columns: [
      { field: 'grNo', headerName: 'purchasing:fields.grNo', width: 130 },
      { field: 'receivedDate', headerName: 'purchasing:fields.receivedDate', width: 120 },
      { field: 'poNo', headerName: 'purchasing:fields.poNo', width: 130 },
      { field: 'item', headerName: 'purchasing:fields.item', width: 70 },
      ...(prefix === 'a' ? [{ field: 'supplierName', headerName: 'purchasing:fields.supplier', minWidth: 160, flex: 1 }] : []),
      { field: 'material', headerName: 'purchasing:fields.material', width: 130 },
      { field: 'itemDesc', headerName: 'purchasing:fields.itemDesc', minWidth: 160, flex: 1 },
      { field: 'plantCode', headerName: 'purchasing:fields.plant', width: 80 },
      quantityColumn('receivedQuantity', 'purchasing:fields.receivedQuantity'),
      quantityColumn('acceptedQuantity', 'purchasing:fields.acceptedQuantity'),
      quantityColumn('rejectedQuantity', 'purchasing:fields.rejectedQuantity'),
      quantityColumn('returnedQuantity', 'purchasing:fields.returnedQuantity'),
      statusColumn('inspectionStatus', 'inspectionStatus', 'purchasing:fields.inspectionStatus', 150),
    ],
    filters: [
      ...supplierFilters(prefix),
      plantFilter,
      materialFilter,
      poNoFilter,
      { type: 'dateRange', name: 'receivedDate', label: 'purchasing:fields.receivedDate' },
      {
        type: 'multiSelect',
        name: 'inspectionStatus',
        label: 'purchasing:fields.inspectionStatus',
        options: statusOptions('inspectionStatus'),
      },
    ],
  });

export function ReceiveBoardPage() {
  return <ListPage declaration={usePrefixed(receiveBoardList)} />;
}
