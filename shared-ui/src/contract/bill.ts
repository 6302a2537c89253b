import { US_DOLLAR } from './constants';
import type { FileRef } from './files';
import type { AccountRef, Amount, Code, DateRange, Id, IsoDate, IsoDateTime } from './scalars';

export * from './bill-money';

// The bill (invoice request) flow of spec section 4 (save, draft, commit, reject, cancel), as the
// portal reads it:
// - draft: the supplier (or an internal user acting for it) creates a request from received PO
//   items; it is saved as DRAFT. Save (PUT) changes a DRAFT or REJECTED bill, its status stays.
// - commit: DRAFT or REJECTED → COMMITTED, the invoice file attached; on a COMMITTED bill the
//   internal commit is the approval → COMPLETED, and the PO items' invoiced quantities rise.
// - reject (internal, with a reason): COMMITTED → REJECTED; the supplier corrects and commits again.
// - cancel: DRAFT or REJECTED → CANCELLED, after confirmation; its quantities are free again.
// - a COMPLETED bill can be blocked for payment (and the block lifted), with a reason.

/** Bill (invoice request) status: values not in the spec (portal's choice), one per action. */
export type BillStatus = 'DRAFT' | 'COMMITTED' | 'REJECTED' | 'CANCELLED' | 'COMPLETED';

/** The bills that hold their PO items' quantities while they are worked on. */
export const OPEN_BILL_STATUSES: readonly BillStatus[] = ['DRAFT', 'COMMITTED', 'REJECTED'];
/** The bills the supplier may still change, commit or cancel. */
export const CHANGEABLE_BILL_STATUSES: readonly BillStatus[] = ['DRAFT', 'REJECTED'];
export const isChangeableBill = (status: BillStatus) => CHANGEABLE_BILL_STATUSES.includes(status);

export interface BillFilter {
  requestDocNo?: string;
  invoiceNo?: string;
  status?: BillStatus | BillStatus[];
  supplierId?: Id | Id[];
  /** The list's supplier pick (`[id]`), as the other lists send it. */
  supplierIds?: Id[];
  poNo?: string;
  invoiceDate?: DateRange;
  dueDate?: DateRange;
  /** `true`: the bills blocked for payment; `false`: the others. */
  paymentBlock?: boolean;
}

/**
 * One detail line: a PO item invoiced. The server fills the item's facts (`poNo` to `unit`,
 * `unitPrice`) and its quantities as they stand now; the bill itself sets `quantity` and `amount`.
 */
export interface BillDetail {
  poItemId: Id;
  poNo: string;
  item: number;
  material?: string;
  itemDesc?: string;
  unit?: Code;
  /** Received and accepted at goods receipt. */
  receivedQuantity: number;
  /** Already on other bills: completed ones and open ones (draft, committed, rejected). */
  invoicedQuantity: number;
  /** What this line may invoice: received minus already invoiced (this bill not counted). */
  allowQuantity: number;
  /** The PO item's net price. */
  unitPrice: Amount;
  quantity: number;
  amount: Amount;
  /**
   * The requested demand: `allowQuantity × unitPrice`, rounded to the currency's decimals;
   * `amount` may not exceed it, nor `quantity × unitPrice` (what the line's quantity is worth).
   */
  allowAmount: Amount;
  /** The line's share of the tax (the tax code's rate of its amount). */
  taxAmount?: Amount;
}

/** What happened to a bill, as both sides see it. */
export type BillAction = 'DRAFT' | 'SAVE' | 'COMMIT' | 'CHECK' | 'APPROVE' | 'REJECT' | 'CANCEL' | 'BLOCK' | 'UNBLOCK';

export interface BillHistoryEntry {
  action: BillAction;
  at: IsoDateTime;
  by: AccountRef;
  /** An internal user acted for the supplier (created, saved, committed or cancelled its bill). */
  forSupplier?: boolean;
  /** Why: a rejection, a payment block or its lifting. */
  reason?: string;
}

/** What `checkInvoice` looks at before approval. */
export type BillCheckName = 'invoiceNoForm' | 'invoiceNoUnique' | 'amountsAddUp' | 'quantitiesReceived' | 'invoiceFile';
export const BILL_CHECKS: readonly BillCheckName[] = ['invoiceNoForm', 'invoiceNoUnique', 'amountsAddUp', 'quantitiesReceived', 'invoiceFile'];

/** One finding of `checkInvoice`; `params` fill its text (`payment:checks.<check>.passed|failed`). */
export interface BillFinding {
  check: BillCheckName;
  passed: boolean;
  params?: Record<string, string | number>;
}

/** The answer of `checkInvoice`, kept on the bill so both sides see what was checked. */
export interface BillCheck {
  checkedAt: IsoDateTime;
  by: AccountRef;
  passed: boolean;
  findings: BillFinding[];
}

/** The tax codes of a bill and their rates in percent (input VAT: domestic rates, V0 imports). */
export const BILL_TAX_RATES = { V0: 0, V5: 5, V13: 13, V18: 18 } as const satisfies Record<string, number>;
export type BillTaxCode = keyof typeof BILL_TAX_RATES;
export const BILL_TAX_CODES = Object.keys(BILL_TAX_RATES) as BillTaxCode[];
export const isBillTaxCode = (code: unknown): code is BillTaxCode => typeof code === 'string' && code in BILL_TAX_RATES;
/** The domestic input-tax code of a local currency; a bill in another currency is an import (V0). */
const DOMESTIC_TAX_CODE: Record<string, BillTaxCode> = { TWD: 'V5', CNY: 'V13', BRL: 'V18' };
export const defaultTaxCode = (currencyCode: string, localCurrencyCode: string): BillTaxCode =>
  currencyCode === localCurrencyCode ? (DOMESTIC_TAX_CODE[localCurrencyCode] ?? 'V0') : 'V0';

/**
 * Whether a bill asks for the US dollar rate beside its own exchange rate: only a foreign-currency
 * bill in a currency other than USD, booked in a local currency other than USD (EUR or JPY booked
 * in TWD or CNY). A USD bill's own rate is the US dollar rate; a bill booked in USD needs none.
 */
export const asksUsdRate = (currencyCode: string | undefined, localCurrencyCode: string | undefined): boolean =>
  Boolean(currencyCode && localCurrencyCode) && currencyCode !== localCurrencyCode && currencyCode !== US_DOLLAR && localCurrencyCode !== US_DOLLAR;

/**
 * The US dollar rate into the local currency a bill keeps: its own exchange rate when the bill is
 * in USD (the supplier is not asked twice for one number), the one asked for when `asksUsdRate`;
 * none for a domestic bill or one booked in USD.
 */
export function usdRateOfBill<R>(bill: { currencyCode: string; localCurrencyCode: string; exchangeRate?: R; usdExchangeRate?: R }): R | undefined {
  if (bill.currencyCode === bill.localCurrencyCode || bill.localCurrencyCode === US_DOLLAR) return undefined;
  return bill.currencyCode === US_DOLLAR ? bill.exchangeRate : bill.usdExchangeRate;
}

export interface Bill {
  id?: Id;
  requestDocNo?: string;
  status: BillStatus;
  supplierId: Id;
  supplierName?: string;
  /** At most 20 characters (spec section 9). */
  invoiceNo: string;
  /** The year of the invoice date. */
  invoiceYear: number;
  invoiceDate: IsoDate;
  /** The invoice's amount before tax; the detail lines add up to it. */
  invoiceAmount: Amount;
  reference?: string;
  baseDate: IsoDate;
  dueDate: IsoDate;
  currencyCode: Code;
  /** The currency of the purchasing org's company, in which the bill is booked. */
  localCurrencyCode: Code;
  /** Into the local currency (`g/exchangeRate`); required, not 0, when the currencies differ. */
  exchangeRate?: number | null;
  /**
   * US dollars into the local currency (`usdRateOfBill`): asked for a foreign bill in another
   * currency than USD booked in another than USD; a USD bill's is its `exchangeRate`.
   */
  usdExchangeRate?: number | null;
  /** The tax code's rate of `invoiceAmount`, computed by the server. */
  taxAmount: Amount;
  taxCode: Code;
  /** Blocked for payment (internal, on a COMPLETED bill), and why. */
  paymentBlock?: boolean;
  paymentBlockReason?: string;
  /** Why it was sent back, while REJECTED. */
  rejectReason?: string;
  /** The latest `checkInvoice`. */
  check?: BillCheck;
  /** Newest first. */
  history?: BillHistoryEntry[];
  attachments: FileRef[];
  details: BillDetail[];
}

/**
 * A row of `bill/search` (a/ and su/): the bill without its detail lines and history, with the
 * supplier's name, the PO numbers it bills (what `poNo` matches) and their purchasing org.
 */
export interface BillListItem extends Omit<Bill, 'details' | 'history' | 'check'> {
  supplierName?: string;
  poNos: string[];
  purchasingOrgCode?: Code;
}

/** Filter of `poItemAllowInvoice/search`: the PO items a bill may still invoice. */
export interface AllowInvoiceFilter {
  poNo?: string;
  material?: string;
  plantCode?: Code;
  /** The item's last goods receipt. */
  receivedDate?: DateRange;
  currencyCode?: Code;
  supplierId?: Id | Id[];
  supplierIds?: Id[];
  /** The chosen items (the create mode of a bill reads its lines by them). */
  poItemIds?: Id[];
}

/**
 * A PO item received and accepted, not yet covered by completed or open bills (`id` = the PO
 * item's id): what the invoice request list offers and a new bill's line starts from.
 */
export interface AllowInvoiceRow {
  id: Id;
  poId: Id;
  poNo: string;
  item: number;
  material?: string;
  itemDesc?: string;
  plantCode?: Code;
  unit?: Code;
  supplierId: Id;
  supplierName?: string;
  purchasingOrgCode: Code;
  /** The company the org buys for: one bill is billed to one company. */
  companyCode: Code;
  currencyCode: Code;
  localCurrencyCode: Code;
  unitPrice: Amount;
  receivedQuantity: number;
  invoicedQuantity: number;
  allowQuantity: number;
  allowAmount: Amount;
  /** The item's last goods receipt. */
  receivedDate: IsoDate;
}

/** The body of `draft` (create) and `put` (save): the bill as the supplier fills it; per line the item, quantity and amount. */
export type BillInputBody = Pick<
  Bill,
  'invoiceNo' | 'invoiceDate' | 'invoiceAmount' | 'reference' | 'baseDate' | 'dueDate' | 'currencyCode' | 'localCurrencyCode' | 'exchangeRate' | 'usdExchangeRate' | 'taxCode' | 'attachments'
> & { details: Pick<BillDetail, 'poItemId' | 'quantity' | 'amount'>[] };

/** Body of `POST a/bill/{id}/paymentBlock`: block or lift, always with a reason. */
export interface PaymentBlockRequest {
  paymentBlock: boolean;
  reason: string;
}
