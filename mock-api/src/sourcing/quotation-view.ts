import { daysLeft, type InquiryMaterial, type QuotationDetail, type QuotedMaterial } from 'shared-ui/contract';
import type { QuotationRecord } from '../seed/quotations';
import { clock } from '../store/clock';
import { inquiries } from '../store/collections';

/** A quotation as stored: the seed's fields and what the flow adds. */
export type StoredQuotation = QuotationRecord & Partial<Pick<QuotationDetail, 'rejectReason' | 'attachments' | 'committedAt'>>;

/** A material as a quotation shows it: the buyer's initial price and the awarded (final) price left out. */
const quotedMaterial = ({ initialPrice: _initial, finalPrice: _final, ...asked }: InquiryMaterial): QuotedMaterial => asked;

/**
 * `GET {a|su}/quotation/{id}` (and every answer of a quotation call): the quotation with what its
 * inquiry asks, never another supplier's prices nor the buyer's (initial, awarded).
 */
export function quotationDetail(q: StoredQuotation): QuotationDetail {
  const inquiry = inquiries.get(q.inquiryId)!;
  return {
    ...q,
    quoNo: q.quoNo ?? '',
    attachments: q.attachments ?? [],
    dueInDays: daysLeft(q.dueDate, clock.today()),
    inquiry: {
      inqNo: inquiry.inqNo ?? '',
      inquiryType: inquiry.inquiryType,
      ...(inquiry.purpose ? { purpose: inquiry.purpose } : {}),
      currencyCode: inquiry.currencyCode,
      purchasingOrgCode: inquiry.purchasingOrgCode,
      plantCode: inquiry.plantCode,
      materials: inquiry.materials.map(quotedMaterial),
      moldItems: inquiry.moldItems,
      shippingCostItems: inquiry.shippingCostItems,
      materialLines: inquiry.materialLines,
    },
  };
}
