import type { DeliveryReplySplit, DeliverySchedule, GoodsReceipt, PoItem, PoItemEstimate, PurchaseOrder, PurchaseOrderDetail } from 'shared-ui/contract';

// The stored shapes of the purchasing domain (state.collections). They stay small on purpose:
// the browser keeps the whole state in localStorage, so names and material texts are joined in
// from the PO when a call answers (purchasing/po-index.ts) instead of being copied to each line.

export type PoItemRecord = PoItem & { id: number };

/** A PO with its items (each with its own id), who confirmed it and when, and the time of the last print. */
export interface PoRecord extends PurchaseOrder, Pick<PurchaseOrderDetail, 'confirmedAt' | 'confirmedBy' | 'confirmOnBehalf' | 'printedAt'> {
  id: number;
  items: PoItemRecord[];
}

/** A delivery schedule line with the keys of its PO item and the supplier's reply as sent. */
export interface ScheduleRecord extends DeliverySchedule {
  poId: number;
  poItemId: number;
  supplierId: number;
  replies?: DeliveryReplySplit[];
  repliedAt?: string;
  rejectReason?: string;
}

/** A goods receipt without the texts of its PO item (joined in when answered). */
export type GoodsReceiptRecord = Omit<GoodsReceipt, 'supplierName' | 'material' | 'itemDesc' | 'plantCode' | 'unit'>;

export type EstimateRecord = PoItemEstimate;

export interface PurchasingSeed {
  orders: PoRecord[];
  schedules: ScheduleRecord[];
  goodsReceipts: GoodsReceiptRecord[];
  estimates: EstimateRecord[];
}
