import { sheetRateList, type ParityDetail, type ParityListItem } from 'shared-ui/contract';
import type { ParityRecord } from '../seed/parities';
import { inquiries } from '../store/collections';
import type { SheetColumns } from '../http/xlsx';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';
import { supplierBrief } from './suppliers';

/** A sheet as stored: the seed's fields and the reason of a rejected sign-off. */
export type StoredParity = ParityRecord & { rejectReason?: string };

export type ParityRow = ParityListItem;

const namesOf = (p: StoredParity) => [...new Set(p.lines.map((l) => l.supplierName ?? supplierBrief(l.supplierId)?.name ?? String(l.supplierId)))];

export function parityRow(p: StoredParity): ParityRow {
  const { items: _items, lines: _lines, exchangeRateList: _rates, rejectReason: _reason, ...header } = p;
  const inquiry = inquiries.get(p.inquiryId);
  const winner = p.winningSupplierId ? supplierBrief(p.winningSupplierId)?.name : undefined;
  return {
    ...header,
    parityNo: p.parityNo ?? '',
    ...(inquiry?.inqNo ? { inqNo: inquiry.inqNo } : {}),
    ...(inquiry ? { inquiryStatus: inquiry.status } : {}),
    purchasingOrgCode: inquiry?.purchasingOrgCode ?? '',
    supplierNames: namesOf(p),
    ...(winner ? { winningSupplierName: winner } : {}),
  };
}

/** Spec section 3's parity filters: parityNo, bpmDocNo, bpmStatus, status, inquiryStatus, created range, inquiry no., supplier. */
export const paritySearch: SearchSpec<ParityRow> = {
  keywordFields: ['parityNo', 'inqNo', 'bpmDocNo', 'winReason'],
  customFilters: {
    parityNo: textFilter((r) => r.parityNo),
    bpmDocNo: textFilter((r) => r.bpmDocNo),
    inqNo: textFilter((r) => r.inqNo),
    supplierName: textFilter((r) => r.supplierNames),
  },
};

export const paritySheetRow = (r: ParityRow) => ({ ...r, suppliers: r.supplierNames });

/** `parities.xlsx`: the list's columns worded as the price comparison screens. */
export const PARITY_SHEET_COLUMNS = {
  parityNo: ['比價單號', 'Comparison no.'],
  inqNo: ['詢價單號', 'Inquiry no.'],
  status: ['狀態', 'Status', { status: 'parityStatus' }],
  bpmStatus: ['簽核狀態', 'Sign-off', { status: 'bpmStatus' }],
  bpmDocNo: ['簽核單號', 'Sign-off form no.'],
  costComparisonType: ['比價方式', 'Compare by', { status: 'costComparisonType' }],
  winningSupplierName: ['得標供應商', 'Winning supplier'],
  suppliers: ['供應商名稱', 'Suppliers'],
  createdDate: ['建立日期', 'Created on', 'date'],
} as const satisfies SheetColumns<ReturnType<typeof paritySheetRow>>;

/** `GET a/parity/{id}`: the sheet with its inquiry's number and type, a rate row for each currency it needs. */
export function parityDetail(p: StoredParity): ParityDetail {
  const inquiry = inquiries.get(p.inquiryId);
  return {
    ...p,
    parityNo: p.parityNo ?? '',
    exchangeRateList: sheetRateList(p.lines, p.localCurrencyCode, p.exchangeRateList),
    lines: p.lines.map((l) => ({ ...l, supplierName: l.supplierName ?? supplierBrief(l.supplierId)?.name })),
    ...(inquiry?.inqNo ? { inqNo: inquiry.inqNo } : {}),
    ...(inquiry ? { inquiryType: inquiry.inquiryType } : {}),
    purchasingOrgCode: inquiry?.purchasingOrgCode ?? '',
  };
}
