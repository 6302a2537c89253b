import { useMemo } from 'react';
import { useNavigate } from 'shared-ui/routing';
import { billGroupOf, type AllowInvoiceFilter, type AllowInvoiceRow } from 'shared-ui/contract';
import { optionsOf, useCallerPrefix, type CallerPrefix } from 'shared-ui/data';
import { amountColumn, defineList, ListPage, priceColumn, quantityColumn, searchExport, supplierColumn, supplierFilter, type ListSelection } from 'shared-ui/list';
import { invoiceRequestSearch } from '../invoice/bill.api';
import { newBillPath } from '../invoice/paths';

/**
 * The items ticked together make one request: one supplier's, in one currency, for one company
 * (the contract's `billGroupOf`; the server refuses others too).
 */
const billTogether = (open: (rows: AllowInvoiceRow[]) => void): ListSelection<AllowInvoiceRow> => ({
  canJoin: (row, ticked) => ticked.length === 0 || billGroupOf(row) === billGroupOf(ticked[0]),
  summary: 'payment:request.ticked',
  describe: (ticked) => ({ currency: ticked[0].currencyCode, supplier: ticked[0].supplierName ?? '' }),
  hint: 'payment:request.tickHint',
  rowName: 'payment:request.tickRow',
  rowValues: (row) => ({ poNo: row.poNo, item: row.item }),
  actions: [{ key: 'create', label: 'payment:request.create', run: open }],
});

/**
 * Invoice request (spec section 2, list only): the PO items received and accepted that bills do
 * not cover yet, filtered by PO, material, plant, receipt date and currency. The user ticks items
 * billed together and creates a request, which opens the invoice in create mode with them.
 */
export const invoiceRequestList = (prefix: CallerPrefix, open: (rows: AllowInvoiceRow[]) => void) =>
  defineList<AllowInvoiceRow, AllowInvoiceFilter>({
    ...invoiceRequestSearch(prefix),
    namespace: 'payment',
    title: 'payment:request.title',
    permission: 'INVOICE',
    exports: [searchExport()],
    selection: billTogether(open),
    columns: [
      { field: 'poNo', width: 130 },
      { field: 'item', width: 70, type: 'number' },
      { field: 'material', width: 140 },
      { field: 'itemDesc', minWidth: 160, flex: 1 },
      ...supplierColumn<AllowInvoiceRow>(prefix),
      { field: 'plantCode', width: 90 },
      { field: 'companyCode', width: 100 },
      { field: 'receivedDate', width: 120 },
      { field: 'currencyCode', width: 80 },
      priceColumn('unitPrice', 130),
      quantityColumn('receivedQuantity'),
      quantityColumn('invoicedQuantity'),
      quantityColumn('allowQuantity'),
      amountColumn('allowAmount'),
    ],
    filters: [
      { type: 'text', name: 'poNo' },
      { type: 'text', name: 'material' },
      { type: 'select', name: 'plantCode', options: optionsOf('plants') },
      { type: 'dateRange', name: 'receivedDate' },
      { type: 'select', name: 'currencyCode', options: optionsOf('currencies') },
      ...supplierFilter<AllowInvoiceFilter>(prefix),
    ],
  });

export function InvoiceRequestPage() {
  const prefix = useCallerPrefix();
  const navigate = useNavigate();
  const declaration = useMemo(() => invoiceRequestList(prefix, (rows) => void navigate(newBillPath(rows.map((r) => r.id)))), [prefix, navigate]);
  return <ListPage declaration={declaration} />;
}
