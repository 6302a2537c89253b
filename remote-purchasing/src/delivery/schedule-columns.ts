import { statusColumn } from 'shared-ui/list';
import { dateColourColumn, quantityColumn } from '../common/columns';

/** The columns every schedule list starts with: which PO line, what, when, how much is open. */
export const scheduleColumns = (withSupplier: boolean) => [
  { field: 'poNo', headerName: 'purchasing:fields.poNo', width: 130 },
  { field: 'item', headerName: 'purchasing:fields.item', width: 70 },
  ...(withSupplier ? [{ field: 'supplierName', headerName: 'purchasing:fields.supplier', minWidth: 160, flex: 1 }] : []),
  { field: 'material', headerName: 'purchasing:fields.material', width: 130 },
  { field: 'itemDesc', headerName: 'purchasing:fields.itemDesc', minWidth: 180, flex: 1 },
  { field: 'plantCode', headerName: 'purchasing:fields.plant', width: 80 },
  { field: 'estimatedDate', headerName: 'purchasing:fields.estimatedDate', width: 120 },
  quantityColumn('openQuantity', 'purchasing:fields.openQuantity'),
  statusColumn('confirmStatus', 'deliveryReplyStatus', 'purchasing:fields.confirmStatus'),
];

export const replyColumns = [
  quantityColumn('replyQuantity', 'purchasing:fields.replyQuantity'),
  dateColourColumn('purchasing:fields.replyDate'),
];
