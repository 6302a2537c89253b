import type { Code, DateRange, Id, IsoDate } from './scalars';

/**
 * Quotation status: values not in the spec except Completed (section 4: quotations picked for a
 * parity sheet must be Completed). INVITED: waiting for the supplier; DRAFT: supplier saved;
 * COMMITTED: supplier sent it; REJECTED: sent back; COMPLETED: accepted; CLOSED: closed.
 */
export type QuotationStatus = 'INVITED' | 'DRAFT' | 'COMMITTED' | 'REJECTED' | 'COMPLETED' | 'CLOSED';

export interface QuotationFilter {
  status?: QuotationStatus;
  type?: Code;
  prNo?: string;
  material?: string;
  moldModel?: string;
  active?: boolean;
  effectiveDate?: DateRange;
  quotationExpireDate?: DateRange;
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
}
