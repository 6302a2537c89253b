import {
  confirmedDeliveriesOf,
  dueDateColour,
  type DeliveryDue,
  type DeliveryReplyPart,
  type DeliveryReplySplit,
  type DeliveryScheduleRow,
  type GoodsReceipt,
  type PoItemDetail,
  type PoItemHistoryRow,
  type PurchaseOrderDetail,
  type PurchaseOrderListItem,
} from 'shared-ui/contract';
import { sees, type Reader } from '../http/reader';
import type { GoodsReceiptRecord, PoItemRecord, PoRecord, ScheduleRecord } from '../seed/purchasing-records';
import { clock } from '../store/clock';
import { deliverySchedules, purchaseOrders } from '../store/collections';

// The answers of the purchasing calls, joined from the stored records: a schedule line or a goods
// receipt holds only its PO item's id, the texts (material, supplier name, ...) come from the PO.

export interface PurchasingIndex {
  poById: Map<number, PoRecord>;
  itemById: Map<number, { po: PoRecord; item: PoItemRecord }>;
}

/** The POs and their items by id, built once per call (a few thousand map entries). */
export function purchasingIndex(): PurchasingIndex {
  const poById = new Map<number, PoRecord>();
  const itemById = new Map<number, { po: PoRecord; item: PoItemRecord }>();
  for (const po of purchaseOrders.all()) {
    poById.set(po.id, po);
    for (const item of po.items) itemById.set(item.id, { po, item });
  }
  return { poById, itemById };
}

/** Whether the reader may see the PO a record belongs to. */
export const seesPo = (reader: Reader, po: PoRecord | undefined): po is PoRecord => po !== undefined && sees(reader, po);

/** What the line's bands (and whether it awaits a reply) depend on besides the date: its open quantity and its PO's status (a line without its PO awaits nothing). */
export const dueOf = (s: ScheduleRecord, po: PoRecord | undefined): DeliveryDue => ({ openQuantity: s.openQuantity, poStatus: po?.status ?? 'CANCELLED' });

/**
 * The reply's parts as answered: each dated one with the band of its own date, by the rule of the
 * line's band on the same clock (the earliest part's band is the line's while its reply stands);
 * an undecided part has none, nor any part of a line that awaits no delivery. The rejected reply a
 * REJECTED line keeps is banded alike.
 */
const bandedParts = (replies: readonly DeliveryReplySplit[], due: DeliveryDue, today: string): DeliveryReplyPart[] =>
  replies.map((part) => {
    const dateColour = part.replyDate ? dueDateColour(part.replyDate, due, today) : undefined;
    return dateColour ? { ...part, dateColour } : part;
  });

/**
 * A line as the lists answer it, with its PO item's texts and, while a delivery is awaited, the
 * band of the date that matters (the replied date once there is one, else the estimated date) and
 * of each part of its reply. A line delivered in full or of a PO not OPEN has none: it is in no
 * column of the delivery board.
 */
export function scheduleRow(s: ScheduleRecord, index: PurchasingIndex, today: string): DeliveryScheduleRow {
  const found = index.itemById.get(s.poItemId);
  const item = found?.item;
  const due = dueOf(s, found?.po);
  const dateColour = dueDateColour(s.replyDate ?? s.estimatedDate, due, today);
  return {
    ...s,
    supplierName: found?.po.supplierName,
    material: item?.material,
    itemDesc: item?.itemDesc,
    plantCode: item?.plantCode,
    unit: item?.unit,
    poStatus: due.poStatus,
    ...(s.replies ? { replies: bandedParts(s.replies, due, today) } : {}),
    ...(dateColour ? { dateColour } : {}),
  };
}

/** The schedule lines the reader may see (and `keep` keeps, given the line's PO), as list rows. */
export function scheduleRows(reader: Reader, keep: (s: ScheduleRecord, po: PoRecord | undefined) => boolean = () => true): DeliveryScheduleRow[] {
  const index = purchasingIndex();
  const today = clock.today();
  const rows: DeliveryScheduleRow[] = [];
  for (const s of deliverySchedules.all()) {
    const po = index.poById.get(s.poId);
    if (keep(s, po) && seesPo(reader, po)) rows.push(scheduleRow(s, index, today));
  }
  return rows;
}

export function listItemOf(po: PoRecord): PurchaseOrderListItem {
  const { items: _items, ...header } = po;
  return header;
}

export function itemDetail(po: PoRecord, item: PoItemRecord, schedules: DeliveryScheduleRow[]): PoItemDetail {
  return { ...item, poId: po.id, supplierId: po.supplierId, supplierName: po.supplierName, poDate: po.poDate, currencyCode: po.currencyCode, schedules };
}

/** The schedule rows of these PO items, by item id. */
function schedulesOf(itemIds: ReadonlySet<number>, index: PurchasingIndex): Map<number, DeliveryScheduleRow[]> {
  const today = clock.today();
  const byItem = new Map<number, DeliveryScheduleRow[]>();
  for (const s of deliverySchedules.all()) {
    if (!itemIds.has(s.poItemId)) continue;
    const list = byItem.get(s.poItemId) ?? [];
    list.push(scheduleRow(s, index, today));
    byItem.set(s.poItemId, list);
  }
  return byItem;
}

export function poDetail(po: PoRecord): PurchaseOrderDetail {
  const index = purchasingIndex();
  const byItem = schedulesOf(new Set(po.items.map((i) => i.id)), index);
  return { ...listItemOf(po), id: po.id, items: po.items.map((item) => itemDetail(po, item, byItem.get(item.id) ?? [])) };
}

export function poItemDetail(po: PoRecord, item: PoItemRecord): PoItemDetail {
  const byItem = schedulesOf(new Set([item.id]), purchasingIndex());
  return itemDetail(po, item, byItem.get(item.id) ?? []);
}

/**
 * Every PO item the reader may see, with the latest estimated date of its schedules: of an approved
 * line split over several dates, its last confirmed delivery, not only its earliest.
 */
export function historyRows(reader: Reader): PoItemHistoryRow[] {
  const latest = new Map<number, string>();
  const open = new Map<number, number>();
  for (const s of deliverySchedules.all()) {
    const last = confirmedDeliveriesOf(s).at(-1)?.replyDate;
    const date = last && last > s.estimatedDate ? last : s.estimatedDate;
    const seen = latest.get(s.poItemId);
    if (seen === undefined || date > seen) latest.set(s.poItemId, date);
    open.set(s.poItemId, (open.get(s.poItemId) ?? 0) + s.openQuantity);
  }
  const today = clock.today();
  const rows: PoItemHistoryRow[] = [];
  for (const po of purchaseOrders.all()) {
    if (!sees(reader, po)) continue;
    for (const item of po.items) {
      const estimatedDate = latest.get(item.id);
      // Banded while the item awaits a delivery: something open on its lines, on an OPEN PO.
      const dateColour = estimatedDate ? dueDateColour(estimatedDate, { openQuantity: open.get(item.id) ?? 0, poStatus: po.status }, today) : undefined;
      rows.push({
        ...item, poId: po.id, poDate: po.poDate, supplierId: po.supplierId, supplierName: po.supplierName, currencyCode: po.currencyCode,
        ...(estimatedDate ? { estimatedDate } : {}),
        ...(dateColour ? { dateColour } : {}),
      });
    }
  }
  return rows;
}

export function receiptRow(gr: GoodsReceiptRecord, index: PurchasingIndex): GoodsReceipt {
  const found = index.itemById.get(gr.poItemId);
  return { ...gr, supplierName: found?.po.supplierName, material: found?.item.material, itemDesc: found?.item.itemDesc, plantCode: found?.item.plantCode, unit: found?.item.unit };
}
