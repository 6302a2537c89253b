import type { Supplier } from 'shared-ui/contract';
import { seedBulkPurchaseOrders } from './purchase-orders-bulk';
import { seedGoodsReceipts } from './goods-receipts';
import { seedEstimates } from './po-estimates';
import { at, day, round2, TAX_RATE } from './purchasing-common';
import type { PoItemRecord, PoRecord, PurchasingSeed, ScheduleRecord } from './purchasing-records';
import { seeded } from './random';
import { DEMO_SUPPLIERS } from './suppliers';

export { PURCHASING_DEMO_DAY } from './purchasing-common';

const MATERIALS: [string, string, string, number][] = [
  ['M-1040-0012', '不鏽鋼沖壓支架 Stainless stamped bracket', 'PC', 3.2],
  ['M-2020-0108', 'ABS 射出外殼 ABS moulded housing', 'PC', 12.5],
  ['M-3040-0051', '排線組 Cable assembly', 'SET', 28],
  ['M-1020-0007', '鋁擠型散熱片 Aluminium heat sink', 'PC', 46],
  ['M-1010-0300', '冷軋鋼板 Cold-rolled steel sheet', 'KG', 1.1],
  ['M-1030-0025', '銅端子 Copper terminal', 'PC', 0.35],
];

/**
 * The demo POs of suppliers 1001 (4) and 1002 (3), with items and delivery schedules, on fixed
 * dates from 2026-02 to 2026-03 (ids 1-7, schedules 1-32). Their numbers and dates never change:
 * the portal's tests and the README rely on them. Item ids start at `firstItemId`.
 */
export function seedDemoPurchaseOrders(suppliers: readonly Supplier[]): { orders: PoRecord[]; schedules: ScheduleRecord[] } {
  const r = seeded('purchase-orders');
  const orders: PoRecord[] = [];
  const schedules: ScheduleRecord[] = [];
  let itemId = 1;
  const plan: [number, number][] = [[DEMO_SUPPLIERS.hsinTai, 4], [DEMO_SUPPLIERS.rioMetals, 3]];
  for (const [supplierId, count] of plan) {
    const supplier = suppliers.find((s) => s.id === supplierId)!;
    for (let n = 0; n < count; n++) {
      const control = supplier.purchaseData.purchaseOrgList[n % supplier.purchaseData.purchaseOrgList.length];
      const poId = orders.length + 1;
      const poNo = `45${String(supplierId).slice(-2)}${String(1000 + orders.length * 7).padStart(6, '0')}`;
      const poDate = day('2026-02-02', orders.length * 9);
      const plantCode = { '1100': 'TW01', '1200': 'TW02', '2100': 'CN01', '3100': 'BR01', '3200': 'BR01' }[control.purchasingOrgCode] ?? 'TW01';
      const items: PoItemRecord[] = r.some(MATERIALS, r.int(2, 4)).map(([material, itemDesc, unit, price], i) => {
        const orderedQuantity = r.int(2, 40) * 100;
        const delivered = n === 0 ? orderedQuantity : n === 1 ? Math.floor(orderedQuantity / 2) : 0;
        const netAmount = round2(orderedQuantity * price);
        const taxAmount = round2(netAmount * (TAX_RATE[control.currencyCode] ?? 0));
        return {
          id: itemId++,
          poNo, item: (i + 1) * 10, material, itemDesc, plantCode, unit,
          status: delivered === orderedQuantity ? 'DELIVERED' : 'OPEN',
          orderedQuantity, deliveredQuantity: delivered, goodsReceivedQuantity: delivered, returnedQuantity: 0, invoicedQuantity: n === 0 ? delivered : 0,
          netPrice: price, netAmount, taxAmount, totalAmount: round2(netAmount + taxAmount),
          storageLocation: '0001',
          ...(delivered > 0 ? { checkStatus: 'FULLY_ACCEPTED' as const } : {}),
        };
      });
      orders.push({
        id: poId,
        poNo, poDate, type: 'NB',
        status: n === 0 ? 'COMPLETED' : 'OPEN',
        confirmStatus: n < 2 ? 'CONFIRMED' : 'UNCONFIRMED',
        printStatus: n < 2 ? 'PRINTED' : 'UNPRINTED',
        supplierId, supplierName: supplier.basicData.companyInfo.name,
        buyer: { account: control.buyer ?? 'buyer' },
        purchasingOrgCode: control.purchasingOrgCode, purchaseGroupCode: 'P01',
        currencyCode: control.currencyCode, incotermCode: control.incotermCode,
        items,
        ...(n < 2 ? { confirmedAt: at(day(poDate, 2), '10:30'), printedAt: at(day(poDate, 2), '10:35') } : {}),
      });
      for (const item of items) {
        const open = item.orderedQuantity - item.deliveredQuantity;
        const halves = open > 0 && n === 2 ? [Math.ceil(open / 2), Math.floor(open / 2)] : [item.orderedQuantity];
        halves.forEach((scheduledQuantity, k) => {
          const replied = n === 1 && open > 0;
          const replyDate = day(poDate, 25);
          schedules.push({
            id: schedules.length + 1,
            poId, poItemId: item.id, supplierId,
            poNo, item: item.item,
            estimatedDate: day(poDate, 21 + k * 14),
            scheduledQuantity,
            openQuantity: open === 0 ? 0 : halves.length > 1 ? scheduledQuantity : open,
            confirmStatus: open === 0 ? 'APPROVED' : replied ? 'REPLIED' : 'NOT_REPLIED',
            ...(replied ? { replyQuantity: open, replyDate, replies: [{ replyQuantity: open, replyDate }], repliedAt: at(day(poDate, 5), '14:20') } : {}),
          });
        });
      }
    }
  }
  return { orders, schedules };
}

/**
 * The whole purchasing seed: the demo POs, then POs of the other approved suppliers (about 2,400
 * items over every purchasing org), goods receipts of every delivered item (all five inspection
 * statuses) and each schedule's estimate history.
 */
export function seedPurchasing(suppliers: readonly Supplier[]): PurchasingSeed {
  const demo = seedDemoPurchaseOrders(suppliers);
  const bulk = seedBulkPurchaseOrders(suppliers, {
    poId: demo.orders.length + 1,
    itemId: demo.orders.reduce((n, o) => n + o.items.length, 0) + 1,
    scheduleId: demo.schedules.length + 1,
  });
  const orders = [...demo.orders, ...bulk.orders];
  const schedules = [...demo.schedules, ...bulk.schedules];
  const goodsReceipts = seedGoodsReceipts(orders, schedules);
  const estimates = seedEstimates(orders, schedules, bulk.planDates, suppliers);
  return { orders, schedules, goodsReceipts, estimates };
}
