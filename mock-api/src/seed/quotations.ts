import type { Quotation, QuotationHistory, QuotationLine, QuotationStatus } from 'shared-ui/contract';
import { both, LOCAL_CURRENCY_OF_ORG, numberer, rateInto, type SupplierFacts } from './collaboration-common';
import { fromUsd, unitPrice, type InquiryDraw } from './inquiries';
import { day, PURCHASING_DEMO_DAY, round2 } from './purchasing-common';
import { seeded, type Random } from './random';

export type QuotationRecord = Quotation & { id: number };

// How the seed reads the quotation flow (spec section 4: invite, save, commit, reject, close).
// INVITED: waiting for the supplier, no prices yet. DRAFT: the supplier saved prices, not sent.
// COMMITTED: sent. REJECTED: sent back to the supplier to quote again (a new due date).
// COMPLETED: accepted by the buyer, may go on a parity sheet. CLOSED: the inquiry closed it.
// Lines are per `seq` of the inquiry's materials (MAT), molds (MOLD: mold and piece prices) or
// lanes (SHIP: freight per 40-foot container). `first*` prices are the first offer, the others
// the current one (lower after a negotiation round); `sum` is the yearly cost at the annual
// usage, plus the mold, or the freight itself.

const DAY = PURCHASING_DEMO_DAY;
const WARRANTIES: Record<string, [string, string][]> = {
  MAT: [['出貨後 12 個月', '12 months from shipment'], ['驗收後 18 個月', '18 months from acceptance'], ['依雙方品質協議', 'As per our quality agreement']],
  MOLD: [['模具保固 50 萬模次', 'Tool guaranteed for 500,000 shots'], ['保固至模具壽命終止', 'Guaranteed for the life of the tool']],
  SHIP: [['貨損依承運人責任險理賠', 'Damage covered by the carrier’s liability insurance']],
};
const REMARKS: Record<string, [string, string][]> = {
  TWD: [['報價含運費至指定廠區', 'Price includes delivery to your plant'], ['銅價以 LME 月均價連動', 'Copper follows the LME monthly average'], ['交期自訂單確認日起算', 'Lead time runs from order confirmation']],
  CNY: [['報價含 13% 增值稅', 'Price includes 13% VAT'], ['交期自訂單確認日起算', 'Lead time runs from order confirmation']],
  BRL: [['價格未含 ICMS 與 IPI', 'Prices exclude ICMS and IPI'], ['付款條件：月結 30 天', 'Payment: net 30 days']],
  USD: [['報價有效期內匯率不調整', 'No currency adjustment while the quote is valid'], ['最小包裝 2,000 pcs', 'Minimum pack 2,000 pcs']],
  JPY: [['價格以 CIF 基隆計', 'Prices CIF Keelung']],
  EUR: [['價格以 FCA 漢堡計', 'Prices FCA Hamburg']],
};

/** Each invited supplier's quotation status, from the inquiry's status and its due date. */
function statusesOf(r: Random, draw: InquiryDraw): Map<number, QuotationStatus> {
  const { inquiry, forced } = draw;
  const out = new Map<number, QuotationStatus>();
  const others = inquiry.supplierIds.filter((id) => !forced.has(id));
  if (inquiry.status === 'COMPLETED' || (inquiry.status === 'CLOSED' && draw.parity)) {
    // Two or three quotations accepted for the parity sheet; the rest closed with the inquiry.
    const accepted = new Set([...[...forced].filter(([, s]) => s === 'COMPLETED').map(([id]) => id), ...r.some(others, r.int(2, 3) - [...forced.values()].filter((s) => s === 'COMPLETED').length)]);
    for (const id of inquiry.supplierIds) out.set(id, forced.get(id) ?? (accepted.has(id) ? 'COMPLETED' : 'CLOSED'));
    return out;
  }
  for (const id of inquiry.supplierIds) {
    let status: QuotationStatus;
    if (inquiry.status === 'CLOSED') status = 'CLOSED';
    else if (draw.dueDate >= DAY) status = r.pick(['INVITED', 'INVITED', 'DRAFT', 'COMMITTED', 'COMMITTED', 'REJECTED'] as const);
    else status = r.pick(['COMMITTED', 'COMMITTED', 'COMMITTED', 'COMPLETED', 'COMPLETED', 'REJECTED', 'INVITED'] as const);
    out.set(id, forced.get(id) ?? status);
  }
  return out;
}

/**
 * A quotation for every supplier invited to a sent inquiry (ids in the inquiries' order,
 * `QUO-<year>-<n>`), priced in the supplier's trading currency for the inquiry's purchasing org.
 * `history` lists the supplier's earlier offers for the same material, mold or lane.
 */
export function seedQuotations(draws: readonly InquiryDraw[], suppliers: readonly SupplierFacts[]): QuotationRecord[] {
  const r = seeded('quotations');
  const facts = new Map(suppliers.map((s) => [s.id, s]));
  const quoNo = numberer('QUO', 5);
  const out: QuotationRecord[] = [];
  const earlier = new Map<string, QuotationHistory[]>();

  for (const draw of draws) {
    const { inquiry, sentOn } = draw;
    if (!sentOn) continue;
    const statuses = statusesOf(r, draw);
    const local = LOCAL_CURRENCY_OF_ORG[inquiry.purchasingOrgCode];
    for (const supplierId of inquiry.supplierIds) {
      const supplier = facts.get(supplierId)!;
      const status = statuses.get(supplierId)!;
      const control = supplier.orgs.find((o) => o.purchasingOrgCode === inquiry.purchasingOrgCode)!;
      const currencyCode = inquiry.inquiryType === 'SHIP' ? 'USD' : rateInto(control.currencyCode, local) !== null ? control.currencyCode : inquiry.currencyCode;
      const dueDate = status === 'REJECTED' ? day(draw.dueDate < DAY ? DAY : draw.dueDate, r.int(5, 10)) : draw.dueDate;
      const priced = status !== 'INVITED' && !(status === 'CLOSED' && r.chance(0.4));
      const sentBack = day(draw.dueDate, -r.int(0, 5));
      const quotedOn = sentBack > DAY ? DAY : sentBack;
      const factor = draw.favoured === supplierId ? 0.86 : 0.92 + r.next() * 0.22;
      const negotiated = status === 'COMPLETED' || (status === 'COMMITTED' && r.chance(0.3)) || status === 'CLOSED';
      const keys = new Map<number, string>();
      const lines: QuotationLine[] = [];
      for (const [seq, basis] of draw.basis) {
        const firstObjectPrice = unitPrice(fromUsd(basis.usd * factor, currencyCode));
        const objectPrice = negotiated ? unitPrice(firstObjectPrice * (0.93 + r.next() * 0.05)) : firstObjectPrice;
        const usage = inquiry.inquiryType === 'SHIP' ? 1 : inquiry.materials[seq - 1]?.annualUsage ?? 0;
        const line: QuotationLine = { seq, supplierId, firstObjectPrice, objectPrice };
        if (basis.moldUsd) {
          line.firstMoldPrice = round2(fromUsd(basis.moldUsd * factor, currencyCode));
          line.moldPrice = negotiated ? round2(line.firstMoldPrice * (0.92 + r.next() * 0.06)) : line.firstMoldPrice;
        }
        line.sum = round2((line.moldPrice ?? 0) + objectPrice * usage);
        lines.push(line);
        const item = inquiry.inquiryType === 'SHIP' ? `lane:${inquiry.shippingCostItems[seq - 1].loadingPlace}` : inquiry.materials[seq - 1].material ?? inquiry.materials[seq - 1].description;
        keys.set(seq, `${supplierId}|${item}`);
      }
      const id = out.length + 1;
      const no = quoNo(sentOn);
      const history = [...keys.values()].flatMap((key) => (earlier.get(key) ?? []).filter((h) => h.quotedAt < sentOn).slice(-3));
      const warranty = r.pick(WARRANTIES[inquiry.inquiryType]);
      const remark = r.chance(0.6) ? r.pick(REMARKS[currencyCode] ?? REMARKS.USD) : undefined;
      const effectiveDate = day(draw.dueDate, r.int(1, 14));
      out.push({
        id,
        quoNo: no,
        inquiryId: inquiry.id,
        status,
        currencyCode,
        dueDate,
        supplierId,
        supplierName: supplier.name,
        lines: priced ? lines : [],
        ...(priced ? { warranty: both(...warranty) } : {}),
        ...(priced && remark ? { specialRemarks: both(...remark) } : {}),
        ...(priced && status !== 'DRAFT' ? { effectiveDate, expireDate: day(effectiveDate, r.pick([179, 364])) } : {}),
        ...(history.length > 0 ? { history } : {}),
      });
      // What the supplier sent becomes history for its later quotations.
      if (priced && status !== 'DRAFT') {
        for (const line of lines) {
          const key = keys.get(line.seq)!;
          earlier.set(key, [...(earlier.get(key) ?? []), { quoNo: no, seq: line.seq, objectPrice: line.objectPrice, currencyCode, quotedAt: quotedOn }]);
        }
      }
    }
  }
  return out;
}
