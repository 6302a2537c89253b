import type { BillFilter, BillListItem } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { amountColumn, defineList, ListPage, namesColumn, searchExport, statusColumn, statusOptions, supplierColumn, supplierFilter, toDetail } from 'shared-ui/list';
import { paymentBlockColumn } from '../common/columns';
import { billListSearch } from './bill.api';
import { REQUEST_LIST } from './paths';

const YES_NO = [
  { code: 'true', label: 'payment:invoice.blocked' },
  { code: 'false', label: 'payment:invoice.notBlocked' },
];

/**
 * The invoice requests (bills) of spec section 3: a supplier its own, internal users every
 * supplier's. Home's "invoices submitted" opens it with `?status=COMMITTED`.
 */
export const invoiceList = (prefix: CallerPrefix) =>
  defineList<BillListItem, BillFilter>({
    ...billListSearch(prefix),
    namespace: 'payment',
    title: 'payment:invoice.title',
    permission: 'INVOICE',
    rowLink: toDetail,
    exports: [searchExport()],
    toolbarActions: [{ key: 'request', label: 'payment:invoice.fromReceivedItems', to: REQUEST_LIST }],
    columns: [
      { field: 'requestDocNo', width: 140 },
      { field: 'invoiceNo', width: 170 },
      { field: 'invoiceDate', width: 115 },
      ...supplierColumn<BillListItem>(prefix),
      namesColumn('poNos', { width: 140, sortable: false }),
      amountColumn('invoiceAmount'),
      amountColumn('taxAmount', 130),
      { field: 'dueDate', width: 115 },
      statusColumn('status', 'billStatus'),
      paymentBlockColumn,
    ],
    filters: [
      { type: 'text', name: 'requestDocNo' },
      { type: 'text', name: 'invoiceNo' },
      { type: 'text', name: 'poNo' },
      { type: 'select', name: 'status', options: statusOptions('billStatus') },
      ...supplierFilter<BillFilter>(prefix),
      { type: 'dateRange', name: 'invoiceDate' },
      { type: 'dateRange', name: 'dueDate' },
      { type: 'select', name: 'paymentBlock', options: YES_NO },
      { type: 'text', name: 'keyword' },
    ],
  });

export function InvoiceListPage() {
  return <ListPage declaration={usePrefixed(invoiceList)} />;
}
