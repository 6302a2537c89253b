import type { BillStatus } from 'shared-ui/contract';

// What the bills cover of each PO item, and what is left to invoice (the issue: "goods received
// and accepted, minus what open and completed bills already cover"). Pure: the seed and the
// handlers both hand in their records.

/** Quantities added on their decimal digits (at most six), so 0.1 + 0.2 is 0.3. */
const micro = (n: number) => Math.round(n * 1e6);
const fromMicro = (n: number) => n / 1e6;

interface Receipt {
  poItemId: number;
  acceptedQuantity: number;
  receivedDate: string;
}
interface Item {
  id: number;
  /** What completed bills invoiced (the PO item's own figure, raised on approval). */
  invoicedQuantity: number;
}
interface BillLines {
  id: number;
  status: BillStatus;
  details: readonly { poItemId: number; quantity: number }[];
}

export interface Coverage {
  /** Received and accepted at goods receipt. */
  accepted(itemId: number): number;
  /** The item's last goods receipt (undefined: never received). */
  lastReceipt(itemId: number): string | undefined;
  /**
   * On bills other than `except`: completed ones (the item's invoiced quantity) and open ones;
   * with `upToId`, the open bills made up to that one only (the seed's lines as they were saved).
   */
  billed(itemId: number, except?: BillLines, upToId?: number): number;
  /** What a bill may still invoice of the item: accepted minus billed (`except` not counted). */
  left(itemId: number, except?: BillLines, upToId?: number): number;
}

const OPEN = new Set<BillStatus>(['DRAFT', 'COMMITTED', 'REJECTED']);

export function coverage(receipts: readonly Receipt[], items: readonly Item[], bills: readonly BillLines[]): Coverage {
  const accepted = new Map<number, number>();
  const received = new Map<number, string>();
  for (const r of receipts) {
    accepted.set(r.poItemId, (accepted.get(r.poItemId) ?? 0) + micro(r.acceptedQuantity));
    if ((received.get(r.poItemId) ?? '') < r.receivedDate) received.set(r.poItemId, r.receivedDate);
  }
  const invoiced = new Map(items.map((i) => [i.id, micro(i.invoicedQuantity)]));
  // Open quantities by item, by bill: a bill's own lines are left out when it asks.
  const open = new Map<number, Map<number, number>>();
  for (const bill of bills) {
    if (!OPEN.has(bill.status)) continue;
    for (const d of bill.details) {
      const byBill = open.get(d.poItemId) ?? new Map<number, number>();
      byBill.set(bill.id, (byBill.get(bill.id) ?? 0) + micro(d.quantity));
      open.set(d.poItemId, byBill);
    }
  }
  const own = (itemId: number, bill: BillLines | undefined) =>
    bill?.status === 'COMPLETED' ? bill.details.filter((d) => d.poItemId === itemId).reduce((s, d) => s + micro(d.quantity), 0) : 0;
  const billedMicro = (itemId: number, except?: BillLines, upToId = Infinity) => {
    let sum = (invoiced.get(itemId) ?? 0) - own(itemId, except);
    for (const [billId, quantity] of open.get(itemId) ?? []) if (billId !== except?.id && billId <= upToId) sum += quantity;
    return sum;
  };
  return {
    accepted: (itemId) => fromMicro(accepted.get(itemId) ?? 0),
    lastReceipt: (itemId) => received.get(itemId),
    billed: (itemId, except, upToId) => fromMicro(billedMicro(itemId, except, upToId)),
    left: (itemId, except, upToId) => fromMicro(Math.max(0, (accepted.get(itemId) ?? 0) - billedMicro(itemId, except, upToId))),
  };
}
