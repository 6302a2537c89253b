import { http } from 'msw';
import type { PoItemHistoryRow } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { forReader, PREFIXES, readerHolding, type Prefix, type Reader } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { fieldSheet } from '../http/xlsx';
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

const HISTORY_SHEET_COLUMNS = [
  'poNo', 'item', 'poDate', 'supplierId', 'supplierName', 'material', 'itemDesc', 'plantCode', 'status', 'orderedQuantity',
  'deliveredQuantity', 'goodsReceivedQuantity', 'returnedQuantity', 'invoicedQuantity', 'unit', 'netPrice', 'netAmount',
  'taxAmount', 'totalAmount', 'currencyCode', 'estimatedDate', 'checkStatus',
] as const satisfies readonly (keyof PoItemHistoryRow)[];

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
        { path: `*/api/${prefix}/poItem/history/xls`, file: 'po-item-history.xlsx', sheets: (rows) => [fieldSheet('PO items', HISTORY_SHEET_COLUMNS, rows)] },
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
