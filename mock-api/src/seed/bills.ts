import {
  BILL_TAX_RATES,
  defaultTaxCode,
  fromCents,
  lineAmount,
  sumCents,
  taxCents,
  toCents,
  US_DOLLAR,
  type AccountRef,
  type Bill,
  type BillDetail,
  type BillHistoryEntry,
  type BillStatus,
} from 'shared-ui/contract';
import { itemTexts } from '../payment/item-texts';
import { coverage } from '../payment/quantities';
import { byDate, clockTime, LOCAL_CURRENCY_OF_ORG, numberer, rateInto, seedFile, staff, type SupplierFacts } from './collaboration-common';
import { BUYERS_BY_ORG } from './internal-users';
import { at, day, PURCHASING_DEMO_DAY } from './purchasing-common';
import type { PoItemRecord, PoRecord, PurchasingSeed } from './purchasing-records';
import { seeded, type Random } from './random';
import { DEMO_SUPPLIERS } from './suppliers';

/** A bill line as stored: its PO item's facts and quantities as they stood when it was last saved (answers refresh them). */
export type BillDetailRecord = BillDetail;
/** A bill as stored: `supplierName` is joined in when answered. */
export type BillRecord = Omit<Bill, 'supplierName'> & { id: number; details: BillDetailRecord[]; history: BillHistoryEntry[] };

/**
 * Who reviews a seeded bill: a buyer of its PO's purchasing org, or finance. Each of them reads the
 * bill (payment/bill-scope.ts: staff read the bills of the companies their roles cover), so a
 * message on it reaches its reviewer.
 */
const reviewersOf = (po: PoRecord) => [...BUYERS_BY_ORG[po.purchasingOrgCode]!, 'grace.lin'];
const REJECT_REASONS = [
  '發票金額與驗收數量不符，請更正後重送。 The invoice amount does not match the accepted quantity; please correct and send again.',
  '請附上發票正本掃描檔。 Please attach a scan of the original invoice.',
  '到期日與付款條件不符。 The due date does not match the payment terms.',
];
const BLOCK_REASONS = [
  '品質扣款處理中，暫停付款。 Payment held while a quality deduction is settled.',
  '供應商銀行帳戶變更待確認。 Waiting for the supplier’s new bank account to be confirmed.',
];

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
  // `share`: the part of what is billable the bill takes (the demo suppliers' open bills take
  // half, so each of their received items can still be billed: two open bills on one item).
  const open = (po: PoRecord, status: BillStatus, items: PoItemRecord[], share = 1): Plan => ({
    po,
    status,
    items: items.map((item) => ({ item, quantity: share === 1 ? billable(item) : Math.floor(billable(item) * share), allow: billable(item) })),
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
      items.forEach((item, k) => plans.push(open(po, statuses[k % statuses.length], [item], 0.5)));
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
  // What the flow added to the bills (reasons, blocks, history) draws from its own stream, so the
  // bills' numbers and dates stay those the other domains' seeds and cases know.
  const h = seeded('bill-history');
  const records = byDate(plans, (p) => p.invoiceDate).map((plan, i) => {
    const id = i + 1;
    const { po, status, invoiceDate } = plan;
    const supplier = facts.get(po.supplierId)!;
    const local = LOCAL_CURRENCY_OF_ORG[po.purchasingOrgCode];
    const taxCode = defaultTaxCode(po.currencyCode, local);
    const details: BillDetailRecord[] = plan.items.map(({ item, quantity }) => {
      // What the quantity is worth in the bill's currency (a yen bill has whole yen), in cents.
      const amount = toCents(lineAmount(quantity, item.netPrice, po.currencyCode));
      return {
        poItemId: item.id,
        poNo: po.poNo,
        item: item.item,
        ...itemTexts(item),
        // The item's quantities are filled below, once every bill is known.
        receivedQuantity: 0,
        invoicedQuantity: 0,
        allowQuantity: 0,
        unitPrice: item.netPrice,
        quantity,
        amount: fromCents(amount),
        allowAmount: 0,
        taxAmount: fromCents(taxCents(amount, BILL_TAX_RATES[taxCode], po.currencyCode)),
      };
    });
    const invoiceNo = invoiceNoOf(r, supplier.countryCode, invoiceDate);
    const dueDate = day(invoiceDate, r.int(0, 5));
    const invoiceAmount = sumCents(details.map((d) => d.amount));
    const foreign = po.currencyCode !== local;
    const rejectReason = status === 'REJECTED' ? h.pick(REJECT_REASONS) : undefined;
    const paymentBlockReason = status === 'COMPLETED' && !demo.has(po.supplierId) && h.chance(0.12) ? h.pick(BLOCK_REASONS) : undefined;
    const bill: BillRecord = {
      id,
      requestDocNo: requestDocNo(invoiceDate),
      status,
      supplierId: po.supplierId,
      invoiceNo,
      invoiceYear: Number(invoiceDate.slice(0, 4)),
      invoiceDate,
      invoiceAmount: fromCents(invoiceAmount),
      ...(r.chance(0.6) ? { reference: `DN-${invoiceDate.slice(2, 7).replace('-', '')}-${r.digits(4)}` } : {}),
      baseDate: day(dueDate, r.int(0, 10)),
      dueDate,
      currencyCode: po.currencyCode,
      localCurrencyCode: local,
      // A foreign-currency bill carries the maintained rate into the local currency, and the US dollar's.
      ...(foreign ? { exchangeRate: rateInto(po.currencyCode, local) } : {}),
      ...(foreign && local !== US_DOLLAR ? { usdExchangeRate: rateInto(US_DOLLAR, local) } : {}),
      taxAmount: fromCents(taxCents(invoiceAmount, BILL_TAX_RATES[taxCode], po.currencyCode)),
      taxCode,
      ...(paymentBlockReason ? { paymentBlock: true, paymentBlockReason } : {}),
      ...(rejectReason ? { rejectReason } : {}),
      attachments: status === 'DRAFT' && r.chance(0.5) ? [] : [seedFile(r, `bill-${id}-invoice`, `invoice-${invoiceNo}.pdf`, invoiceDate)],
      details,
      history: [],
    };
    bill.history = historyOf(h, bill, reviewersOf(po), { account: supplier.account, name: supplier.contacts[0]?.name }, rejectReason, paymentBlockReason);
    return bill;
  });

  // Each line's quantities as they stood when the bill was last saved: with the bills made before it.
  const covered = coverage(purchasing.goodsReceipts, purchasing.orders.flatMap((o) => o.items), records);
  for (const bill of records) {
    for (const d of bill.details) {
      d.receivedQuantity = covered.accepted(d.poItemId);
      d.invoicedQuantity = covered.billed(d.poItemId, bill, bill.id);
      d.allowQuantity = covered.left(d.poItemId, bill, bill.id);
      d.allowAmount = lineAmount(d.allowQuantity, d.unitPrice, bill.currencyCode);
    }
  }
  return records;
}

/**
 * The steps that led the bill to its status (newest first): drafted and sent by the supplier's
 * account, approved or sent back by a reviewer (the reason kept), withdrawn, blocked for payment.
 */
function historyOf(r: Random, bill: BillRecord, reviewers: readonly string[], supplier: AccountRef, rejectReason?: string, blockReason?: string): BillHistoryEntry[] {
  const reviewer = staff(r.pick(reviewers));
  const on = (days: number) => {
    const date = day(bill.invoiceDate, days);
    return at(date > DAY ? DAY : date, clockTime(r));
  };
  const steps: BillHistoryEntry[] = [{ action: 'DRAFT', at: on(0), by: supplier }];
  if (bill.status !== 'DRAFT' && bill.status !== 'CANCELLED') steps.push({ action: 'COMMIT', at: on(1), by: supplier });
  if (bill.status === 'COMPLETED') steps.push({ action: 'APPROVE', at: on(3), by: reviewer });
  if (bill.status === 'REJECTED') steps.push({ action: 'REJECT', at: on(2), by: reviewer, reason: rejectReason });
  if (bill.status === 'CANCELLED') steps.push({ action: 'CANCEL', at: on(1), by: supplier });
  if (blockReason) steps.push({ action: 'BLOCK', at: on(5), by: staff('grace.lin'), reason: blockReason });
  return steps.reverse();
}
