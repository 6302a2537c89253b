import type { Bill, BillDetail, BillStatus } from 'shared-ui/contract';
import { byDate, LOCAL_CURRENCY_OF_ORG, numberer, rateInto, seedFile, taxCodeOf, type SupplierFacts } from './collaboration-common';
import { day, PURCHASING_DEMO_DAY, round2, TAX_RATE } from './purchasing-common';
import type { PoItemRecord, PoRecord, PurchasingSeed } from './purchasing-records';
import { seeded, type Random } from './random';
import { DEMO_SUPPLIERS } from './suppliers';

/** A bill line with the id of the PO item it invoices (`poNo` + `item` name it for the portal). */
export type BillDetailRecord = BillDetail & { poItemId: number };
export type BillRecord = Omit<Bill, 'details'> & { id: number; details: BillDetailRecord[] };

// How the seed reads the bill flow (spec section 4: save, draft, commit, reject, cancel). DRAFT:
// saved by the supplier. COMMITTED: sent, waiting for the buyer and finance. REJECTED: sent back
// to the supplier. CANCELLED: withdrawn (its PO items may be billed again). COMPLETED: accepted
// and posted: its quantities are the PO items' `invoicedQuantity`. Open bills (all but COMPLETED
// and CANCELLED) bill at most what was accepted at goods receipt and not invoiced yet, each PO
// item in one open bill at most.

const DAY = PURCHASING_DEMO_DAY;

interface Plan {
  po: PoRecord;
  status: BillStatus;
  items: { item: PoItemRecord; quantity: number; allow: number }[];
  invoiceDate: string;
}

/** An invoice number as the supplier's country prints it (at most 20 characters, spec section 9). */
function invoiceNoOf(r: Random, countryCode: string, invoiceDate: string): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  switch (countryCode) {
    case 'TW':
      return `${r.pick([...letters])}${r.pick([...letters])}${r.digits(8)}`;
    case 'CN':
      // A fully digital fapiao number: 20 digits, the longest the portal accepts.
      return `${invoiceDate.slice(2, 4)}${r.pick(['31', '32', '44'])}${r.digits(16)}`;
    case 'BR':
    case 'B1':
      return `NFe-${r.digits(9)}`;
    case 'JP':
      return `INV-${invoiceDate.slice(0, 7).replace('-', '')}-${r.digits(4)}`;
    case 'DE':
      return `RE-${invoiceDate.slice(0, 4)}-${r.digits(5)}`;
    default:
      return r.digits(7);
  }
}

/**
 * About 120 invoice requests over the purchasing seed's PO items: a COMPLETED bill for each
 * chosen PO whose items were invoiced (their `invoicedQuantity`), open bills in every other status
 * for received, not yet invoiced quantities. Suppliers 1001 and 1002 have a bill in every status
 * (the completed POs 1 and 5, the half-delivered POs 2 and 6).
 */
export function seedBills(purchasing: PurchasingSeed, suppliers: readonly SupplierFacts[]): BillRecord[] {
  const r = seeded('bills');
  const facts = new Map(suppliers.map((s) => [s.id, s]));
  const accepted = new Map<number, number>();
  const received = new Map<number, string>();
  for (const g of purchasing.goodsReceipts) {
    accepted.set(g.poItemId, (accepted.get(g.poItemId) ?? 0) + g.acceptedQuantity);
    if ((received.get(g.poItemId) ?? '') < g.receivedDate) received.set(g.poItemId, g.receivedDate);
  }
  const billable = (item: PoItemRecord) => (accepted.get(item.id) ?? 0) - item.invoicedQuantity;
  const lastReceipt = (items: PoItemRecord[]) => items.map((i) => received.get(i.id) ?? '').sort().at(-1)!;
  const after = (date: string, min: number, max: number) => {
    const d = day(date, r.int(min, max));
    return d > DAY ? DAY : d;
  };
  const completed = (po: PoRecord): Plan | null => {
    const items = po.items.filter((i) => i.invoicedQuantity > 0);
    if (items.length === 0) return null;
    return { po, status: 'COMPLETED', items: items.map((item) => ({ item, quantity: item.invoicedQuantity, allow: accepted.get(item.id) ?? item.invoicedQuantity })), invoiceDate: after(lastReceipt(items), 0, 12) };
  };
  const open = (po: PoRecord, status: BillStatus, items: PoItemRecord[]): Plan => ({
    po,
    status,
    items: items.map((item) => ({ item, quantity: billable(item), allow: billable(item) })),
    invoiceDate: after(lastReceipt(items), 1, 15),
  });

  const plans: Plan[] = [];
  const demo = new Set<number>([DEMO_SUPPLIERS.hsinTai, DEMO_SUPPLIERS.rioMetals]);
  for (const supplierId of demo) {
    const orders = purchasing.orders.filter((o) => o.supplierId === supplierId);
    for (const po of orders) {
      const done = completed(po);
      if (done) plans.push(done);
      const items = po.items.filter((i) => billable(i) > 0);
      if (items.length === 0) continue;
      // A bill withdrawn, then the items billed again one by one in every open status.
      plans.push({ ...open(po, 'CANCELLED', items.slice(0, 2)), invoiceDate: lastReceipt(items.slice(0, 2)) });
      const statuses: BillStatus[] = ['COMMITTED', 'DRAFT', 'REJECTED', 'COMMITTED'];
      items.forEach((item, k) => plans.push(open(po, statuses[k % statuses.length], [item])));
    }
  }

  const others = purchasing.orders.filter((o) => !demo.has(o.supplierId));
  for (const po of r.some(others.filter((o) => o.items.some((i) => i.invoicedQuantity > 0)), 55)) plans.push(completed(po)!);
  const recent = others.filter((o) => o.items.some((i) => billable(i) > 0 && (received.get(i.id) ?? '') >= '2025-12-01'));
  for (const po of r.some(recent, 52)) {
    const roll = r.next();
    const status: BillStatus = roll < 0.4 ? 'COMMITTED' : roll < 0.62 ? 'DRAFT' : roll < 0.82 ? 'REJECTED' : 'CANCELLED';
    const items = po.items.filter((i) => billable(i) > 0);
    plans.push(open(po, status, r.some(items, r.int(1, items.length))));
  }

  const requestDocNo = numberer('IR');
  return byDate(plans, (p) => p.invoiceDate).map((plan, i) => {
    const id = i + 1;
    const { po, status, invoiceDate } = plan;
    const supplier = facts.get(po.supplierId)!;
    const local = LOCAL_CURRENCY_OF_ORG[po.purchasingOrgCode];
    const rate = rateInto(po.currencyCode, local);
    const taxRate = TAX_RATE[po.currencyCode] ?? 0;
    const details: BillDetailRecord[] = plan.items.map(({ item, quantity, allow }) => {
      const amount = round2(quantity * item.netPrice);
      return {
        poNo: po.poNo,
        item: item.item,
        ...(item.material ? { material: item.material } : {}),
        quantity,
        amount,
        allowAmount: round2(allow * item.netPrice),
        taxAmount: round2(amount * taxRate),
        poItemId: item.id,
      };
    });
    const invoiceNo = invoiceNoOf(r, supplier.countryCode, invoiceDate);
    const dueDate = day(invoiceDate, r.int(0, 5));
    return {
      id,
      requestDocNo: requestDocNo(invoiceDate),
      status,
      supplierId: po.supplierId,
      invoiceNo,
      invoiceYear: Number(invoiceDate.slice(0, 4)),
      invoiceDate,
      invoiceAmount: round2(details.reduce((n, d) => n + d.amount, 0)),
      ...(r.chance(0.6) ? { reference: `DN-${invoiceDate.slice(2, 7).replace('-', '')}-${r.digits(4)}` } : {}),
      baseDate: day(dueDate, r.int(0, 10)),
      dueDate,
      currencyCode: po.currencyCode,
      localCurrencyCode: local,
      // A foreign-currency bill carries the maintained rate into the local currency.
      ...(po.currencyCode === local ? {} : { exchangeRate: rate }),
      taxAmount: round2(details.reduce((n, d) => n + (d.taxAmount ?? 0), 0)),
      taxCode: po.currencyCode === local ? taxCodeOf(local) : 'V0',
      attachments: status === 'DRAFT' && r.chance(0.5) ? [] : [seedFile(r, `bill-${id}-invoice`, `invoice-${invoiceNo}.pdf`, invoiceDate)],
      details,
    };
  });
}
