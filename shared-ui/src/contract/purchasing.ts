import type { DeliveryDateColour, DeliveryReplyPart, DeliveryReplySplit, DeliveryReplyStatus, DeliverySchedule } from './delivery';
import type { InspectionStatus, PoItem, PoStatus, PurchaseOrder } from './purchase-order';
import type { AccountRef, Code, DateRange, Id, IsoDate, IsoDateTime, OnBehalf } from './scalars';

// The purchasing calls of spec section 7 (po, poItem, poItemEst, deliveryScheduleToReply,
// deliverySchedule, deliveryReplyReview, deliveryReceiving), shaped by api-conventions.md. The
// same paths exist under `a/` (internal, by purchasing scope) and `su/` (the caller's supplier
// only) unless a comment says otherwise.

/** A PO as the list shows it: the header without its items. */
export type PurchaseOrderListItem = Omit<PurchaseOrder, 'items'>;

/** A PO item with where it belongs and its delivery schedules (`GET {p}/poItem/{id}` and the PO detail). */
export interface PoItemDetail extends PoItem {
  id: Id;
  poId: Id;
  supplierId: Id;
  supplierName?: string;
  poDate: IsoDate;
  currencyCode: Code;
  /** Each with the band of its date that matters, from the business clock, and its reply date by date (a split reply), as the schedule lists have them. */
  schedules: (DeliverySchedule & Pick<DeliveryScheduleRow, 'dateColour' | 'replies'>)[];
}

/** `GET {p}/po/{id}`: the header and every item with its schedules. */
export interface PurchaseOrderDetail extends PurchaseOrderListItem {
  id: Id;
  items: PoItemDetail[];
  /** When the PO terms were accepted and the PO confirmed (`su/po/{id}/confirm`, or staff's `a/` one). */
  confirmedAt?: IsoDateTime;
  /** Who confirmed: a user of the supplier, or staff confirming for it (then `confirmOnBehalf`). */
  confirmedBy?: AccountRef;
  confirmOnBehalf?: OnBehalf;
  printedAt?: IsoDateTime;
}

/** `POST su/po/{id}/confirm`: the supplier accepts the purchase-order terms (must be true). */
export interface PoConfirmInput {
  acceptTerms: boolean;
}

/** `POST a/po/{id}/confirm`: staff confirm for the PO's supplier, which they must name. */
export interface PoConfirmOnBehalfInput extends PoConfirmInput {
  supplierId: Id;
}

/** `POST {p}/poItem/history/search` (and `/xls`): one PO item row of the report. */
export interface PoItemHistoryRow extends PoItem {
  id: Id;
  poId: Id;
  poDate: IsoDate;
  supplierId: Id;
  supplierName?: string;
  currencyCode: Code;
  /** The latest estimated delivery date of the item's schedules. */
  estimatedDate?: IsoDate;
  /** The band of `estimatedDate` on the business clock (with the date only), while the item awaits a delivery on an OPEN PO (`awaitsDelivery`). */
  dateColour?: DeliveryDateColour;
}

export interface PoItemHistoryFilter {
  poNo?: string;
  poDate?: DateRange;
  material?: string;
  plantCode?: Code;
  supplierIds?: Id[];
}

/** `GET {p}/poItemEst/history/{poItemId}`: every change of an item's estimated delivery, newest first. */
export interface PoItemEstimate {
  id: Id;
  poItemId: Id;
  scheduleId: Id;
  estimatedDate: IsoDate;
  quantity: number;
  changedAt: IsoDateTime;
  changedBy: string;
  /** What made the estimate change: the first plan, a supplier reply, an approved reply. */
  source: 'PLAN' | 'REPLY' | 'APPROVAL';
}

/** The PO item a schedule line or a goods receipt belongs to, as its list rows repeat it. */
export interface PoItemContext {
  poId: Id;
  poItemId: Id;
  supplierId: Id;
  supplierName?: string;
  material?: string;
  itemDesc?: string;
  plantCode?: Code;
  unit?: Code;
}

/**
 * A delivery schedule line as the reply, review and board lists show it: the schedule with the
 * PO item it belongs to and, from the business clock, the colour band of its date.
 */
export interface DeliveryScheduleRow extends DeliverySchedule, PoItemContext {
  /** The split reply as sent (one or more dates), each dated part with its own band from the business clock. */
  replies?: DeliveryReplyPart[];
  repliedAt?: IsoDateTime;
  /** Why the buyer sent the reply back (REJECTED). */
  rejectReason?: string;
  /**
   * Band of the date that matters: the replied date once there is one, else the estimated date.
   * None when no delivery is awaited (`awaitsDelivery`: nothing open, or the PO not OPEN).
   */
  dateColour?: DeliveryDateColour;
  /** Its PO's status: with `openQuantity`, whether a delivery (and a reply) is still awaited (`awaitsReply`). */
  poStatus: PoStatus;
}

/** Filters of the schedule lists (reply, review, board). */
export interface DeliveryScheduleFilter {
  poNo?: string;
  material?: string;
  plantCode?: Code;
  supplierIds?: Id[];
  estimatedDate?: DateRange;
  confirmStatus?: DeliveryReplyStatus[];
  dateColour?: DeliveryDateColour[];
}

/** `POST su/deliveryScheduleToReply/reply`: replies to one or more schedules, sent together. */
export interface DeliveryReplyRequest {
  replies: { scheduleId: Id; replies: DeliveryReplySplit[] }[];
}

/**
 * `POST a/deliveryScheduleToReply/reply`: staff reply for one supplier, on lines of that supplier
 * only; its `replyByFile` takes the multipart field `supplierId` beside the file. Its
 * `searchForReply` (and `xls`) reads the lines awaiting a reply of every supplier in the caller's
 * purchasing orgs, `supplierIds` narrowing them to the one replied for.
 */
export interface DeliveryReplyOnBehalfRequest extends DeliveryReplyRequest {
  supplierId: Id;
}

/** `POST a/deliveryReplyReview/{scheduleId}/reject`: the reason is required. */
export interface DeliveryRejectInput {
  reason: string;
}

/**
 * The sheet of the file flows, its columns headed in the request's language (the portal's
 * `purchasing:file.columns` wording); an upload finds each column by its header in either
 * language or by the field's name (a sheet downloaded when the headers were field names). Reply
 * (`replyByFile`): one row per reply date, a schedule split by repeating its `scheduleId`;
 * `replyQuantity` 0 and no date while undecided; staff's (`a/`, the lines of many suppliers) names
 * each line's supplier (`supplierId`, `supplierName`) after `item`, columns an upload reads past.
 * Review (`reviewByFile`): one row per schedule, `decision` A (approve) or R (reject, `reason`
 * required).
 */
export const DELIVERY_REPLY_SHEET_COLUMNS = ['scheduleId', 'poNo', 'item', 'material', 'estimatedDate', 'openQuantity', 'replyQuantity', 'replyDate', 'remark'] as const;
/** The review sheet: `replies` is the reply date by date (a split reply), to read before deciding; not read back. */
export const DELIVERY_REVIEW_SHEET_COLUMNS = ['scheduleId', 'poNo', 'item', 'material', 'replyQuantity', 'replyDate', 'replies', 'decision', 'reason'] as const;
/** The columns an uploaded reply sheet must have (their cells may be blank: a line not answered); without one the sheet is refused as a whole. */
export const DELIVERY_REPLY_SHEET_REQUIRED = ['scheduleId', 'replyQuantity', 'replyDate'] as const satisfies readonly (typeof DELIVERY_REPLY_SHEET_COLUMNS)[number][];
/** The columns an uploaded review sheet must have (their cells may be blank: a reply not decided yet). */
export const DELIVERY_REVIEW_SHEET_REQUIRED = ['scheduleId', 'decision', 'reason'] as const satisfies readonly (typeof DELIVERY_REVIEW_SHEET_COLUMNS)[number][];

/** The answer of `replyByFile` / `reviewByFile`: what was saved. A refused file answers 400 with one message per broken cell. */
export interface FileReplyResult {
  saved: number;
}

/** `POST {p}/deliveryReceiving/search`: one goods receipt and its inspection result. */
export interface GoodsReceipt extends PoItemContext {
  id: Id;
  grNo: string;
  poNo: string;
  item: number;
  receivedDate: IsoDate;
  receivedQuantity: number;
  acceptedQuantity: number;
  rejectedQuantity: number;
  returnedQuantity: number;
  inspectionStatus: InspectionStatus;
}

export interface GoodsReceiptFilter {
  poNo?: string;
  material?: string;
  plantCode?: Code;
  supplierIds?: Id[];
  receivedDate?: DateRange;
  inspectionStatus?: InspectionStatus[];
}
