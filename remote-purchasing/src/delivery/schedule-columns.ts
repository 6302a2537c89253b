import type { CallerPrefix } from 'shared-ui/data';
import { statusColumn, supplierColumn, type ListColumn } from 'shared-ui/list';
import type { DeliveryScheduleRow } from 'shared-ui/contract';
import { deliveryDateColumn, quantityColumn } from '../common/columns';
import { plantColumn } from '../common/options';
import { replySplitsColumn } from '../common/reply-splits';

/**
 * The columns every schedule list starts with: which PO line, what, when, how much is open.
 * `withDates` go right after the estimated date, so the coloured date that matters stays on screen
 * at 1366 px instead of at the far right.
 */
export const scheduleColumns = (prefix: CallerPrefix, withDates: ListColumn<DeliveryScheduleRow>[] = []) => [
  { field: 'poNo', width: 130 },
  { field: 'item', width: 70 },
  ...supplierColumn<DeliveryScheduleRow>(prefix),
  { field: 'material', width: 130 },
  { field: 'itemDesc', minWidth: 180, flex: 1 },
  plantColumn,
  deliveryDateColumn('estimatedDate'),
  ...withDates,
  quantityColumn('openQuantity'),
  statusColumn('confirmStatus', 'deliveryReplyStatus'),
];

/**
 * The reply: its earliest date in its band, then every date with its quantity (a line may be
 * delivered over several dates), so no list shows a split reply as one date and its total.
 */
export const replyColumns: ListColumn<DeliveryScheduleRow>[] = [deliveryDateColumn('replyDate'), replySplitsColumn];
