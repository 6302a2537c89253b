import type { InquiryDetail, InquiryListItem, QuotationStatus } from 'shared-ui/contract';
import { daysLeft, QUOTATION_OPEN } from 'shared-ui/contract';
import { clock } from '../store/clock';
import type { InquiryRecord } from '../seed/inquiries';
import { parities, quotations } from '../store/collections';
import type { SheetColumns } from '../http/xlsx';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';
import { supplierBrief } from './suppliers';

/** An inquiry row with the texts its filters look in (quotation numbers, materials, items, molds, suppliers). */
export type InquiryRow = InquiryListItem & { quoNos: string[]; materialTexts: string[]; items: string[]; moldModels: string[]; supplierScps: string[] };

const quotationsOf = (inquiryId: number) => quotations.all().filter((q) => q.inquiryId === inquiryId);

/** The day quotations are due: the inquiry's own, else (a seeded one) the latest of its quotations'. */
export const dueDateOf = (inquiry: InquiryRecord) => inquiry.dueDate ?? quotationsOf(inquiry.id).map((q) => q.dueDate).sort().at(-1);

export function inquiryRow(inquiry: InquiryRecord): InquiryRow {
  const { materials, materialLines, moldItems, shippingCostItems: _lanes, supplierIds, ...header } = inquiry;
  const invited = supplierIds.map(supplierBrief).filter((s) => s !== undefined);
  const first = materials[0];
  const dueDate = dueDateOf(inquiry);
  return {
    ...header,
    inqNo: inquiry.inqNo ?? '',
    ...(dueDate ? { dueDate } : {}),
    supplierCount: supplierIds.length,
    supplierNames: invited.map((s) => s.name),
    ...(first ? { materialSummary: `${first.material ?? first.description}${materials.length > 1 ? ` +${materials.length - 1}` : ''}` } : {}),
    quoNos: quotationsOf(inquiry.id).map((q) => q.quoNo ?? ''),
    materialTexts: materials.flatMap((m) => [m.material ?? '', m.description]),
    items: materialLines.map((l) => l.item),
    moldModels: moldItems.map((m) => m.moldModel),
    supplierScps: invited.map((s) => s.supplierNoScp ?? ''),
  };
}

export const inquiryListItem = ({ quoNos: _q, materialTexts: _m, items: _i, moldModels: _mm, supplierScps: _s, ...row }: InquiryRow): InquiryListItem => row;

/** Spec section 3's inquiry filters (the text ones "contains", any case), plus `status` for the counts above the list. */
export const inquirySearch: SearchSpec<InquiryRow> = {
  keywordFields: ['inqNo', 'purpose', 'prNo', 'materialSummary'],
  customFilters: {
    createByAccount: textFilter((r) => r.createBy?.account),
    personInChargeAccount: textFilter((r) => r.personInCharge.account),
    inqNo: textFilter((r) => r.inqNo),
    quoNo: textFilter((r) => r.quoNos),
    prNo: textFilter((r) => r.prNo),
    material: textFilter((r) => r.materialTexts),
    materialItem: textFilter((r) => r.items),
    moldModel: textFilter((r) => r.moldModels),
    supplierName: textFilter((r) => r.supplierNames),
    supplierNoScp: textFilter((r) => r.supplierScps),
  },
};

/** `inquiries.xlsx`: the list's columns worded as the inquiry screens. */
export const INQUIRY_SHEET_COLUMNS = {
  inqNo: ['詢價單號', 'Inquiry no.'],
  inquiryType: ['詢價類型', 'Inquiry type', { option: 'inquiryTypes' }],
  status: ['狀態', 'Status', { status: 'inquiryStatus' }],
  purpose: ['詢價目的', 'Purpose'],
  prNo: ['請購單號', 'PR no.'],
  purchasingOrgCode: ['採購組織', 'Purchasing org', { option: 'purchasingOrgs' }],
  plantCode: ['工廠', 'Plant', { option: 'plants' }],
  currencyCode: ['幣別', 'Currency', 'currency'],
  personInCharge: ['負責人', 'Owner'],
  inquiryCreateDate: ['建立日期', 'Created on', 'date'],
  dueDate: ['報價截止日', 'Due date', 'date'],
  supplierCount: ['邀請供應商數', 'Suppliers invited', 'number'],
  suppliers: ['邀請供應商', 'Suppliers'],
} as const satisfies SheetColumns<ReturnType<typeof inquirySheetRow>>;

export const inquirySheetRow = (r: InquiryRow) => ({
  ...r,
  personInCharge: r.personInCharge.name ?? r.personInCharge.account,
  suppliers: r.supplierNames.join(', '),
});

const isOpen = (status: QuotationStatus) => QUOTATION_OPEN.includes(status);

/** `GET a/inquiry/{id}`: the record with its invited suppliers, their quotations and its parity sheets. */
export function inquiryDetail(inquiry: InquiryRecord): InquiryDetail {
  const own = quotationsOf(inquiry.id);
  const sheets = parities.all().filter((p) => p.inquiryId === inquiry.id);
  const dueDate = dueDateOf(inquiry);
  return {
    ...inquiry,
    inqNo: inquiry.inqNo ?? '',
    ...(dueDate ? { dueDate } : {}),
    suppliers: inquiry.supplierIds.flatMap((id) => {
      const s = supplierBrief(id);
      if (!s) return [];
      const q = own.find((o) => o.supplierId === id);
      return [{
        supplierId: id,
        name: s.name,
        supplierNoScp: s.supplierNoScp,
        stage: s.stage,
        ...(q ? { quotationId: q.id, quoNo: q.quoNo, quotationStatus: q.status, quotationDueDate: q.dueDate } : {}),
      }];
    }),
    parities: sheets.map((p) => ({ id: p.id, parityNo: p.parityNo ?? '', status: p.status, bpmStatus: p.bpmStatus })),
    openQuotationCount: own.filter((q) => isOpen(q.status)).length,
    openParityCount: sheets.filter((p) => p.status === 'DRAFT' || p.status === 'COMMITTED').length,
    ...(dueDate ? { dueInDays: daysLeft(dueDate, clock.today()) } : {}),
  };
}
