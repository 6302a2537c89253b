import type { InspectionStatus } from 'shared-ui/contract';
import { INSPECTION_STATUSES } from 'shared-ui/contract';
import { day, PURCHASING_DEMO_DAY } from './purchasing-common';
import type { GoodsReceiptRecord, PoRecord, ScheduleRecord } from './purchasing-records';
import { seeded, type Random } from './random';
import { DEMO_SUPPLIERS } from './suppliers';

/** Mostly accepted; every other result a few percent. */
function drawStatus(r: Random): InspectionStatus {
  const roll = r.next();
  if (roll < 0.7) return 'FULLY_ACCEPTED';
  if (roll < 0.8) return 'PARTLY_ACCEPTED';
  if (roll < 0.87) return 'SPECIAL_ACCEPTANCE';
  if (roll < 0.94) return 'RETURNED';
  return 'FULLY_REJECTED';
}

/** How a received quantity splits by the inspection result. */
function quantities(r: Random, status: InspectionStatus, received: number) {
  switch (status) {
    case 'PARTLY_ACCEPTED': {
      const rejected = Math.max(1, Math.round(received * (0.05 + r.next() * 0.15)));
      return { acceptedQuantity: received - rejected, rejectedQuantity: rejected, returnedQuantity: 0 };
    }
    case 'RETURNED':
      return { acceptedQuantity: 0, rejectedQuantity: received, returnedQuantity: received };
    case 'FULLY_REJECTED':
      return { acceptedQuantity: 0, rejectedQuantity: received, returnedQuantity: 0 };
    default:
      return { acceptedQuantity: received, rejectedQuantity: 0, returnedQuantity: 0 };
  }
}

/**
 * Goods receipts of every delivered PO item (mostly one, a few split in 2-3; two for each delivered item of the demo
 * suppliers, whose results cycle through all five inspection statuses). The items take their
 * receipts' totals: returned quantity, check status of the latest receipt, invoiced at most the
 * accepted quantity. Changes the orders given (the seed is built once).
 */
export function seedGoodsReceipts(orders: PoRecord[], schedules: readonly ScheduleRecord[]): GoodsReceiptRecord[] {
  const r = seeded('goods-receipts');
  const receipts: GoodsReceiptRecord[] = [];
  const firstDate = new Map<number, string>();
  for (const s of schedules) if (!firstDate.has(s.poItemId) || s.estimatedDate < firstDate.get(s.poItemId)!) firstDate.set(s.poItemId, s.estimatedDate);
  const demoTurn = new Map<number, number>();
  const demo = new Set<number>([DEMO_SUPPLIERS.hsinTai, DEMO_SUPPLIERS.rioMetals]);

  for (const po of orders) {
    for (const item of po.items) {
      if (item.deliveredQuantity <= 0) continue;
      const isDemo = demo.has(po.supplierId);
      const count = isDemo ? 2 : item.deliveredQuantity >= 200 && r.chance(0.25) ? r.int(2, 3) : 1;
      let left = item.deliveredQuantity;
      let date = day(firstDate.get(item.id) ?? day(po.poDate, 21), -3);
      let accepted = 0;
      for (let k = 0; k < count; k++) {
        const received = k === count - 1 ? left : Math.max(1, Math.round(item.deliveredQuantity / count));
        left -= received;
        date = day(date, r.int(0, 6));
        const receivedDate = date > PURCHASING_DEMO_DAY ? PURCHASING_DEMO_DAY : date < po.poDate ? po.poDate : date;
        let status: InspectionStatus;
        if (isDemo) {
          const turn = demoTurn.get(po.supplierId) ?? 0;
          demoTurn.set(po.supplierId, turn + 1);
          status = INSPECTION_STATUSES[turn % INSPECTION_STATUSES.length];
        } else status = drawStatus(r);
        const split = quantities(r, status, received);
        accepted += split.acceptedQuantity;
        const id = receipts.length + 1;
        receipts.push({
          id, grNo: `50${String(id).padStart(8, '0')}`,
          poId: po.id, poNo: po.poNo, item: item.item, poItemId: item.id, supplierId: po.supplierId,
          receivedDate, receivedQuantity: received, ...split, inspectionStatus: status,
        });
        item.returnedQuantity += split.returnedQuantity;
        item.checkStatus = status;
      }
      item.invoicedQuantity = Math.min(item.invoicedQuantity, accepted);
    }
  }
  return receipts;
}
