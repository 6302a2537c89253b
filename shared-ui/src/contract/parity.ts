import type { BpmStatus } from './bpm';
import type { ExchangeRate } from './exchange-rate';
import type { InquiryStatus } from './inquiry';
import type { Code, DateRange, Id, IsoDate } from './scalars';

/** Parity (bidding) status: values not in the spec (portal's choice); sign-off is in `bpmStatus`. */
export type ParityStatus = 'DRAFT' | 'COMMITTED' | 'COMPLETED' | 'CLOSED';
/** Cost comparison type (portal's choice): compare unit prices or the total cost incl. molds. */
export type CostComparisonType = 'UNIT_PRICE' | 'TOTAL_COST';

export interface ParityFilter {
  parityNo?: string;
  bpmDocNo?: string;
  bpmStatus?: BpmStatus;
  status?: ParityStatus;
  inquiryStatus?: InquiryStatus;
  createdDate?: DateRange;
  inqNo?: string;
  supplierName?: string;
}

/** One supplier's offer on the sheet; `quota` is the quantity given to it, `quotaPercent` its share. */
export interface ParityLine {
  supplierId: Id;
  supplierName?: string;
  quotationId?: Id;
  netPrice?: number;
  listPrice?: number;
  firstPrice?: number;
  historyPrice?: number;
  quota?: number;
  quotaPercent?: number;
  brand?: string;
  deliveryDate?: IsoDate;
  deliveryDays?: number;
  currencyCode: Code;
  taxCode?: Code;
  minPurchaseAmount?: number;
  remark?: string;
}

export interface Parity {
  id?: Id;
  parityNo?: string;
  inquiryId: Id;
  status: ParityStatus;
  bpmStatus: BpmStatus;
  bpmDocNo?: string;
  winReason?: string;
  costComparisonType: CostComparisonType;
  winningSupplierId?: Id;
  /** The quantity split between the suppliers. */
  quantity: number;
  lines: ParityLine[];
  exchangeRateList: ExchangeRate[];
  /** The day the sheet was created (set by the server), what the list's `createdDate` range filters. */
  createdDate?: IsoDate;
}
