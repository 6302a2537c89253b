import { lineAmount, type Bill, type BillDetail } from 'shared-ui/contract';
import type { BillRecord } from '../seed/bills';
import { companyOfOrg } from '../http/scope';
import { LOCAL_CURRENCY_OF_ORG } from '../seed/collaboration-common';
import type { PoItemRecord, PoRecord } from '../seed/purchasing-records';
import { bills, goodsReceipts, purchaseOrders } from '../store/collections';
import { itemTexts } from './item-texts';
import { coverage, type Coverage } from './quantities';

// What the bill calls read of the purchasing domain: the PO items (by id, with their PO), the
// goods receipts, and what every bill covers. Built once per call.

export interface ItemOfPo {
  po: PoRecord;
  item: PoItemRecord;
}

export interface BillFacts {
  itemById: Map<number, ItemOfPo>;
  covered: Coverage;
}

/** Every PO item by its id, with its PO. */
export function itemsOfPos(): Map<number, ItemOfPo> {
  const itemById = new Map<number, ItemOfPo>();
  for (const po of purchaseOrders.all()) for (const item of po.items) itemById.set(item.id, { po, item });
  return itemById;
}

export function billFacts(): BillFacts {
  const itemById = itemsOfPos();
  return { itemById, covered: coverage(goodsReceipts.all(), [...itemById.values()].map((x) => x.item), bills.all()) };
}

/** The POs a bill's lines are of, in line order (a PO once per line). */
export const posOfBill = (bill: Pick<BillRecord, 'details'>, itemById = itemsOfPos()): PoRecord[] =>
  bill.details.flatMap((d) => itemById.get(d.poItemId)?.po ?? []);

/** The supplier's name a bill answers with: its POs' (a bill stores no name of its own). */
export const billSupplierName = (bill: Pick<BillRecord, 'details'>, itemById = itemsOfPos()) => posOfBill(bill, itemById)[0]?.supplierName;

/**
 * The company and local currency a PO's purchasing org books in. The company is the org list's
 * (companyOfOrg), as the bill scope reads it, so a bill's company and the staff's reach of it
 * cannot disagree; a loop over many POs passes the map it read once. Empty for an org the list
 * does not know (no staff scope covers it).
 */
export const companyOf = (po: PoRecord, orgCompany = companyOfOrg()): string => orgCompany.get(po.purchasingOrgCode) ?? '';
export const localCurrencyOf = (po: PoRecord) => LOCAL_CURRENCY_OF_ORG[po.purchasingOrgCode];

/** A line of `bill` with its PO item's facts and quantities as they stand now (this bill not counted). */
export function lineFacts(facts: BillFacts, poItemId: number, bill?: BillRecord): Omit<BillDetail, 'quantity' | 'amount' | 'taxAmount'> | undefined {
  const found = facts.itemById.get(poItemId);
  if (!found) return undefined;
  const { po, item } = found;
  const allowQuantity = facts.covered.left(item.id, bill);
  return {
    poItemId: item.id,
    poNo: po.poNo,
    item: item.item,
    ...itemTexts(item),
    receivedQuantity: facts.covered.accepted(item.id),
    invoicedQuantity: facts.covered.billed(item.id, bill),
    allowQuantity,
    unitPrice: item.netPrice,
    allowAmount: lineAmount(allowQuantity, item.netPrice, po.currencyCode),
  };
}

/** The bill as `GET` answers it: the supplier's name, each line's quantities as they stand now (history is kept newest first). */
export function billView(bill: BillRecord, facts = billFacts()): Bill {
  return {
    ...bill,
    supplierName: billSupplierName(bill, facts.itemById),
    details: bill.details.map((d) => ({ ...d, ...lineFacts(facts, d.poItemId, bill) })),
  };
}
