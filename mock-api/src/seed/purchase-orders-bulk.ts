import type { DeliveryReplySplit, DeliveryReplyStatus, PoStatus, Supplier } from 'shared-ui/contract';
import { daysUntil } from 'shared-ui/contract';
import { at, day, PURCHASING_DEMO_DAY, round2, TAX_RATE } from './purchasing-common';
import type { PoItemRecord, PoRecord, ScheduleRecord } from './purchasing-records';
import { seeded, type Random } from './random';
import { DEMO_SUPPLIERS } from './suppliers';

/** [material, description, unit, net price]: the catalogue the bulk POs draw from (the inquiries too, reading the price as USD). */
export const CATALOGUE: [string, string, string, number][] = [
  ['M-1040-0012', '不鏽鋼沖壓支架 Stainless stamped bracket', 'PC', 3.2],
  ['M-1040-0031', '鍍鋅固定片 Galvanised clip', 'PC', 0.8],
  ['M-2020-0108', 'ABS 射出外殼 ABS moulded housing', 'PC', 12.5],
  ['M-2020-0214', 'PC 透明視窗 PC clear window', 'PC', 4.6],
  ['M-2030-0009', '矽膠按鍵 Silicone keypad', 'PC', 2.1],
  ['M-3040-0051', '排線組 Cable assembly', 'SET', 28],
  ['M-3040-0077', '電源線 Power cord', 'PC', 9.4],
  ['M-3050-0102', '印刷電路板 Printed circuit board', 'PC', 65],
  ['M-3050-0140', '連接器 Board connector', 'PC', 1.9],
  ['M-1020-0007', '鋁擠型散熱片 Aluminium heat sink', 'PC', 46],
  ['M-1020-0019', '鋁壓鑄底座 Die-cast aluminium base', 'PC', 88],
  ['M-1010-0300', '冷軋鋼板 Cold-rolled steel sheet', 'KG', 1.1],
  ['M-1010-0410', '不鏽鋼捲 Stainless steel coil', 'KG', 3.9],
  ['M-1030-0025', '銅端子 Copper terminal', 'PC', 0.35],
  ['M-1030-0066', '銅排 Copper busbar', 'KG', 11.2],
  ['M-4010-0003', '六角螺絲 M4 Hex screw M4', 'BOX', 14],
  ['M-4010-0008', '彈簧墊圈 Spring washer', 'BOX', 6.5],
  ['M-4020-0015', '瓦楞紙箱 Corrugated carton', 'PC', 1.4],
  ['M-4020-0027', 'EPE 緩衝材 EPE foam insert', 'PC', 0.9],
  ['M-5010-0004', '絕緣膠帶 Insulating tape', 'ROL', 2.3],
  ['M-5010-0012', '導熱膏 Thermal paste', 'KG', 42],
  ['M-6010-0020', '鋁線 Aluminium wire', 'M', 0.6],
  ['M-6010-0033', '熱縮套管 Heat-shrink tubing', 'M', 0.25],
  ['M-7010-0001', '精密軸心 Precision shaft', 'PC', 18.5],
];

const PLANTS: Record<string, string[]> = { '1100': ['TW01', 'TW02'], '1200': ['TW01', 'TW02'], '2100': ['CN01', 'CN02'], '3100': ['BR01'], '3200': ['BR01'] };
const PO_TYPES = ['NB', 'NB', 'NB', 'NB', 'NB', 'FO', 'ZS'];
const FIRST_PO_DATE = '2025-07-01';
const REJECT_REASONS = [
  '交期太晚，請提前 Too late, please bring it forward',
  '請分批交貨 Please split the delivery',
  '數量不足，請補足 Quantity short, please cover the whole line',
  '產線停線風險，請確認最早交期 Line-stop risk, confirm the earliest date',
];
const REMARKS = ['海運 By sea', '空運 By air', '分批出貨 Split shipment', '待原料到貨 Waiting for raw material'];

export interface BulkStart {
  poId: number;
  itemId: number;
  scheduleId: number;
}

/** A line's state, drawn from how far its date lies from the demo day. */
function drawLine(r: Random, estimatedDate: string): { status: DeliveryReplyStatus; delivered: boolean } {
  const daysAway = daysUntil(estimatedDate, PURCHASING_DEMO_DAY);
  if (daysAway < -14 && r.chance(0.85)) return { status: 'APPROVED', delivered: true };
  const roll = r.next();
  const status: DeliveryReplyStatus = roll < 0.4 ? 'NOT_REPLIED' : roll < 0.65 ? 'REPLIED' : roll < 0.9 ? 'APPROVED' : 'REJECTED';
  return { status, delivered: false };
}

/** The supplier's reply to a line: one date, sometimes split over two. */
function drawReply(r: Random, open: number, estimatedDate: string, poDate: string): Pick<ScheduleRecord, 'replies' | 'replyQuantity' | 'replyDate' | 'repliedAt'> {
  const first = day(estimatedDate, r.int(-5, 12));
  const split = open >= 200 && r.chance(0.2);
  const firstQuantity = split ? Math.round(open / 2 / 50) * 50 : open;
  const replies: DeliveryReplySplit[] = [{ replyQuantity: firstQuantity, replyDate: first, ...(r.chance(0.15) ? { remark: r.pick(REMARKS) } : {}) }];
  if (split) replies.push({ replyQuantity: open - firstQuantity, replyDate: day(first, r.int(7, 21)) });
  const sent = day(poDate, r.int(1, 6));
  return { replies, replyQuantity: open, replyDate: first, repliedAt: at(daysUntil(sent, PURCHASING_DEMO_DAY) > 0 ? PURCHASING_DEMO_DAY : sent, `1${r.int(0, 7)}:${r.pick(['05', '20', '40'])}`) };
}

/**
 * POs of the approved suppliers other than the demo ones: 3-9 each, dated from 2025-07 up to the
 * demo day, over every purchasing org the supplier is handled by. Lines long past their date are
 * mostly delivered; recent and future ones are in every reply state. `planDates` keeps the first
 * plan of lines whose estimate moved to an approved reply (the estimate history starts there).
 */
export function seedBulkPurchaseOrders(suppliers: readonly Supplier[], start: BulkStart) {
  const r = seeded('purchase-orders-bulk');
  const orders: PoRecord[] = [];
  const schedules: ScheduleRecord[] = [];
  const planDates = new Map<number, string>();
  let { poId, itemId, scheduleId } = start;
  const span = daysUntil(PURCHASING_DEMO_DAY, FIRST_PO_DATE);
  const demo = new Set<number>(Object.values(DEMO_SUPPLIERS));
  const trading = suppliers.filter(
    (s) => !demo.has(s.id) && s.basicData.systemInfo.stage === 'NORMAL' && s.basicData.systemInfo.status === 'APPROVED' && s.purchaseData.purchaseOrgList.length > 0,
  );

  for (const supplier of trading) {
    const catalogue = r.some(CATALOGUE, r.int(3, 7));
    const poCount = r.int(3, 9);
    for (let n = 0; n < poCount; n++) {
      const control = r.pick(supplier.purchaseData.purchaseOrgList);
      const poDate = day(FIRST_PO_DATE, r.int(0, span));
      const poNo = `455${String(orders.length + 1).padStart(7, '0')}`;
      const cancelled = r.chance(0.02);
      const lead = r.int(14, 56);
      const id = poId++;
      const items: PoItemRecord[] = [];
      r.some(catalogue, r.int(1, 5)).forEach(([material, itemDesc, unit, listPrice], i) => {
        const orderedQuantity = r.int(2, 60) * 50;
        const netPrice = round2(listPrice * (0.9 + r.next() * 0.2));
        const netAmount = round2(orderedQuantity * netPrice);
        const taxAmount = round2(netAmount * (TAX_RATE[control.currencyCode] ?? 0));
        const item: PoItemRecord = {
          id: itemId++,
          poNo, item: (i + 1) * 10, material, itemDesc, plantCode: r.pick(PLANTS[control.purchasingOrgCode] ?? ['TW01']), unit,
          status: 'OPEN',
          orderedQuantity, deliveredQuantity: 0, goodsReceivedQuantity: 0, returnedQuantity: 0, invoicedQuantity: 0,
          netPrice, netAmount, taxAmount, totalAmount: round2(netAmount + taxAmount),
          storageLocation: r.pick(['0001', '0001', '0002', '0100']),
          ...(control.incotermCode && control.incotermCode !== 'DAP' ? { incotermLocation: r.pick(['Keelung', 'Shanghai', 'Santos', 'Kaohsiung']) } : {}),
        };
        const halves = orderedQuantity >= 500 && r.chance(0.3) ? [Math.ceil(orderedQuantity / 100) * 50, orderedQuantity - Math.ceil(orderedQuantity / 100) * 50] : [orderedQuantity];
        halves.forEach((scheduledQuantity, k) => {
          const plan = day(poDate, lead + k * 14 + r.int(0, 3));
          const line = cancelled ? { status: 'NOT_REPLIED' as const, delivered: false } : drawLine(r, plan);
          const open = cancelled || line.delivered ? 0 : scheduledQuantity;
          const schedule: ScheduleRecord = {
            id: scheduleId++,
            poId: id, poItemId: item.id, supplierId: supplier.id,
            poNo, item: item.item,
            estimatedDate: plan, scheduledQuantity, openQuantity: open,
            confirmStatus: line.status,
          };
          if (open > 0 && line.status !== 'NOT_REPLIED') {
            Object.assign(schedule, drawReply(r, open, plan, poDate));
            if (line.status === 'REJECTED') {
              // As a.../reject leaves it: the reply sent stays in `replies`, the line awaits a new one.
              schedule.rejectReason = r.pick(REJECT_REASONS);
              delete schedule.replyQuantity;
              delete schedule.replyDate;
            }
            if (line.status === 'APPROVED') {
              planDates.set(schedule.id, plan);
              schedule.estimatedDate = schedule.replyDate!;
            }
          }
          if (!cancelled) item.deliveredQuantity += scheduledQuantity - open;
          schedules.push(schedule);
        });
        item.goodsReceivedQuantity = item.deliveredQuantity;
        item.status = cancelled ? 'CLOSED' : item.deliveredQuantity === orderedQuantity ? 'DELIVERED' : 'OPEN';
        items.push(item);
      });
      const status: PoStatus = cancelled ? 'CANCELLED' : items.every((i) => i.status === 'DELIVERED') ? 'COMPLETED' : 'OPEN';
      const recent = daysUntil(poDate, PURCHASING_DEMO_DAY) > -30;
      const confirmed = status !== 'OPEN' || !recent || r.chance(0.5);
      const printed = confirmed && r.chance(0.8);
      if (status === 'COMPLETED' && daysUntil(poDate, PURCHASING_DEMO_DAY) < -60) for (const item of items) item.invoicedQuantity = item.deliveredQuantity;
      const stamp = at(day(poDate, 1), '11:00');
      orders.push({
        id, poNo, poDate, type: r.pick(PO_TYPES), status,
        confirmStatus: confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
        printStatus: printed ? 'PRINTED' : 'UNPRINTED',
        supplierId: supplier.id, supplierName: supplier.basicData.companyInfo.name,
        buyer: { account: control.buyer ?? 'buyer' },
        purchasingOrgCode: control.purchasingOrgCode, purchaseGroupCode: r.pick(['P01', 'P02', 'P03']),
        currencyCode: control.currencyCode, incotermCode: control.incotermCode,
        items,
        ...(confirmed ? { confirmedAt: stamp } : {}),
        ...(printed ? { printedAt: stamp } : {}),
      });
    }
  }
  return { orders, schedules, planDates };
}
