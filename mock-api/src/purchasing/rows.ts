import {
  confirmedDeliveriesOf,
  deliveryDateColour,
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

/** The band of the date that matters: the replied date once there is one, else the estimated date. */
export const colourOf = (s: ScheduleRecord, today: string) => deliveryDateColour(s.replyDate ?? s.estimatedDate, today);

/**
 * The reply's parts as answered: each dated one with the band of its own date, by the rule of the
 * line's band on the same clock (the earliest part's band is the line's while its reply stands);
 * an undecided part has none. The rejected reply a REJECTED line keeps is banded alike.
 */
export const bandedParts = (replies: readonly DeliveryReplySplit[], today: string): DeliveryReplyPart[] =>
  replies.map((part) => (part.replyDate ? { ...part, dateColour: deliveryDateColour(part.replyDate, today) } : part));

export function scheduleRow(s: ScheduleRecord, index: PurchasingIndex, today: string): DeliveryScheduleRow {
  const found = index.itemById.get(s.poItemId);
  const item = found?.item;
  return {
    ...s,
    supplierName: found?.po.supplierName,
    material: item?.material,
    itemDesc: item?.itemDesc,
    plantCode: item?.plantCode,
    unit: item?.unit,
    ...(s.replies ? { replies: bandedParts(s.replies, today) } : {}),
    dateColour: colourOf(s, today),
  };
}

/** The schedule lines the reader may see (and `keep` keeps), as list rows. */
export function scheduleRows(reader: Reader, keep: (s: ScheduleRecord) => boolean = () => true): DeliveryScheduleRow[] {
  const index = purchasingIndex();
  const today = clock.today();
  const rows: DeliveryScheduleRow[] = [];
  for (const s of deliverySchedules.all()) {
    if (keep(s) && seesPo(reader, index.poById.get(s.poId))) rows.push(scheduleRow(s, index, today));
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
  for (const s of deliverySchedules.all()) {
    const last = confirmedDeliveriesOf(s).at(-1)?.replyDate;
    const date = last && last > s.estimatedDate ? last : s.estimatedDate;
    const seen = latest.get(s.poItemId);
    if (seen === undefined || date > seen) latest.set(s.poItemId, date);
  }
  const today = clock.today();
  const rows: PoItemHistoryRow[] = [];
  for (const po of purchaseOrders.all()) {
    if (!sees(reader, po)) continue;
    for (const item of po.items) {
      const estimatedDate = latest.get(item.id);
      rows.push({
        ...item, poId: po.id, poDate: po.poDate, supplierId: po.supplierId, supplierName: po.supplierName, currencyCode: po.currencyCode,
        ...(estimatedDate ? { estimatedDate, dateColour: deliveryDateColour(estimatedDate, today) } : {}),
      });
    }
  }
  return rows;
}

export function receiptRow(gr: GoodsReceiptRecord, index: PurchasingIndex): GoodsReceipt {
  const found = index.itemById.get(gr.poItemId);
  return { ...gr, supplierName: found?.po.supplierName, material: found?.item.material, itemDesc: found?.item.itemDesc, plantCode: found?.item.plantCode, unit: found?.item.unit };
}
