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

/** A row of the comparison: a material (or mold, or lane) of the inquiry and the quantity to split. */
export interface ParityItem {
  seq: number;
  material?: string;
  description: string;
  unit?: Code;
  /** The quantity split between the suppliers (the annual usage asked). */
  quantity: number;
}

/**
 * One supplier's offer for one row (`seq`) of the sheet; `quota` is the quantity given to it,
 * `quotaPercent` its share. Prices are per unit in `currencyCode`; `toolingAmount` (the mold) and
 * `shippingCost` count in the total cost.
 */
export interface ParityLine {
  seq: number;
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
  toolingAmount?: number;
  shippingCost?: number;
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
  /** The rows compared: the inquiry's materials (molds, lanes) with their quantities. */
  items: ParityItem[];
  lines: ParityLine[];
  /** The purchasing org's currency, into which `exchangeRateList` converts (USD among them). */
  localCurrencyCode: Code;
  exchangeRateList: ExchangeRate[];
  /** The day the sheet was created (set by the server), what the list's `createdDate` range filters. */
  createdDate?: IsoDate;
}

/** A row of `a/parity/search`: the sheet without its lines, with its inquiry and suppliers named. */
export interface ParityListItem extends Omit<Parity, 'items' | 'lines' | 'exchangeRateList'> {
  id: Id;
  parityNo: string;
  inqNo?: string;
  inquiryStatus?: InquiryStatus;
  purchasingOrgCode: Code;
  supplierNames: string[];
  winningSupplierName?: string;
}

/** `GET a/parity/{id}`: the sheet with the inquiry's number and purpose. */
export interface ParityDetail extends Parity {
  id: Id;
  parityNo: string;
  inqNo?: string;
  inquiryType?: Code;
  purchasingOrgCode: Code;
  rejectReason?: string;
}

/** `POST a/inquiry/{id}/parity`: the quotations compared (each COMPLETED, one per supplier). */
export interface ParityCreateRequest {
  quotationIds: Id[];
}

/** `POST a/parity/quotation/priceUpdate/materialItems`: a price the approved sheet sets on a material. */
export interface PriceUpdateItem {
  seq: number;
  material: string;
  description: string;
  price: number;
  currencyCode: Code;
  supplierId: Id;
}
