import type { QuotationListItem } from 'shared-ui/contract';
import type { QuotationRecord } from '../seed/quotations';
import { clock } from '../store/clock';
import { inquiries } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';

/** A quotation row joined with what the list needs of its inquiry (kept for the search, the lists' mold and material texts). */
export type QuotationRow = QuotationListItem & { materials: string[]; moldModels: string[] };

/** Every quotation joined with its inquiry (the org scopes a/, the inquiry fields are filters). */
export function quotationRows(records: readonly QuotationRecord[]): QuotationRow[] {
  const byId = new Map(inquiries.all().map((i) => [i.id, i]));
  return records.map(({ lines: _lines, history: _history, ...q }) => {
    const inquiry = byId.get(q.inquiryId);
    return {
      ...q,
      inqNo: inquiry?.inqNo,
      inquiryType: inquiry?.inquiryType ?? '',
      ...(inquiry?.prNo ? { prNo: inquiry.prNo } : {}),
      purchasingOrgCode: inquiry?.purchasingOrgCode ?? '',
      plantCode: inquiry?.plantCode ?? '',
      materials: (inquiry?.materials ?? []).flatMap((m) => [m.material, m.description]).filter((t): t is string => Boolean(t)),
      moldModels: (inquiry?.moldItems ?? []).map((m) => m.moldModel),
    };
  });
}

/** The row as answered: the search-only texts dropped. */
export const quotationListItem = ({ materials: _m, moldModels: _mm, ...row }: QuotationRow): QuotationListItem => row;

const isActive = (row: QuotationRow) => {
  const today = clock.today();
  return Boolean(row.effectiveDate && row.expireDate && row.effectiveDate <= today && today <= row.expireDate);
};

/**
 * The quotation list (spec section 3, QuotationFilter): status (one or a list), type (the
 * inquiry type), prNo, material and moldModel (contain, over the inquiry's materials and molds),
 * active (in effect today), effectiveDate, quotationExpireDate and dueDate ranges; quoNo and
 * inqNo contain; supplierId (a/ only). Keyword over quoNo, inqNo, supplier name, PR no.
 */
export const quotationSearch: SearchSpec<QuotationRow> = {
  keywordFields: ['quoNo', 'inqNo', 'supplierName', 'prNo'],
  filterPaths: { type: 'inquiryType', quotationExpireDate: 'expireDate' },
  customFilters: {
    quoNo: textFilter((q) => q.quoNo),
    inqNo: textFilter((q) => q.inqNo),
    prNo: textFilter((q) => q.prNo),
    material: textFilter((q) => q.materials),
    moldModel: textFilter((q) => q.moldModels),
    active: (q, value) => isActive(q) === (value === true || value === 'true'),
  },
};
