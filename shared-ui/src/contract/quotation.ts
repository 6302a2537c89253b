import type { FileRef } from './files';
import type { InquiryMaterial, MaterialLine, MoldItem, ShippingCostItem } from './inquiry';
import type { Code, DateRange, Id, IsoDate, IsoDateTime } from './scalars';

/**
 * Quotation status: values not in the spec except Completed (section 4: quotations picked for a
 * parity sheet must be Completed). INVITED: waiting for the supplier; DRAFT: supplier saved;
 * COMMITTED: supplier sent it; REJECTED: sent back; COMPLETED: accepted; CLOSED: closed.
 */
export type QuotationStatus = 'INVITED' | 'DRAFT' | 'COMMITTED' | 'REJECTED' | 'COMPLETED' | 'CLOSED';
/** The statuses in which the supplier still answers (saves, commits). */
export const QUOTATION_OPEN_TO_SUPPLIER: readonly QuotationStatus[] = ['INVITED', 'DRAFT', 'REJECTED'];
/** The statuses a forced close of the inquiry closes. */
export const QUOTATION_OPEN: readonly QuotationStatus[] = ['INVITED', 'DRAFT', 'COMMITTED', 'REJECTED'];
/**
 * The statuses in which the buyer sets the quotation's validity (`effectiveDate`, `expireDate`,
 * `PUT a/quotation/{id}`): sent by the supplier (COMMITTED) or accepted (COMPLETED). The detail
 * page offers the edit and the server refuses any other status (409).
 */
export const QUOTATION_VALIDITY_SET_BY_BUYER: readonly QuotationStatus[] = ['COMMITTED', 'COMPLETED'];

export interface QuotationFilter {
  /** One status or several (the home page's "to answer": INVITED, DRAFT, REJECTED). */
  status?: QuotationStatus | QuotationStatus[];
  type?: Code;
  prNo?: string;
  material?: string;
  moldModel?: string;
  active?: boolean;
  effectiveDate?: DateRange;
  quotationExpireDate?: DateRange;
  dueDate?: DateRange;
  quoNo?: string;
  inqNo?: string;
  supplierId?: Id;
}

/** A price line: first-time and regular prices of the mold and of the object (piece). */
export interface QuotationLine {
  seq: number;
  supplierId: Id;
  firstMoldPrice?: number;
  firstObjectPrice?: number;
  moldPrice?: number;
  objectPrice?: number;
  sum?: number;
}

/** An earlier price of the same item, for the "history by item" view. */
export interface QuotationHistory {
  quoNo: string;
  seq: number;
  objectPrice?: number;
  currencyCode: Code;
  quotedAt: IsoDate;
}

export interface Quotation {
  id?: Id;
  quoNo?: string;
  inquiryId: Id;
  status: QuotationStatus;
  currencyCode: Code;
  dueDate: IsoDate;
  supplierId: Id;
  supplierName?: string;
  lines: QuotationLine[];
  /** Warranty, as the supplier words it. */
  warranty?: string;
  specialRemarks?: string;
  effectiveDate?: IsoDate;
  expireDate?: IsoDate;
  history?: QuotationHistory[];
}

/**
 * A row of `quotation/search` (a/ and su/): the quotation without its price lines and history,
 * with what the list shows of its inquiry. `QuotationFilter`'s `type`, `prNo`, `material` and
 * `moldModel` match the inquiry; `active` = in effect on the business day
 * (`effectiveDate` ≤ today ≤ `expireDate`); `quotationExpireDate` ranges over `expireDate`.
 */
export interface QuotationListItem extends Omit<Quotation, 'lines' | 'history'> {
  inqNo?: string;
  /** The inquiry's type (MAT, MOLD, SHIP), what the `type` filter matches. */
  inquiryType: Code;
  prNo?: string;
  purchasingOrgCode: Code;
  plantCode: Code;
  /** Whole days from the server's business day to `dueDate` (negative once it passed). */
  dueInDays?: number;
}

/**
 * A material of the inquiry as a quotation shows it: what is asked, without the buyer's initial
 * price and the final (awarded) price. A quotation is read by its supplier (spec section 6: its own
 * records only), and those prices are the buyer's, the awarded one maybe a competitor's.
 */
export type QuotedMaterial = Omit<InquiryMaterial, 'initialPrice' | 'finalPrice'>;

/** What a quotation shows of its inquiry: what is asked, in which currency, for which org. */
export interface QuotationInquiry {
  inqNo: string;
  inquiryType: Code;
  purpose?: string;
  currencyCode: Code;
  purchasingOrgCode: Code;
  plantCode: Code;
  materials: QuotedMaterial[];
  moldItems: MoldItem[];
  shippingCostItems: ShippingCostItem[];
  materialLines: MaterialLine[];
}

/** `GET {a|su}/quotation/{id}`: the quotation, what its inquiry asks, why it was sent back. */
export interface QuotationDetail extends Quotation {
  id: Id;
  quoNo: string;
  inquiry: QuotationInquiry;
  /** The buyer's reason when it was sent back (REJECTED), kept until the supplier commits again. */
  rejectReason?: string;
  attachments: FileRef[];
  committedAt?: IsoDateTime;
  /** Whole days from the server's business day to `dueDate` (negative once it passed). */
  dueInDays: number;
}

/** `PUT su/quotation/{id}`: what the supplier saves. */
export interface QuotationSave {
  lines: QuotationLine[];
  warranty?: string;
  specialRemarks?: string;
  attachments?: FileRef[];
}

/** `PUT a/quotation/{id}`: the buyer's validity of the quotation; a date left out keeps the stored one. */
export interface QuotationValidity {
  effectiveDate: IsoDate;
  expireDate: IsoDate;
}

/** `POST a/quotation/invite`: more suppliers asked to quote on a sent inquiry. */
export interface QuotationInviteRequest {
  inquiryId: Id;
  supplierIds: Id[];
}

/** `POST a/quotation/{id}/reject`: the reason, and a new due date when the old one has passed. */
export interface QuotationRejectRequest {
  reason: string;
  dueDate?: IsoDate;
}
