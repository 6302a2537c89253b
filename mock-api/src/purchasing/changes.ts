import { awaitsReply as awaitsLineReply, confirmedDeliveriesOf, deliveryReplySchema, issueMessages, sumOf, type DeliveryReplySplit, type IssueMessage } from 'shared-ui/contract';
import { recordActivity } from '../activity';
import { findAccount } from '../auth/accounts';
import type { EstimateRecord, PoRecord, ScheduleRecord } from '../seed/purchasing-records';
import { clock } from '../store/clock';
import { db } from '../store/db';
import { poItemEstimates } from '../store/collections';
import { notifyLineDecisions } from './line-notifications';
import type { Author } from './on-behalf';
import { dueOf } from './rows';

// The changes of a delivery line: a supplier's reply, the buyer's approval or rejection. Each
// call checks everything first and then applies every change of the request at once, with one
// save (all-or-nothing, and a file of fifty lines does not write the state fifty times).

/**
 * A stored line its supplier may (still or again) reply to: the contract's `awaitsReply`, given
 * the line's PO (none: it awaits nothing).
 */
export const awaitsReply = (s: ScheduleRecord, po: PoRecord | undefined) => awaitsLineReply({ ...dueOf(s, po), confirmStatus: s.confirmStatus });

/**
 * The reply checked by the contract's rule (deliveryReplySchema) against the SERVER's open
 * quantity and its PO item's unit, whatever the client thinks they are: the splits as parsed, or
 * the broken rules.
 */
export function checkReply(schedule: ScheduleRecord, unit: string | undefined, replies: unknown): { splits: DeliveryReplySplit[] } | { issues: IssueMessage[] } {
  const result = deliveryReplySchema.safeParse({ scheduleId: schedule.id, openQuantity: schedule.openQuantity, unit, replies });
  if (!result.success) return { issues: issueMessages(result.error) };
  return { splits: result.data.replies.map((r) => ({ replyQuantity: r.replyQuantity, ...(r.replyDate ? { replyDate: r.replyDate } : {}), ...(r.remark ? { remark: r.remark } : {}) })) };
}

export type LineChange =
  | { kind: 'reply'; schedule: ScheduleRecord; splits: DeliveryReplySplit[]; author: Author }
  | { kind: 'approve'; schedule: ScheduleRecord }
  | { kind: 'reject'; schedule: ScheduleRecord; reason: string };

/** Merges the patch into the stored record; an undefined value removes the field. */
function patch(record: ScheduleRecord, changes: Partial<ScheduleRecord>) {
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete (record as unknown as Record<string, unknown>)[key];
    else (record as unknown as Record<string, unknown>)[key] = value;
  }
}

const STATUS_AFTER = { reply: 'REPLIED', approve: 'APPROVED', reject: 'REJECTED' } as const;

/** Applies checked changes to the stored lines, records the estimate history, saves once. */
export function applyChanges(changes: readonly LineChange[], account: string): void {
  const now = clock.iso();
  const history: Omit<EstimateRecord, 'id'>[] = [];
  const entry = (s: ScheduleRecord, estimatedDate: string, quantity: number, source: EstimateRecord['source']) =>
    history.push({ poItemId: s.poItemId, scheduleId: s.id, estimatedDate, quantity, changedAt: now, changedBy: account, source });

  const reviewer = findAccount(account);
  for (const change of changes) {
    const s = change.schedule;
    const from = s.confirmStatus;
    if (change.kind === 'reply') {
      const dates = change.splits.flatMap((r) => (r.replyDate ? [r.replyDate] : [])).sort();
      const remarks = change.splits.flatMap((r) => (r.remark ? [r.remark] : []));
      patch(s, {
        replies: change.splits,
        replyQuantity: sumOf(change.splits.map((r) => r.replyQuantity)),
        replyDate: dates[0],
        repliedAt: now,
        confirmStatus: 'REPLIED',
        rejectReason: undefined,
        repliedBy: change.author.by,
        replyOnBehalf: change.author.onBehalf,
        ...(remarks.length ? { remark: remarks.join('; ') } : {}),
      });
      for (const r of change.splits) if (r.replyDate) entry(s, r.replyDate, r.replyQuantity, 'REPLY');
    } else if (change.kind === 'approve') {
      // Every dated part of the reply becomes a confirmed delivery of the line (the reply stays in
      // `replies`), each in the estimate history; the earliest is the estimated date the lists show.
      patch(s, { confirmStatus: 'APPROVED', estimatedDate: s.replyDate ?? s.estimatedDate });
      for (const part of confirmedDeliveriesOf(s)) entry(s, part.replyDate, part.replyQuantity, 'APPROVAL');
    } else {
      // The rejected reply stays readable in `replies`; the line waits for a new one.
      patch(s, { confirmStatus: 'REJECTED', rejectReason: change.reason, replyQuantity: undefined, replyDate: undefined });
    }
    const by = change.kind === 'reply' ? change.author.by : reviewer ?? { account };
    recordActivity({ kind: 'deliverySchedule', id: s.id }, {
      action: change.kind,
      by,
      ...(change.kind === 'reply' && change.author.onBehalf ? { onBehalf: change.author.onBehalf } : {}),
      catalogue: 'deliveryReplyStatus',
      from,
      to: STATUS_AFTER[change.kind],
      // A reply's remark is the supplier's note, not a reason: nothing was refused.
      ...(change.kind === 'reject' ? { reason: change.reason } : {}),
      ...(change.kind === 'reply' ? { remark: change.splits.flatMap((r) => (r.remark ? [r.remark] : [])).join('; ') } : {}),
    });
  }
  if (history.length) poItemEstimates.insertMany(history);
  else db.commit();
  notifyLineDecisions(changes);
}
