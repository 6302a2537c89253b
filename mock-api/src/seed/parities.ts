import { defaultTaxCode, type Parity, type ParityLine } from 'shared-ui/contract';
import { both, byDate, LOCAL_CURRENCY_OF_ORG, numberer, rateInto, type SupplierFacts } from './collaboration-common';
import { unitPrice, type InquiryDraw } from './inquiries';
import { day, PURCHASING_DEMO_DAY, round2 } from './purchasing-common';
import type { QuotationRecord } from './quotations';
import { seeded } from './random';

export type ParityRecord = Parity & { id: number };

const DAY = PURCHASING_DEMO_DAY;
/**
 * Quota shares by the number of offers, cheapest first. "The sum must be less than 100" (spec
 * section 5, read literally by the contract's paritySchema), so a few percent always stay unawarded.
 */
const SPLITS: Record<number, number[][]> = {
  1: [[90], [95]],
  2: [[70, 25], [60, 35], [80, 15], [65, 30]],
  3: [[50, 30, 15], [60, 25, 10], [45, 35, 15]],
};
const WIN_REASONS: [string, string][] = [
  ['價格最低且交期符合需求', 'Lowest price with an acceptable lead time'],
  ['總成本最低（含模具攤提）', 'Lowest total cost, tooling included'],
  ['品質紀錄良好，價格具競爭力', 'Good quality record at a competitive price'],
  ['維持雙來源以分散供應風險', 'Keeps two sources to spread the supply risk'],
];
const BRANDS = ['Molex', 'TE Connectivity', 'JST', 'Panasonic', 'Würth Elektronik'];
const LINE_REMARKS: [string, string][] = [
  ['需另簽品質協議', 'Quality agreement to be signed'],
  ['首批樣品已承認', 'First samples approved'],
  ['交期較長，需提前備料', 'Longer lead time: order material early'],
];

/**
 * A parity (price comparison) sheet for every COMPLETED inquiry and for some CLOSED ones (ids by
 * creation date, `PAR-<year>-<n>`): one line per accepted (COMPLETED) quotation, cheapest first
 * with the largest quota, rates into the org's local currency (USD always among them), statuses
 * and sign-off as the inquiry seed drew them. A completed sheet writes the winner's prices into
 * the inquiry's `finalPrice`s.
 */
export function seedParities(draws: readonly InquiryDraw[], quotations: readonly QuotationRecord[], suppliers: readonly SupplierFacts[]): ParityRecord[] {
  const r = seeded('parities');
  const names = new Map(suppliers.map((s) => [s.id, s.name]));
  const byInquiry = new Map<number, QuotationRecord[]>();
  for (const q of quotations) byInquiry.set(q.inquiryId, [...(byInquiry.get(q.inquiryId) ?? []), q]);
  const sheets: Omit<ParityRecord, 'id'>[] = [];

  for (const draw of draws) {
    if (!draw.parity) continue;
    const { inquiry } = draw;
    const accepted = (byInquiry.get(inquiry.id) ?? []).filter((q) => q.status === 'COMPLETED' && q.lines.length > 0);
    if (accepted.length === 0) continue;
    const local = LOCAL_CURRENCY_OF_ORG[inquiry.purchasingOrgCode];
    const made = day(draw.dueDate, r.int(3, 10));
    const createdDate = made > DAY ? DAY : made;
    const costComparisonType = inquiry.inquiryType === 'MOLD' || (inquiry.inquiryType === 'MAT' && r.chance(0.15)) ? 'TOTAL_COST' : 'UNIT_PRICE';
    const cost = (q: QuotationRecord) => (costComparisonType === 'TOTAL_COST' ? q.lines.reduce((n, l) => n + (l.sum ?? 0), 0) : q.lines[0].objectPrice!) * rateInto(q.currencyCode, local)!;
    const ranked = [...accepted].sort((a, b) => cost(a) - cost(b));
    const main = inquiry.materials[0];
    // The rows compared: the materials (a mold inquiry's molds, a freight inquiry's lanes) at their yearly quantity.
    const items = inquiry.inquiryType === 'SHIP'
      ? inquiry.shippingCostItems.map((l) => ({ seq: l.seq, description: `${l.incotermCode} ${l.loadingPlace ?? ''}`.trim(), quantity: r.int(4, 30) * 10 }))
      : inquiry.materials.map((m) => ({ seq: m.seq, ...(m.material ? { material: m.material } : {}), description: m.description, unit: m.unit, quantity: m.annualUsage ?? r.int(4, 30) * 10 }));
    const split = r.pick(SPLITS[Math.min(ranked.length, 3)]);
    const lines: ParityLine[] = ranked.slice(0, 3).flatMap((q, k) => {
      const deliveryDays = inquiry.inquiryType === 'SHIP' ? inquiry.shippingCostItems[0].transitTime! : Math.max(7, (main?.leadDays ?? 30) + r.int(-7, 7));
      const brand = main && main.description.includes('連接') ? r.pick(BRANDS) : undefined;
      return items.flatMap((item) => {
        const offer = q.lines.find((l) => l.seq === item.seq);
        if (!offer) return [];
        const material = inquiry.materials.find((m) => m.seq === item.seq);
        const history = q.history?.filter((h) => h.seq === item.seq && h.currencyCode === q.currencyCode).at(-1);
        return [{
          seq: item.seq,
          supplierId: q.supplierId,
          supplierName: names.get(q.supplierId),
          quotationId: q.id,
          netPrice: offer.objectPrice,
          listPrice: unitPrice(offer.firstObjectPrice! * (1.05 + r.next() * 0.1)),
          firstPrice: offer.firstObjectPrice,
          ...(history ? { historyPrice: history.objectPrice } : {}),
          quota: Math.round((item.quantity * split[k]) / 100),
          quotaPercent: split[k],
          ...(brand ? { brand } : {}),
          deliveryDate: day(createdDate, deliveryDays),
          deliveryDays,
          currencyCode: q.currencyCode,
          taxCode: defaultTaxCode(q.currencyCode, local),
          ...(material?.minOrderQty ? { minPurchaseAmount: round2(material.minOrderQty * offer.objectPrice!) } : {}),
          ...(offer.moldPrice !== undefined ? { toolingAmount: offer.moldPrice } : {}),
          ...(r.chance(0.2) ? { remark: both(...r.pick(LINE_REMARKS)) } : {}),
        }];
      });
    });
    const currencies = [...new Set(['USD', ...lines.map((l) => l.currencyCode)])].filter((c) => c !== local);
    sheets.push({
      parityNo: '',
      inquiryId: inquiry.id,
      status: draw.parity.status,
      bpmStatus: draw.parity.bpmStatus,
      ...(ranked.length > 1 || costComparisonType === 'TOTAL_COST' ? { winReason: both(...(costComparisonType === 'TOTAL_COST' ? WIN_REASONS[1] : r.pick(WIN_REASONS))) } : {}),
      costComparisonType,
      winningSupplierId: ranked[0].supplierId,
      items,
      lines,
      localCurrencyCode: local,
      exchangeRateList: currencies.map((currencyCode) => ({ currencyCode, rate: rateInto(currencyCode, local) })),
      createdDate,
    });
    if (draw.parity.status === 'COMPLETED') {
      const winner = ranked[0];
      for (const m of inquiry.materials) {
        const price = winner.lines.find((l) => l.seq === m.seq)?.objectPrice;
        if (price !== undefined) m.finalPrice = unitPrice((price * rateInto(winner.currencyCode, local)!) / rateInto(inquiry.currencyCode, local)!);
      }
    }
  }

  const parityNo = numberer('PAR');
  return byDate(sheets, (s) => s.createdDate!).map((sheet, i) => ({
    id: i + 1,
    ...sheet,
    parityNo: parityNo(sheet.createdDate!),
    ...(sheet.bpmStatus === 'NONE' ? {} : { bpmDocNo: `BPM-PAR-${sheet.createdDate!.slice(0, 4)}${String(i + 1).padStart(5, '0')}` }),
  }));
}
