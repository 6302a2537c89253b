import type { CallerPrefix } from 'shared-ui/data';
import { statusColumn, supplierColumn } from 'shared-ui/list';
import type { DeliveryScheduleRow } from 'shared-ui/contract';
import { dateColourColumn, quantityColumn } from '../common/columns';

/** The columns every schedule list starts with: which PO line, what, when, how much is open. */
export const scheduleColumns = (prefix: CallerPrefix) => [
  { field: 'poNo', width: 130 },
  { field: 'item', width: 70 },
  ...supplierColumn<DeliveryScheduleRow>(prefix),
  { field: 'material', width: 130 },
  { field: 'itemDesc', minWidth: 180, flex: 1 },
  { field: 'plantCode', headerName: 'purchasing:fields.plant', width: 80 },
  { field: 'estimatedDate', width: 120 },
  quantityColumn('openQuantity'),
  statusColumn('confirmStatus', 'deliveryReplyStatus'),
];

export const replyColumns = [quantityColumn('replyQuantity'), dateColourColumn('purchasing:fields.replyDate')];
