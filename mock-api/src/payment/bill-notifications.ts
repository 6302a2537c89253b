import { notifySupplier, recordLink } from '../notifications';
import type { BillRecord } from '../seed/bills';

/** The review's answer to the bill's supplier (its accounts only), by the request number it knows. */
export const notifyBill = (bill: BillRecord, kind: 'INVOICE_APPROVED' | 'INVOICE_REJECTED', params?: Record<string, string>) =>
  notifySupplier(bill.supplierId, kind, bill.requestDocNo ?? bill.invoiceNo ?? '', recordLink.invoice(bill.id), params);
