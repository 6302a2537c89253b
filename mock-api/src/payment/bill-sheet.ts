import { billTaxCodeTexts, type AllowInvoiceRow, type Bill, type BillDetail, type BillListItem } from 'shared-ui/contract';
import type { Lang } from '../http/locale';
import { localRecordSheet, localSheet, type SheetColumns, type SheetSpec } from '../http/xlsx';
import { bi } from '../seed/option-types';

// The Excel files of the bill calls: one bill (`downloadBillExcel`: its header and lines, as the
// supplier's accounting or the buyer's files keep them), the list (`search/xls`) and the items
// still to invoice; in the request's language, worded as the invoice screens.

const HEADER_FIELDS = {
  requestDocNo: ['請款單號', 'Request no.'],
  status: ['狀態', 'Status', { status: 'billStatus' }],
  supplierName: ['供應商', 'Supplier'],
  invoiceNo: ['發票號碼', 'Invoice no.'],
  invoiceYear: ['發票年度', 'Invoice year'],
  invoiceDate: ['發票日期', 'Invoice date', 'date'],
  invoiceAmount: ['發票金額', 'Invoice amount', { amount: 'currencyCode' }],
  taxCode: ['稅碼', 'Tax code', { names: billTaxCodeTexts }],
  taxAmount: ['稅額', 'Tax amount', { amount: 'currencyCode' }],
  currencyCode: ['幣別', 'Currency', 'currency'],
  localCurrencyCode: ['本位幣', 'Local currency', 'currency'],
  exchangeRate: ['匯率', 'Exchange rate', 'number'],
  usdExchangeRate: ['美元匯率', 'US dollar rate', 'number'],
  reference: ['參考編號', 'Reference'],
  baseDate: ['付款基準日', 'Base date', 'date'],
  dueDate: ['到期日', 'Due date', 'date'],
  paymentBlock: ['付款凍結', 'Payment block'],
  paymentBlockReason: ['付款凍結原因', 'Payment block reason'],
  rejectReason: ['退回原因', 'Reason sent back'],
} as const satisfies SheetColumns<Bill>;

/** A line as its sheet row: with its bill's currency, which its amounts are in. */
type BillLine = BillDetail & Pick<Bill, 'currencyCode'>;

const LINE_COLUMNS = {
  poNo: ['採購單號', 'PO no.'],
  item: ['項次', 'Item'],
  material: ['料號', 'Material'],
  itemDesc: ['品名規格', 'Item description'],
  receivedQuantity: ['驗收合格數量', 'Received and accepted', 'number'],
  invoicedQuantity: ['已請款數量', 'Already invoiced', 'number'],
  quantity: ['本次請款數量', 'Quantity to invoice', 'number'],
  unit: ['單位', 'Unit', { option: 'units' }],
  unitPrice: ['單價', 'Unit price', 'unitPrice'],
  amount: ['請款金額', 'Amount', { amount: 'currencyCode' }],
  taxAmount: ['稅額', 'Tax amount', { amount: 'currencyCode' }],
} as const satisfies SheetColumns<BillLine>;

/** Sheet 請款內容/Invoice (field, value) and sheet 請款明細/Lines (one row per PO item). */
export function billSheets(bill: Bill, lang: Lang): SheetSpec[] {
  return [localRecordSheet(lang, bi('請款內容', 'Invoice'), HEADER_FIELDS, bill), localSheet(lang, bi('請款明細', 'Lines'), LINE_COLUMNS, bill.details.map((line): BillLine => ({ ...line, currencyCode: bill.currencyCode })))];
}

export const billFileName = (bill: Bill) => `invoice-request-${bill.requestDocNo ?? bill.id}.xlsx`;

const LIST_COLUMNS = {
  requestDocNo: ['請款單號', 'Request no.'],
  status: ['狀態', 'Status', { status: 'billStatus' }],
  supplierId: ['供應商 ID', 'Supplier ID'],
  supplierName: ['供應商', 'Supplier'],
  poNos: ['採購單號', 'PO no.'],
  invoiceNo: ['發票號碼', 'Invoice no.'],
  invoiceDate: ['發票日期', 'Invoice date', 'date'],
  invoiceAmount: ['發票金額', 'Invoice amount', { amount: 'currencyCode' }],
  taxAmount: ['稅額', 'Tax amount', { amount: 'currencyCode' }],
  currencyCode: ['幣別', 'Currency', 'currency'],
  dueDate: ['到期日', 'Due date', 'date'],
  paymentBlock: ['付款凍結', 'Payment block'],
} as const satisfies SheetColumns<BillListItem>;

/** The list as `bills.xlsx`: one row per bill, the PO numbers joined. */
export const billListSheets = (rows: BillListItem[], _caller: unknown, lang: Lang): SheetSpec[] => [localSheet(lang, bi('請款單', 'Invoice requests'), LIST_COLUMNS, rows)];

const ITEM_COLUMNS = {
  id: ['採購單項目 ID', 'PO item ID'],
  poNo: ['採購單號', 'PO no.'],
  item: ['項次', 'Item'],
  material: ['料號', 'Material'],
  itemDesc: ['品名規格', 'Item description'],
  plantCode: ['工廠', 'Plant', { option: 'plants' }],
  supplierName: ['供應商', 'Supplier'],
  currencyCode: ['幣別', 'Currency', 'currency'],
  unitPrice: ['單價', 'Unit price', 'unitPrice'],
  receivedQuantity: ['驗收合格數量', 'Received and accepted', 'number'],
  invoicedQuantity: ['已請款數量', 'Already invoiced', 'number'],
  allowQuantity: ['可請款數量', 'Left to invoice', 'number'],
  allowAmount: ['可請款金額', 'Amount left', { amount: 'currencyCode' }],
  receivedDate: ['最後收貨日', 'Last received', 'date'],
} as const satisfies SheetColumns<AllowInvoiceRow>;

/** The invoice request list as `invoice-request-items.xlsx`: the PO items still to invoice. */
export const allowInvoiceSheets = (rows: AllowInvoiceRow[], _caller: unknown, lang: Lang): SheetSpec[] => [localSheet(lang, bi('待請款項目', 'Items to invoice'), ITEM_COLUMNS, rows)];
