import type { AllowInvoiceRow, Bill, BillListItem } from 'shared-ui/contract';
import { fieldSheet, type SheetCell, type SheetSpec } from '../http/xlsx';

// The Excel files of the bill calls: one bill (`downloadBillExcel`: its header and lines, as the
// supplier's accounting or the buyer's files keep them) and the list (`search/xls`).

const HEADER_FIELDS = [
  'requestDocNo',
  'status',
  'supplierName',
  'invoiceNo',
  'invoiceYear',
  'invoiceDate',
  'invoiceAmount',
  'taxCode',
  'taxAmount',
  'currencyCode',
  'localCurrencyCode',
  'exchangeRate',
  'usdExchangeRate',
  'reference',
  'baseDate',
  'dueDate',
  'paymentBlock',
  'paymentBlockReason',
  'rejectReason',
] as const;

const LINE_COLUMNS = ['poNo', 'item', 'material', 'itemDesc', 'receivedQuantity', 'invoicedQuantity', 'quantity', 'unit', 'unitPrice', 'amount', 'taxAmount'] as const;

const cell = (value: unknown): SheetCell => (typeof value === 'boolean' ? (value ? 'Y' : 'N') : typeof value === 'number' || typeof value === 'string' ? value : undefined);

/** Sheet `Invoice` (field, value) and sheet `Lines` (one row per PO item). */
export function billSheets(bill: Bill): SheetSpec[] {
  return [
    { name: 'Invoice', header: ['field', 'value'], rows: HEADER_FIELDS.map((field) => [field, cell(bill[field])]) },
    fieldSheet('Lines', LINE_COLUMNS, bill.details),
  ];
}

export const billFileName = (bill: Bill) => `invoice-request-${bill.requestDocNo ?? bill.id}.xlsx`;

const LIST_COLUMNS = [
  'requestDocNo',
  'status',
  'supplierId',
  'supplierName',
  'poNos',
  'invoiceNo',
  'invoiceDate',
  'invoiceAmount',
  'taxAmount',
  'currencyCode',
  'dueDate',
  'paymentBlock',
] as const;

/** The list as `bills.xlsx`: one row per bill, the PO numbers joined. */
export const billListSheets = (rows: BillListItem[]): SheetSpec[] => [
  { name: 'Invoice requests', header: LIST_COLUMNS, rows: rows.map((row) => LIST_COLUMNS.map((c) => (c === 'poNos' ? row.poNos.join(', ') : cell(row[c])))) },
];

const ITEM_COLUMNS = [
  'id',
  'poNo',
  'item',
  'material',
  'itemDesc',
  'plantCode',
  'supplierName',
  'currencyCode',
  'unitPrice',
  'receivedQuantity',
  'invoicedQuantity',
  'allowQuantity',
  'allowAmount',
  'receivedDate',
] as const;

/** The invoice request list as `invoice-request-items.xlsx`: the PO items still to invoice. */
export const allowInvoiceSheets = (rows: AllowInvoiceRow[]): SheetSpec[] => [fieldSheet('Items to invoice', ITEM_COLUMNS, rows)];
