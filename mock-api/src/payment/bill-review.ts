import { invoiceNoFormOf, sumCents, toCents, type BillFinding } from 'shared-ui/contract';
import type { BillRecord } from '../seed/bills';
import { purchaseOrders, suppliers } from '../store/collections';
import { billFacts, type BillFacts } from './bill-facts';
import { duplicateOf } from './bill-input';

const micro = (n: number) => Math.round(n * 1e6);

/**
 * `checkInvoice`, before approval: the invoice number has the form of the supplier's country and
 * is on no other bill of the supplier; the lines add up to the header amount; no line invoices
 * more than was received and accepted minus what other bills cover; the invoice file is there.
 */
export function checkInvoice(bill: BillRecord, facts: BillFacts = billFacts()): BillFinding[] {
  const country = suppliers.get(bill.supplierId)?.basicData.companyInfo.countryCode ?? '';
  const form = invoiceNoFormOf(country);
  const other = duplicateOf(bill.invoiceNo, bill.supplierId, bill.id);
  const total = sumCents(bill.details.map((d) => d.amount));
  const over = bill.details.filter((d) => micro(d.quantity) > micro(facts.covered.left(d.poItemId, bill)));
  return [
    { check: 'invoiceNoForm', passed: form.pattern.test(bill.invoiceNo), params: { invoiceNo: bill.invoiceNo, example: form.example } },
    { check: 'invoiceNoUnique', passed: !other, params: { invoiceNo: bill.invoiceNo, requestDocNo: other?.requestDocNo ?? '' } },
    { check: 'amountsAddUp', passed: total === toCents(bill.invoiceAmount), params: { total: total / 100, amount: bill.invoiceAmount } },
    { check: 'quantitiesReceived', passed: over.length === 0, params: { lines: over.map((d) => `${d.poNo}/${d.item}`).join(', ') } },
    { check: 'invoiceFile', passed: bill.attachments.length > 0 },
  ];
}

/** Approval: the bill's quantities become its PO items' invoiced quantities (the PO item page shows them). */
export function invoicePoItems(bill: BillRecord): void {
  const byPo = new Map<number, Map<number, number>>();
  for (const po of purchaseOrders.all()) {
    for (const item of po.items) {
      const lines = bill.details.filter((d) => d.poItemId === item.id);
      if (lines.length === 0) continue;
      const added = byPo.get(po.id) ?? new Map<number, number>();
      added.set(item.id, lines.reduce((s, d) => s + micro(d.quantity), 0));
      byPo.set(po.id, added);
    }
  }
  for (const [poId, added] of byPo) {
    const po = purchaseOrders.get(poId)!;
    purchaseOrders.update(poId, {
      items: po.items.map((item) => (added.has(item.id) ? { ...item, invoicedQuantity: (micro(item.invoicedQuantity) + added.get(item.id)!) / 1e6 } : item)),
    });
  }
}
