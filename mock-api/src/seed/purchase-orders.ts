import type { DeliverySchedule, PoItem, PurchaseOrder, Supplier } from 'shared-ui/contract';
import { seeded } from './random';
import { DEMO_SUPPLIERS } from './suppliers';

const MATERIALS: [string, string, string, number][] = [
  ['M-1040-0012', '不鏽鋼沖壓支架 Stainless stamped bracket', 'PC', 3.2],
  ['M-2020-0108', 'ABS 射出外殼 ABS moulded housing', 'PC', 12.5],
  ['M-3040-0051', '排線組 Cable assembly', 'SET', 28],
  ['M-1020-0007', '鋁擠型散熱片 Aluminium heat sink', 'PC', 46],
  ['M-1010-0300', '冷軋鋼板 Cold-rolled steel sheet', 'KG', 1.1],
  ['M-1030-0025', '銅端子 Copper terminal', 'PC', 0.35],
];
const TAX_RATE: Record<string, number> = { TWD: 0.05, CNY: 0.13, BRL: 0.18, USD: 0 };
const day = (base: string, plus: number) => new Date(Date.parse(`${base}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

/**
 * A handful of POs with items and delivery schedules for the demo suppliers 1001 and 1002, on
 * fixed dates around 2026-03 (the business clock can be set there with `POST dev/clock`).
 */
export function seedPurchaseOrders(suppliers: readonly Supplier[]): { orders: (PurchaseOrder & { id: number })[]; schedules: DeliverySchedule[] } {
  const r = seeded('purchase-orders');
  const orders: (PurchaseOrder & { id: number })[] = [];
  const schedules: DeliverySchedule[] = [];
  const plan: [number, number][] = [[DEMO_SUPPLIERS.hsinTai, 4], [DEMO_SUPPLIERS.rioMetals, 3]];
  for (const [supplierId, count] of plan) {
    const supplier = suppliers.find((s) => s.id === supplierId)!;
    for (let n = 0; n < count; n++) {
      const control = supplier.purchaseData.purchaseOrgList[n % supplier.purchaseData.purchaseOrgList.length];
      const poNo = `45${String(supplierId).slice(-2)}${String(1000 + orders.length * 7).padStart(6, '0')}`;
      const poDate = day('2026-02-02', orders.length * 9);
      const plantCode = { '1100': 'TW01', '1200': 'TW02', '2100': 'CN01', '3100': 'BR01', '3200': 'BR01' }[control.purchasingOrgCode] ?? 'TW01';
      const items: PoItem[] = r.some(MATERIALS, r.int(2, 4)).map(([material, itemDesc, unit, price], i) => {
        const orderedQuantity = r.int(2, 40) * 100;
        const delivered = n === 0 ? orderedQuantity : n === 1 ? Math.floor(orderedQuantity / 2) : 0;
        const netAmount = Math.round(orderedQuantity * price * 100) / 100;
        const taxAmount = Math.round(netAmount * (TAX_RATE[control.currencyCode] ?? 0) * 100) / 100;
        return {
          poNo, item: (i + 1) * 10, material, itemDesc, plantCode, unit,
          status: delivered === orderedQuantity ? 'DELIVERED' : 'OPEN',
          orderedQuantity, deliveredQuantity: delivered, goodsReceivedQuantity: delivered, returnedQuantity: 0, invoicedQuantity: n === 0 ? delivered : 0,
          netPrice: price, netAmount, taxAmount, totalAmount: Math.round((netAmount + taxAmount) * 100) / 100,
          storageLocation: '0001',
          ...(delivered > 0 ? { checkStatus: 'FULLY_ACCEPTED' as const } : {}),
        };
      });
      orders.push({
        id: orders.length + 1,
        poNo, poDate, type: 'NB',
        status: n === 0 ? 'COMPLETED' : 'OPEN',
        confirmStatus: n < 2 ? 'CONFIRMED' : 'UNCONFIRMED',
        printStatus: n < 2 ? 'PRINTED' : 'UNPRINTED',
        supplierId, supplierName: supplier.basicData.companyInfo.name,
        buyer: { account: control.buyer ?? 'buyer' },
        purchasingOrgCode: control.purchasingOrgCode, purchaseGroupCode: 'P01',
        currencyCode: control.currencyCode, incotermCode: control.incotermCode,
        items,
      });
      for (const item of items) {
        const open = item.orderedQuantity - item.deliveredQuantity;
        const halves = open > 0 && n === 2 ? [Math.ceil(open / 2), Math.floor(open / 2)] : [item.orderedQuantity];
        halves.forEach((scheduledQuantity, k) => {
          const replied = n === 1 && open > 0;
          schedules.push({
            id: schedules.length + 1,
            poNo, item: item.item,
            estimatedDate: day(poDate, 21 + k * 14),
            scheduledQuantity,
            openQuantity: open === 0 ? 0 : halves.length > 1 ? scheduledQuantity : open,
            confirmStatus: open === 0 ? 'APPROVED' : replied ? 'REPLIED' : 'NOT_REPLIED',
            ...(replied ? { replyQuantity: open, replyDate: day(poDate, 25) } : {}),
          });
        });
      }
    }
  }
  return { orders, schedules };
}
