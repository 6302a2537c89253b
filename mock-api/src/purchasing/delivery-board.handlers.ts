import { http } from 'msw';
import type { DeliveryScheduleRow, GoodsReceipt } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { forReader, PREFIXES, readerHolding, type Prefix, type Reader } from '../http/reader';
import { allMatches, answerPage, searchBody } from '../http/search';
import { writeSheet, xlsxAnswer } from '../http/xlsx';
import { goodsReceipts } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';
import { purchasingIndex, receiptRow, scheduleRows, seesPo } from './rows';
import { scheduleSearch } from './search';

const BOARD_SHEET_COLUMNS = [
  'poNo', 'item', 'supplierId', 'supplierName', 'material', 'itemDesc', 'plantCode', 'estimatedDate', 'scheduledQuantity',
  'openQuantity', 'unit', 'replyQuantity', 'replyDate', 'confirmStatus', 'dateColour', 'remark',
] as const satisfies readonly (keyof DeliveryScheduleRow)[];

/** The goods-receipt board (GoodsReceiptFilter): poNo and material contain; plantCode, receivedDate range, inspectionStatus list, supplierIds (a/ only). */
const receiptSearch: SearchSpec<GoodsReceipt> = {
  keywordFields: ['grNo', 'poNo', 'material', 'itemDesc', 'supplierName'],
  filterPaths: { supplierIds: 'supplierId' },
  customFilters: { poNo: textFilter((r) => r.poNo), material: textFilter((r) => r.material) },
};

function receiptRows(reader: Reader): GoodsReceipt[] {
  const index = purchasingIndex();
  const rows: GoodsReceipt[] = [];
  for (const gr of goodsReceipts.all()) if (seesPo(reader, index.poById.get(gr.poId))) rows.push(receiptRow(gr, index));
  return rows;
}

function under(prefix: Prefix) {
  return [
    /** The delivery board: page of DeliveryScheduleRow, every line, `dateColour` from the business clock. */
    http.post(`*/api/${prefix}/deliverySchedule/search`, guarded(readerHolding(prefix, 'PURCHASE_ORDER', 'view'), async ({ request, caller: reader }) => answerPage(request, scheduleRows(reader), forReader(reader, await searchBody(request)), scheduleSearch))),

    http.post(`*/api/${prefix}/deliverySchedule/xls`, guarded(readerHolding(prefix, 'PURCHASE_ORDER', 'view'), async ({ request, caller: reader }) => {
      const rows = allMatches(request, scheduleRows(reader), forReader(reader, await searchBody(request)), scheduleSearch);
      if (rows instanceof Response) return rows;
      const bytes = await writeSheet('Delivery schedules', BOARD_SHEET_COLUMNS, rows.map((row) => BOARD_SHEET_COLUMNS.map((c) => row[c])));
      return xlsxAnswer(bytes, 'delivery-schedules.xlsx');
    })),

    /** The goods-receipt board: page of GoodsReceipt with its inspection result. */
    http.post(`*/api/${prefix}/deliveryReceiving/search`, guarded(readerHolding(prefix, 'DELIVERY_RECEIVING', 'view'), async ({ request, caller: reader }) => answerPage(request, receiptRows(reader), forReader(reader, await searchBody(request)), receiptSearch))),
  ];
}

export const deliveryBoardHandlers = PREFIXES.flatMap(under);
