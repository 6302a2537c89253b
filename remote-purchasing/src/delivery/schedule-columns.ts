import { useCan } from 'shared-ui';
import type { CallerPrefix } from 'shared-ui/data';
import { statusColumn, supplierColumn, type ListColumn } from 'shared-ui/list';
import type { DeliveryScheduleRow } from 'shared-ui/contract';
import { deliveryDateColumn, quantityColumn } from '../common/columns';
import { plantColumn } from '../common/options';
import { replySplitsColumn } from '../common/reply-splits';

/**
 * The columns every schedule list starts with: which PO line, what, when, how much is open.
 * `actions` (reply; approve and reject) go right after the PO line they act on, where the eye and
 * the keyboard are: at the far right they were 1,400 to 2,200 px away, off screen at 1366 px and
 * on a phone. `withDates` go right after the estimated date, so the coloured date that matters
 * stays on screen at 1366 px instead of at the far right.
 */
export const scheduleColumns = (prefix: CallerPrefix, withDates: ListColumn<DeliveryScheduleRow>[] = [], actions: ListColumn<DeliveryScheduleRow>[] = []) => [
  { field: 'poNo', width: 130 },
  { field: 'item', width: 70 },
  ...actions,
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

/**
 * Where a row of a schedule list leads: the line's page (`deliveryBoard/detail/view/:id`), with its
 * reply, its review, its timeline and conversation, and the same Reply, Approve and Reject.
 */
export const toLinePage = (row: DeliveryScheduleRow) => `/admin/deliveryBoard/detail/view/${encodeURIComponent(String(row.id))}`;

/**
 * Where a schedule list's rows lead for this user: the line page, which asks PURCHASE_ORDER view
 * (the delivery board's), or nowhere (rows that are not links) for a role replying or reviewing
 * without it, whom that page would refuse.
 */
export function useLinePageLink(): ((row: DeliveryScheduleRow) => string) | undefined {
  return useCan('PURCHASE_ORDER', 'view') ? toLinePage : undefined;
}
