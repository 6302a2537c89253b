import { DELIVERY_COLOUR_THRESHOLD_DAYS } from './constants';
import type { AccountRef, Id, IsoDate, OnBehalf } from './scalars';

/**
 * Reply status of a delivery schedule ("PO item and reply" catalogue; values are the portal's
 * choice). A reply is agreed (APPROVED) or rejected back (REJECTED, the supplier replies again);
 * once sent (REPLIED) the date cannot be edited.
 */
export type DeliveryReplyStatus = 'NOT_REPLIED' | 'REPLIED' | 'APPROVED' | 'REJECTED';

export interface DeliverySchedule {
  id: Id;
  poNo: string;
  item: number;
  estimatedDate: IsoDate;
  scheduledQuantity: number;
  /** Still to deliver: what a reply may cover at most. */
  openQuantity: number;
  replyQuantity?: number;
  replyDate?: IsoDate;
  confirmStatus: DeliveryReplyStatus;
  remark?: string;
  /** Who sent the reply: a user of the supplier, or staff replying for it (then `replyOnBehalf`). */
  repliedBy?: AccountRef;
  replyOnBehalf?: OnBehalf;
}

/** One row of a supplier's reply; a schedule may be split over several dates. */
export interface DeliveryReplySplit {
  /** 0 while the date is undecided (spec section 4). */
  replyQuantity: number;
  replyDate?: IsoDate;
  remark?: string;
}

export interface DeliveryReplyInput {
  scheduleId: Id;
  openQuantity: number;
  replies: DeliveryReplySplit[];
}

export type DeliveryDateColour = 'OVERDUE' | 'WITHIN_THRESHOLD' | 'LATER';

/** Whole days from `today` to `date` (both `YYYY-MM-DD`), negative when past. */
export function daysUntil(date: IsoDate, today: IsoDate): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The colour band of a delivery date: overdue, within 7 days, after 7 days (spec section 2). */
export function deliveryDateColour(date: IsoDate, today: IsoDate): DeliveryDateColour {
  const days = daysUntil(date, today);
  if (days < 0) return 'OVERDUE';
  return days <= DELIVERY_COLOUR_THRESHOLD_DAYS ? 'WITHIN_THRESHOLD' : 'LATER';
}
