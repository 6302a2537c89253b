import type { BillListItem } from 'shared-ui/contract';
import type { BillRecord } from '../seed/bills';
import { purchaseOrders } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';

/** Every bill as a list row: no detail lines; the supplier's name and the POs it bills (from the PO records). */
export function billRows(records: readonly BillRecord[]): BillListItem[] {
  const poByNo = new Map(purchaseOrders.all().map((po) => [po.poNo, po]));
  return records.map(({ details, ...bill }) => {
    const poNos = [...new Set(details.map((d) => d.poNo))];
    const po = poByNo.get(poNos[0]);
    return { ...bill, supplierName: po?.supplierName, poNos, ...(po ? { purchasingOrgCode: po.purchasingOrgCode } : {}) };
  });
}

/**
 * The bill list (BillFilter): requestDocNo, invoiceNo and poNo contain; status (one or a list);
 * supplierId (a/ only); invoiceDate and dueDate ranges. Keyword over the numbers, the reference
 * and the supplier's name.
 */
export const billSearch: SearchSpec<BillListItem> = {
  keywordFields: ['requestDocNo', 'invoiceNo', 'reference', 'poNos', 'supplierName'],
  customFilters: {
    requestDocNo: textFilter((b) => b.requestDocNo),
    invoiceNo: textFilter((b) => b.invoiceNo),
    poNo: textFilter((b) => b.poNos),
  },
};
