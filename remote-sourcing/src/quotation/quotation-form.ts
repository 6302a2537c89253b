import type { QuotationDatesInput, QuotationDetail, QuotationFormInput, QuotationInquiry } from 'shared-ui/contract';

/** What a quotation prices, by `seq`: the inquiry's materials, its molds or its lanes, with the usage a sum counts. */
export interface PricedRow {
  seq: number;
  label: string;
  annualUsage?: number;
}

export function pricedRows(inquiry: QuotationInquiry): PricedRow[] {
  if (inquiry.inquiryType === 'SHIP') {
    return inquiry.shippingCostItems.map((l) => ({ seq: l.seq, label: [l.incotermCode, l.loadingPlace, l.deliveryPlace].filter(Boolean).join(' · '), annualUsage: 1 }));
  }
  if (inquiry.inquiryType === 'MOLD') return inquiry.moldItems.map((m) => ({ seq: m.seq, label: m.moldModel, annualUsage: m.annualUsage }));
  return inquiry.materials.map((m) => ({ seq: m.seq, label: [m.material, m.description].filter(Boolean).join(' · '), annualUsage: m.annualUsage }));
}

/**
 * The quotation as its form holds it: the supplier's answer (one price line per row of the inquiry,
 * those saved before filled in; warranty, remarks, files) and the buyer's validity. Each caller's
 * schema reads only its own part (`quotationSaveSchema`, `quotationDatesSchema`) and sends only
 * that; the other part is shown read-only.
 */
export type QuotationEditForm = QuotationFormInput | QuotationDatesInput;

export const toQuotationForm = (q: QuotationDetail): QuotationFormInput & QuotationDatesInput => ({
  lines: pricedRows(q.inquiry).map((row) => {
    const saved = q.lines.find((l) => l.seq === row.seq);
    return { seq: row.seq, firstMoldPrice: saved?.firstMoldPrice, firstObjectPrice: saved?.firstObjectPrice, moldPrice: saved?.moldPrice, objectPrice: saved?.objectPrice };
  }),
  warranty: q.warranty ?? '',
  specialRemarks: q.specialRemarks ?? '',
  attachments: q.attachments,
  effectiveDate: q.effectiveDate ?? '',
  expireDate: q.expireDate ?? '',
});
