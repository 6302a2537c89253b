import { http } from 'msw';
import type { DeliveryScheduleRow, GoodsReceipt } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { forReader, PREFIXES, readerHolding, type Prefix, type Reader } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { localSheet, type SheetColumns } from '../http/xlsx';
import { bi } from '../seed/option-types';
import { clock } from '../store/clock';
import { deliverySchedules, goodsReceipts } from '../store/collections';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';
import { repliesText } from './reply-text';
import { purchasingIndex, receiptRow, scheduleRow, scheduleRows, seesPo } from './rows';
import { scheduleSearch } from './search';

/** A board line as its sheet shows it: the reply date by date as one text, as the board's column does. */
type BoardSheetRow = DeliveryScheduleRow & { repliedDates: string };

/** `delivery-schedules.xlsx`: the board's columns worded as its screen, the date band by its name. */
const BOARD_SHEET_COLUMNS = {
  poNo: ['採購單號', 'PO no.'],
  item: ['項次', 'Item'],
  supplierId: ['供應商 ID', 'Supplier ID'],
  supplierName: ['供應商', 'Supplier'],
  material: ['料號', 'Material'],
  itemDesc: ['品名規格', 'Item description'],
  plantCode: ['工廠', 'Plant', { option: 'plants' }],
  estimatedDate: ['預計交期', 'Estimated delivery', 'date'],
  scheduledQuantity: ['排程數量', 'Scheduled qty', 'number'],
  openQuantity: ['未交數量', 'Open qty', 'number'],
  unit: ['單位', 'Unit', { option: 'units' }],
  replyDate: ['回覆交期', 'Reply date', 'date'],
  repliedDates: ['回覆交期 × 數量', 'Replied dates × qty'],
  confirmStatus: ['確認狀態', 'Confirmation', { status: 'deliveryReplyStatus' }],
  dateColour: ['交期區間', 'Date band', { status: 'deliveryDate' }],
  remark: ['備註', 'Remark'],
} as const satisfies SheetColumns<BoardSheetRow>;

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
    /**
     * The delivery board: page of DeliveryScheduleRow, every line; `dateColour` from the business
     * clock on a line still awaiting a delivery (`awaitsDelivery`), so a `dateColour` filter (a
     * kanban column) leaves out lines delivered in full and those of POs not OPEN; `xls` the same.
     */
    ...searchCalls({
      path: `*/api/${prefix}/deliverySchedule/search`,
      guard: readerHolding(prefix, 'PURCHASE_ORDER', 'view'),
      rows: (reader) => scheduleRows(reader),
      spec: scheduleSearch,
      scope: forReader,
      exports: [
        {
          path: `*/api/${prefix}/deliverySchedule/xls`,
          file: 'delivery-schedules.xlsx',
          sheets: (rows, _caller, lang) => [localSheet(lang, bi('交貨看板', 'Delivery board'), BOARD_SHEET_COLUMNS, rows.map((row) => ({ ...row, repliedDates: repliesText(row, lang) })))],
        },
      ],
    }),

    /**
     * One schedule line (DeliveryScheduleRow) to a reader of its PO, else 404: the line's own page,
     * where its reply, review, timeline and conversation are read (issue 19).
     */
    http.get<{ id: string }>(
      `*/api/${prefix}/deliverySchedule/:id`,
      guarded(readerHolding(prefix, 'PURCHASE_ORDER', 'view'), ({ request, params, caller }) => {
        const line = deliverySchedules.get(idOf(params.id));
        const index = purchasingIndex();
        return line && seesPo(caller, index.poById.get(line.poId)) ? ok(scheduleRow(line, index, clock.today())) : notFound(request);
      }),
    ),

    /** The goods-receipt board: page of GoodsReceipt with its inspection result. */
    ...searchCalls({
      path: `*/api/${prefix}/deliveryReceiving/search`,
      guard: readerHolding(prefix, 'DELIVERY_RECEIVING', 'view'),
      rows: receiptRows,
      spec: receiptSearch,
      scope: forReader,
    }),
  ];
}

export const deliveryBoardHandlers = PREFIXES.flatMap(under);
