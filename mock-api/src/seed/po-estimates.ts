import { at, day, PURCHASING_DEMO_DAY } from './purchasing-common';
import { confirmedDeliveriesOf, type Supplier } from 'shared-ui/contract';
import type { EstimateRecord, PoRecord, ScheduleRecord } from './purchasing-records';

/**
 * The estimate history of every schedule line: the first plan (the buyer, on the PO day), each
 * dated split of a reply the supplier sent (at `repliedAt`), and the approval that made the reply
 * the estimate (the buyer, a day after the reply), one entry per confirmed part of the reply. `planDates` holds the first plan of lines whose
 * estimate already moved to an approved reply.
 */
export function seedEstimates(
  orders: readonly PoRecord[],
  schedules: readonly ScheduleRecord[],
  planDates: ReadonlyMap<number, string>,
  suppliers: readonly Supplier[],
): EstimateRecord[] {
  const poById = new Map(orders.map((o) => [o.id, o]));
  const repliers = new Map(suppliers.map((s) => [s.id, s.basicData.applicantInfo.applicantAccount]));
  const out: EstimateRecord[] = [];
  const add = (s: ScheduleRecord, entry: Pick<EstimateRecord, 'estimatedDate' | 'quantity' | 'changedAt' | 'changedBy' | 'source'>) =>
    out.push({ id: out.length + 1, poItemId: s.poItemId, scheduleId: s.id, ...entry });

  for (const s of schedules) {
    const po = poById.get(s.poId)!;
    const buyer = po.buyer?.account ?? 'buyer';
    const plan = planDates.get(s.id) ?? s.estimatedDate;
    add(s, { estimatedDate: plan, quantity: s.scheduledQuantity, changedAt: at(po.poDate), changedBy: buyer, source: 'PLAN' });
    if (!s.replies || !s.repliedAt) continue;
    for (const split of s.replies) {
      if (split.replyDate) add(s, { estimatedDate: split.replyDate, quantity: split.replyQuantity, changedAt: s.repliedAt, changedBy: repliers.get(s.supplierId) ?? 'supplier', source: 'REPLY' });
    }
    const next = day(s.repliedAt.slice(0, 10), 1);
    const approvedOn = next > PURCHASING_DEMO_DAY ? PURCHASING_DEMO_DAY : next;
    for (const part of confirmedDeliveriesOf(s)) {
      add(s, { estimatedDate: part.replyDate, quantity: part.replyQuantity, changedAt: at(approvedOn, '16:00'), changedBy: buyer, source: 'APPROVAL' });
    }
  }
  return out;
}
