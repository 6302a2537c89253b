import type { FileRef } from './files';
import type { Amount, Code, DateRange, Id, IsoDate } from './scalars';

/** Bill (invoice request) status: values not in the spec (portal's choice), one per action. */
export type BillStatus = 'DRAFT' | 'COMMITTED' | 'REJECTED' | 'CANCELLED' | 'COMPLETED';

export interface BillFilter {
  requestDocNo?: string;
  invoiceNo?: string;
  status?: BillStatus;
  supplierId?: Id;
  poNo?: string;
  invoiceDate?: DateRange;
}

/**
 * One detail line: a PO item invoiced. `allowAmount` is the requested demand, what the PO item
 * still allows to invoice (from `poItemAllowInvoice/search`); `amount` may not exceed it.
 */
export interface BillDetail {
  poNo: string;
  item: number;
  material?: string;
  quantity: number;
  amount: Amount;
  allowAmount: Amount;
  taxAmount?: Amount;
}

export interface Bill {
  id?: Id;
  requestDocNo?: string;
  status: BillStatus;
  supplierId: Id;
  /** At most 20 characters (spec section 9). */
  invoiceNo: string;
  invoiceYear: number;
  invoiceDate: IsoDate;
  invoiceAmount: Amount;
  reference?: string;
  baseDate: IsoDate;
  dueDate: IsoDate;
  currencyCode: Code;
  localCurrencyCode: Code;
  /** Into the local currency; required (not 0) when the currencies differ. */
  exchangeRate?: number | null;
  taxAmount: Amount;
  taxCode?: Code;
  paymentBlock?: Code;
  attachments: FileRef[];
  details: BillDetail[];
}

/**
 * A row of `bill/search` (a/ and su/): the bill without its detail lines, with the supplier's
 * name, the PO numbers it bills (what `poNo` matches) and their purchasing org.
 */
export interface BillListItem extends Omit<Bill, 'details'> {
  supplierName?: string;
  poNos: string[];
  purchasingOrgCode?: Code;
}
