import type { DeliveryScheduleFilter, DeliveryScheduleRow } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { BoardPage, defineList, DELIVERY_BANDS, searchExport, supplierFilter, toDetail } from 'shared-ui/list';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { repliedByColumn } from '../common/on-behalf';
import { scheduleResource } from './delivery.api';
import { deliveryKanban } from './delivery-kanban';
import { replyColumns, scheduleColumns } from './schedule-columns';

export const deliveryBoardList = (prefix: CallerPrefix) =>
  defineList<DeliveryScheduleRow, DeliveryScheduleFilter>({
    resource: scheduleResource(prefix),
    namespace: 'purchasing',
    title: 'purchasing:board.title',
    permission: 'PURCHASE_ORDER',
    // A line opens on its own page: its reply, the review's reason, its timeline and conversation.
    rowLink: toDetail,
    exports: [searchExport('xls')],
    columns: [...scheduleColumns(prefix, replyColumns), repliedByColumn],
    filters: [
      ...supplierFilter<DeliveryScheduleFilter>(prefix),
      plantFilter,
      materialFilter,
      poNoFilter,
      {
        type: 'multiSelect',
        name: 'dateColour',
        label: 'purchasing:board.band',
        options: DELIVERY_BANDS.map((b) => ({ code: b, label: `status:deliveryDate.${b}` })),
      },
    ],
  });

/**
 * Delivery board (the spec's delivery kanban): the schedule lines still awaiting a delivery by date
 * band (overdue, within 7 days, after 7 days from the business clock) as a kanban of POs, or every
 * line as the list (a line with nothing left to deliver, or of a PO not open, without a band).
 */
export function DeliveryBoardPage() {
  return <BoardPage declaration={usePrefixed(deliveryBoardList)} kanban={deliveryKanban} />;
}
