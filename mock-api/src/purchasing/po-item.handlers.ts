import { http } from 'msw';
import type { PoItemHistoryRow } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { forReader, PREFIXES, readerHolding, type Prefix, type Reader } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { localSheet, type SheetColumns } from '../http/xlsx';
import { bi } from '../seed/option-types';
import { poItemEstimates } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';
import { historyRows, poItemDetail, purchasingIndex, seesPo } from './rows';

/** The PO item report (PoItemHistoryFilter): poNo and material contain, poDate range, plantCode, supplierIds (a/ only). */
const historySearch: SearchSpec<PoItemHistoryRow> = {
  keywordFields: ['poNo', 'material', 'itemDesc', 'supplierName'],
  filterPaths: { supplierIds: 'supplierId' },
  customFilters: { poNo: textFilter((r) => r.poNo), material: textFilter((r) => r.material) },
};

/** `po-item-history.xlsx`: the report's columns worded as its screen. */
const HISTORY_SHEET_COLUMNS = {
  poNo: ['採購單號', 'PO no.'],
  item: ['項次', 'Item'],
  poDate: ['採購日期', 'PO date', 'date'],
  supplierId: ['供應商 ID', 'Supplier ID'],
  supplierName: ['供應商', 'Supplier'],
  material: ['料號', 'Material'],
  itemDesc: ['品名規格', 'Item description'],
  plantCode: ['工廠', 'Plant', { option: 'plants' }],
  status: ['狀態', 'Status', { status: 'poItemStatus' }],
  orderedQuantity: ['訂購數量', 'Ordered', 'number'],
  deliveredQuantity: ['已交數量', 'Delivered', 'number'],
  goodsReceivedQuantity: ['已收貨數量', 'Goods received', 'number'],
  returnedQuantity: ['退貨數量', 'Returned', 'number'],
  invoicedQuantity: ['已請款數量', 'Invoiced', 'number'],
  unit: ['單位', 'Unit', { option: 'units' }],
  netPrice: ['未稅單價', 'Net price', 'unitPrice'],
  netAmount: ['未稅金額', 'Net amount', { amount: 'currencyCode' }],
  taxAmount: ['稅額', 'Tax', { amount: 'currencyCode' }],
  totalAmount: ['含稅總額', 'Total incl. tax', { amount: 'currencyCode' }],
  currencyCode: ['幣別', 'Currency', 'currency'],
  estimatedDate: ['預計交期', 'Estimated delivery', 'date'],
  checkStatus: ['檢驗狀態', 'Inspection', { status: 'inspectionStatus' }],
} as const satisfies SheetColumns<PoItemHistoryRow>;

/** The PO item of `{id}` and its PO, if the reader may see them. */
function itemFor(reader: Reader, rawId: string) {
  const found = purchasingIndex().itemById.get(idOf(rawId));
  return found && seesPo(reader, found.po) ? found : undefined;
}

function under(prefix: Prefix) {
  const viewer = readerHolding(prefix, 'PURCHASE_ORDER', 'view');
  return [
    /** Page of PoItemHistoryRow; `xls`: the same rows as a sheet. */
    ...searchCalls({
      path: `*/api/${prefix}/poItem/history/search`,
      guard: viewer,
      rows: historyRows,
      spec: historySearch,
      scope: forReader,
      exports: [
        { path: `*/api/${prefix}/poItem/history/xls`, file: 'po-item-history.xlsx', sheets: (rows, _caller, lang) => [localSheet(lang, bi('採購單項目歷程', 'PO item history'), HISTORY_SHEET_COLUMNS, rows)] },
      ],
    }),

    /** PoItemDetail: the item with its PO's keys and its schedule lines. */
    http.get<{ id: string }>(
      `*/api/${prefix}/poItem/:id`,
      guarded(viewer, ({ request, params, caller }) => {
        const found = itemFor(caller, params.id);
        return found ? ok(poItemDetail(found.po, found.item)) : notFound(request);
      }),
    ),

    /** PoItemEstimate[]: every change of the item's estimated delivery (plan, replies, approvals), newest first. */
    http.get<{ poItemId: string }>(
      `*/api/${prefix}/poItemEst/history/:poItemId`,
      guarded(viewer, ({ request, params, caller }) => {
        const found = itemFor(caller, params.poItemId);
        if (!found) return notFound(request);
        const entries = poItemEstimates.all().filter((e) => e.poItemId === found.item.id);
        // By instant, not text: seeded times carry +08:00, new ones are UTC.
        entries.sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt) || b.id - a.id);
        return ok(entries);
      }),
    ),
  ];
}

export const poItemHandlers = PREFIXES.flatMap(under);
