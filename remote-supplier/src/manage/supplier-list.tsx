import type { SupplierFilter, SupplierListItem } from 'shared-ui/contract';
import { optionsOf, serviceItemOptions } from 'shared-ui/data';
import { defineList, ListPage, optionColumn, searchExport, statusColumn, statusOptions, toDetail } from 'shared-ui/list';
import { supplierListSearch } from '../master/supplier.api';

/** Supplier management (internal): the spec's filters, every stage and status, export, batch export, create. */
export const supplierList = defineList<SupplierListItem, SupplierFilter>({
  ...supplierListSearch,
  namespace: 'supplier',
  title: 'supplier:manage.title',
  permission: 'SUPPLIER_BASIC',
  rowLink: toDetail,
  // The list as shown, and every matching supplier's whole master data (contacts, banks, items).
  exports: [
    { ...searchExport(), label: 'supplier:manage.export' },
    { path: 'search/batch/xls', label: 'supplier:manage.batchExport' },
  ],
  toolbarActions: [{ key: 'create', label: 'supplier:manage.create', to: 'detail/create' }],
  columns: [
    { field: 'supplierNoScp', width: 120 },
    { field: 'supplierNoSap', width: 110 },
    { field: 'name', flex: 1, minWidth: 220 },
    optionColumn('countryCode', optionsOf('countries'), 110),
    optionColumn('supplierTypeCode', optionsOf('supplierTypes'), 160),
    statusColumn('stage', 'supplierStage'),
    statusColumn('status', 'supplierStatus'),
    statusColumn('blockStatus', 'blockStatus'),
    statusColumn('bpmStatus', 'bpmStatus'),
  ],
  filters: [
    { type: 'text', name: 'name' },
    { type: 'valueSearch', name: 'supplierNoScp' },
    { type: 'select', name: 'stage', options: statusOptions('supplierStage', ['PRE', 'NORMAL']) },
    { type: 'multiSelect', name: 'status', options: statusOptions('supplierStatus') },
    { type: 'select', name: 'blockStatus', options: statusOptions('blockStatus') },
    { type: 'select', name: 'supplierTypeCode', options: optionsOf('supplierTypes') },
    { type: 'select', name: 'identityType', options: optionsOf('identityTypes') },
    { type: 'select', name: 'serviceItemCode', options: serviceItemOptions },
  ],
});

/** `/admin/supplier` for internal staff: every supplier in their reach. */
export function SupplierListPage() {
  return <ListPage declaration={supplierList} />;
}
