import type { AllowInvoiceFilter, AllowInvoiceRow, Bill, BillCheck, BillFilter, BillListItem, ExchangeRate, PaymentBlockRequest } from 'shared-ui/contract';
import { downloadFile, resource, type CallerPrefix, type Id, type ListSearch } from 'shared-ui/data';
import type { ActionCall } from 'shared-ui/detail';

// The bill (invoice request) calls of spec section 7, for internal users (`a/`) and suppliers (`su/`).

/**
 * Bills: search (and `search/xls`), read, save (`put`), the flow's actions (commit, cancel; a/:
 * reject, checkInvoice, paymentBlock). A new bill is created by the spec's `draft`.
 */
export const billResource = (prefix: CallerPrefix) => {
  const bills = resource<Bill, BillListItem, BillFilter>(`${prefix}/bill`);
  return { ...bills, create: (body: unknown, options?: { silent?: boolean }) => bills.call<Bill>('draft', body, options) };
};

/** The PO items still to invoice (the invoice request list, and a new bill's lines). */
export const allowInvoiceResource = (prefix: CallerPrefix) => resource<unknown, AllowInvoiceRow, AllowInvoiceFilter>(`${prefix}/bill/poItemAllowInvoice`);

/** The bill as `.xlsx` (its header and lines), saved under the server's name. */
export const downloadBillExcel = (prefix: CallerPrefix, id: Id) => downloadFile({ method: 'POST', url: `${prefix}/bill/${id}/downloadBillExcel` }, 'invoice-request.xlsx');

const internalBills = resource<Bill>('a/bill');

/** The internal review of a committed bill (`a/` only). */
export const reviewCalls = {
  checkInvoice: (id: Id, call?: ActionCall) => internalBills.action<BillCheck>(id, 'checkInvoice', undefined, call),
  approve: (id: Id, call?: ActionCall) => internalBills.action(id, 'commit', undefined, call),
  reject: (id: Id, reason: string, call: ActionCall) => internalBills.action(id, 'reject', { reason }, call),
  paymentBlock: (id: Id, body: PaymentBlockRequest, call: ActionCall) => internalBills.action(id, 'paymentBlock', body, call),
};

/** The supplier's own check of its bill before sending it (not kept on the bill). */
export const supplierCheckInvoice = (id: Id) => billResource('su').action<BillCheck>(id, 'checkInvoice', undefined, { silent: true });

const exchangeRates = resource('g/exchangeRate');

/** The maintained rate from a currency into another (`rate` null while nobody maintained it). */
export const exchangeRateOf = (fromCurrency: string, toCurrency: string) => exchangeRates.read<ExchangeRate>({ fromCurrency, toCurrency });

/** The bills. */
export const billListSearch = (prefix: CallerPrefix): ListSearch<BillListItem, BillFilter> => ({ resource: billResource(prefix) });

/** The PO items still to invoice. */
export const invoiceRequestSearch = (prefix: CallerPrefix): ListSearch<AllowInvoiceRow, AllowInvoiceFilter> => ({ resource: allowInvoiceResource(prefix) });
