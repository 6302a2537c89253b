import type { PurchaseOrderFilter, PurchaseOrderListItem } from 'shared-ui/contract';
import { optionsOf, usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, optionColumn, searchExport, statusColumn, statusOptions, supplierColumn, supplierFilter, toDetail } from 'shared-ui/list';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { poListSearch } from './po.api';

/** The PO list (spec section 3 filters); internal users see their purchasing scope, a supplier its own POs. */
export const poList = (prefix: CallerPrefix) =>
  defineList<PurchaseOrderListItem, PurchaseOrderFilter>({
    ...poListSearch(prefix),
    namespace: 'purchasing',
    title: 'purchasing:po.title',
    permission: 'PURCHASE_ORDER',
    rowLink: toDetail,
    exports: [searchExport('xls')],
    columns: [
      { field: 'poNo', width: 140 },
      { field: 'poDate', width: 120 },
      ...supplierColumn<PurchaseOrderListItem>(prefix),
      optionColumn('type', optionsOf('poTypes'), 130),
      statusColumn('status', 'poStatus'),
      statusColumn('confirmStatus', 'poConfirmStatus'),
      statusColumn('printStatus', 'poPrintStatus'),
      { ...optionColumn('purchasingOrgCode', optionsOf('purchasingOrgs'), 160), headerName: 'purchasing:fields.purchasingOrg' },
      { field: 'currencyCode', headerName: 'purchasing:fields.currency', width: 90 },
      { field: 'incotermCode', headerName: 'purchasing:fields.incoterm', width: 90 },
    ],
    filters: [
      poNoFilter,
      { type: 'dateRange', name: 'poDate' },
      { type: 'text', name: 'keyword' },
      materialFilter,
      { type: 'text', name: 'itemDesc' },
      plantFilter,
      ...supplierFilter<PurchaseOrderFilter>(prefix),
      { type: 'select', name: 'status', options: statusOptions('poStatus') },
      { type: 'select', name: 'confirmStatus', options: statusOptions('poConfirmStatus') },
    ],
  });

export function PoListPage() {
  return <ListPage declaration={usePrefixed(poList)} />;
}
