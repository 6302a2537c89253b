import { DELIVERY_COLOUR_THRESHOLD_DAYS } from './constants';
import type { PoStatus } from './purchase-order';
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

/**
 * One part of a reply as the schedule lists, the line and the PO answer it: the split with the band
 * of its own date, placed by the server's business clock by the rule of the line's band
 * (`dueDateColour`), so every date of a split reply is coloured, not only the earliest. No band
 * while the date is undecided, nor on a line that awaits no delivery. The browser has no business
 * date: it never bands a part itself.
 */
export interface DeliveryReplyPart extends DeliveryReplySplit {
  dateColour?: DeliveryDateColour;
}

/** What a line holds of its reply: the parts as sent (banded once answered), their earliest date and total, that date's band. */
type RepliedLine = { replies?: DeliveryReplyPart[]; replyQuantity?: number; replyDate?: IsoDate; dateColour?: DeliveryDateColour };

/** In date order, as the deliveries come; an undecided split (no date) last. */
function byReplyDate({ replyDate: a }: DeliveryReplySplit, { replyDate: b }: DeliveryReplySplit) {
  if (a === b) return 0;
  if (!a || !b) return a ? -1 : 1;
  return a < b ? -1 : 1;
}

/**
 * The splits of the reply standing on the line, in date order; a reply stored without them is its
 * one date and quantity (in the line's band: its date is the one that matters). A line sent back
 * (REJECTED) keeps the rejected reply in `replies` but has no reply standing (`replyQuantity`
 * cleared), so it has none. Every screen and file that shows a reply shows these (spec section 4:
 * a line may be delivered over several dates).
 */
export function replySplitsOf(line: RepliedLine): DeliveryReplyPart[] {
  if (line.replyQuantity === undefined) return [];
  if (!line.replies?.length) {
    return [{ replyQuantity: line.replyQuantity, ...(line.replyDate ? { replyDate: line.replyDate, ...(line.dateColour ? { dateColour: line.dateColour } : {}) } : {}) }];
  }
  return [...line.replies].sort(byReplyDate);
}

/**
 * The reply a line was sent back with (REJECTED), in date order: kept in `replies` for the record
 * while no reply stands, so the supplier and the buyer read what was refused beside the reason.
 * None on a line in any other status.
 */
export const rejectedReplyOf = (line: Pick<RepliedLine, 'replies'> & { confirmStatus: DeliveryReplyStatus }): DeliveryReplyPart[] =>
  line.confirmStatus === 'REJECTED' && line.replies ? [...line.replies].sort(byReplyDate) : [];

/**
 * A reply without any date: quantity 0 while the date is undecided. There is nothing to agree to,
 * so it can only be sent back for a date, never approved (the screen and the server alike).
 */
export const replyUndecided = (line: Pick<RepliedLine, 'replyDate'>) => !line.replyDate;

/**
 * The confirmed deliveries of an APPROVED line: every dated part of the approved reply, in date
 * order (an undecided part holds quantity 0 and confirms nothing); the earliest is the line's
 * estimated date. None before approval.
 */
export const confirmedDeliveriesOf = (line: RepliedLine & { confirmStatus: DeliveryReplyStatus }) =>
  line.confirmStatus === 'APPROVED' ? replySplitsOf(line).filter((s): s is DeliveryReplyPart & { replyDate: IsoDate } => Boolean(s.replyDate)) : [];

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

/** What a delivery line's band depends on besides its date: what is still to deliver, and its PO's status. */
export interface DeliveryDue {
  /** Still to deliver: of a line its `openQuantity`, of a PO item the sum of its lines'. */
  openQuantity: number;
  poStatus: PoStatus;
}

/**
 * Whether a delivery is still awaited: something is still to deliver on a PO still OPEN. Only then
 * is a date overdue, within 7 days or later (spec sections 2 and 9). A line delivered in full, or
 * of a completed or cancelled PO, has no date left to chase.
 */
export const awaitsDelivery = ({ openQuantity, poStatus }: DeliveryDue): boolean => poStatus === 'OPEN' && openQuantity > 0;

/**
 * A line its supplier may (still or again) reply to: not replied yet or sent back, while a delivery
 * is awaited (`awaitsDelivery`). A line of a completed or cancelled PO has no date left to give,
 * whatever quantity it still shows. The one rule of the server's refusal and the screens' Reply.
 */
export const awaitsReply = (line: DeliveryDue & { confirmStatus: DeliveryReplyStatus }): boolean =>
  (line.confirmStatus === 'NOT_REPLIED' || line.confirmStatus === 'REJECTED') && awaitsDelivery(line);

/**
 * The band of a date of a line (its estimate, its reply, each part of a split reply) or of a PO
 * item: its `deliveryDateColour` while a delivery is awaited (`awaitsDelivery`), else none. The
 * one rule of every banded date the server answers: a date without a band is shown plain and is in
 * no column of the delivery board.
 */
export const dueDateColour = (date: IsoDate, due: DeliveryDue, today: IsoDate): DeliveryDateColour | undefined =>
  awaitsDelivery(due) ? deliveryDateColour(date, today) : undefined;
