import { lineAmount, type AllowInvoiceRow, type BillListItem } from 'shared-ui/contract';
import type { Reader } from '../http/reader';
import { companyOfOrg } from '../http/scope';
import type { BillRecord } from '../seed/bills';
import { purchaseOrders } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';
import { billFacts, companyOf, localCurrencyOf } from './bill-facts';
import { billReach } from './bill-scope';
import { itemTexts } from './item-texts';

/** Every bill as a list row: no detail lines or history; the supplier's name and the POs it bills (from the PO records). */
export function billRows(records: readonly BillRecord[]): BillListItem[] {
  const poByNo = new Map(purchaseOrders.all().map((po) => [po.poNo, po]));
  return records.map(({ details, history: _history, check: _check, ...bill }) => {
    const poNos = [...new Set(details.map((d) => d.poNo))];
    const po = poByNo.get(poNos[0]);
    return { ...bill, paymentBlock: Boolean(bill.paymentBlock), supplierName: po?.supplierName, poNos, ...(po ? { purchasingOrgCode: po.purchasingOrgCode } : {}) };
  });
}

/**
 * The bill list (BillFilter): requestDocNo, invoiceNo and poNo contain; status (one or a list);
 * supplierId or supplierIds (a/ only); invoiceDate and dueDate ranges; paymentBlock (true or false). Keyword
 * over the numbers, the reference and the supplier's name.
 */
export const billSearch: SearchSpec<BillListItem> = {
  keywordFields: ['requestDocNo', 'invoiceNo', 'reference', 'poNos', 'supplierName'],
  filterPaths: { supplierIds: 'supplierId' },
  customFilters: {
    requestDocNo: textFilter((b) => b.requestDocNo),
    invoiceNo: textFilter((b) => b.invoiceNo),
    poNo: textFilter((b) => b.poNos),
  },
};

/**
 * The PO items the reader may still invoice (`poItemAllowInvoice/search`): received and accepted,
 * minus what completed and open bills cover; those of the bills the reader reaches (billReach): a
 * supplier its own items, staff those billed to the companies their roles cover.
 */
export function allowInvoiceRows(reader: Reader): AllowInvoiceRow[] {
  const { itemById, covered } = billFacts();
  const reaches = billReach(reader);
  const orgCompany = companyOfOrg();
  const rows: AllowInvoiceRow[] = [];
  for (const { po, item } of itemById.values()) {
    const companyCode = companyOf(po, orgCompany);
    if (!reaches({ supplierId: po.supplierId, companyCode })) continue;
    const allowQuantity = covered.left(item.id);
    const receivedDate = covered.lastReceipt(item.id);
    if (allowQuantity <= 0 || !receivedDate) continue;
    rows.push({
      id: item.id,
      poId: po.id,
      poNo: po.poNo,
      item: item.item,
      ...itemTexts(item),
      ...(item.plantCode ? { plantCode: item.plantCode } : {}),
      supplierId: po.supplierId,
      supplierName: po.supplierName,
      purchasingOrgCode: po.purchasingOrgCode,
      companyCode,
      currencyCode: po.currencyCode,
      localCurrencyCode: localCurrencyOf(po),
      unitPrice: item.netPrice,
      receivedQuantity: covered.accepted(item.id),
      invoicedQuantity: covered.billed(item.id),
      allowQuantity,
      allowAmount: lineAmount(allowQuantity, item.netPrice, po.currencyCode),
      receivedDate,
    });
  }
  return rows;
}

/**
 * The invoice request list (AllowInvoiceFilter): poNo and material contain; plantCode,
 * currencyCode, supplierId (or supplierIds) exact (or a list); receivedDate range; poItemIds (the chosen items).
 * Keyword over PO number, material, description and supplier name.
 */
export const allowInvoiceSearch: SearchSpec<AllowInvoiceRow> = {
  keywordFields: ['poNo', 'material', 'itemDesc', 'supplierName'],
  filterPaths: { poItemIds: 'id', supplierIds: 'supplierId' },
  customFilters: {
    poNo: textFilter((r) => r.poNo),
    material: textFilter((r) => r.material),
  },
};
