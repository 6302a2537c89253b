import {
  defaultTaxCode,
  lineAmount,
  type AllowInvoiceRow,
  type Bill,
  type BillDetail,
  type BillInput,
  type BillInputBody,
  type BillOutput,
} from 'shared-ui/contract';

/** A line as the form holds it: what the schema checks, and the item's facts it shows beside. */
export type BillLineForm = BillInput['details'][number] & Partial<Omit<BillDetail, 'quantity' | 'amount'>>;

/** The bill as the detail form holds it (typed numbers stay text until the schema reads them). */
export type BillForm = Omit<BillInput, 'details'> & { details: BillLineForm[] };

/**
 * The rates a new foreign-currency bill starts from: those maintained (`g/exchangeRate`), or none;
 * the US dollar rate only where it is asked (`asksUsdRate`; a USD bill's is its exchange rate).
 */
export interface StartRates {
  exchangeRate: number | null;
  usdExchangeRate: number | null;
}

/** A stored line: its item's facts as the server answered them; the tax is the server's to compute. */
const lineOf = ({ taxAmount: _tax, ...line }: BillDetail): BillLineForm => line;

export const toBillForm = (bill: Bill): BillForm => ({
  invoiceNo: bill.invoiceNo,
  invoiceDate: bill.invoiceDate,
  invoiceAmount: bill.invoiceAmount,
  reference: bill.reference ?? '',
  baseDate: bill.baseDate,
  dueDate: bill.dueDate,
  currencyCode: bill.currencyCode,
  localCurrencyCode: bill.localCurrencyCode,
  exchangeRate: bill.exchangeRate ?? '',
  usdExchangeRate: bill.usdExchangeRate ?? '',
  taxCode: bill.taxCode,
  attachments: bill.attachments,
  details: bill.details.map(lineOf),
});

/**
 * A new request from the PO items ticked on the invoice request list: each line takes all that is
 * left of its item (the usual case: bill what was received) at what it is worth in the bill's
 * currency (whole yen for JPY), the header waits for the invoice's own number, dates and amount;
 * the tax code is the domestic one, V0 for a foreign currency.
 */
export function newBillForm(rows: readonly AllowInvoiceRow[], rates: StartRates): BillForm {
  const { currencyCode, localCurrencyCode } = rows[0];
  return {
    invoiceNo: '',
    invoiceDate: '',
    invoiceAmount: '',
    reference: '',
    baseDate: '',
    dueDate: '',
    currencyCode,
    localCurrencyCode,
    exchangeRate: rates.exchangeRate ?? '',
    usdExchangeRate: rates.usdExchangeRate ?? '',
    taxCode: defaultTaxCode(currencyCode, localCurrencyCode),
    attachments: [],
    details: rows.map((r) => ({
      poItemId: r.id,
      poNo: r.poNo,
      item: r.item,
      material: r.material,
      itemDesc: r.itemDesc,
      unit: r.unit,
      receivedQuantity: r.receivedQuantity,
      invoicedQuantity: r.invoicedQuantity,
      allowQuantity: r.allowQuantity,
      unitPrice: r.unitPrice,
      allowAmount: r.allowAmount,
      quantity: r.allowQuantity,
      amount: lineAmount(r.allowQuantity, r.unitPrice, currencyCode),
    })),
  };
}

/**
 * What `draft` and `put` take: the header as the schema gave it (a USD bill's `usdExchangeRate`
 * is its exchange rate, `usdRateOfBill`) and, per line, the item, quantity and amount (the server
 * fills the rest).
 */
export const toBillBody = ({ details, ...header }: BillOutput): BillInputBody => ({
  ...header,
  details: details.map(({ poItemId, quantity, amount }) => ({ poItemId, quantity, amount })),
});

/** A number as typed into the form ('12.5', 12.5), or undefined while it is not one. */
export function typedNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return undefined;
  return Number(value);
}
