import type { SupplierListItem } from 'shared-ui/contract';
import { optionsOf } from 'shared-ui/data';
import { defineList, ListPage, statusColumn, statusOptions } from 'shared-ui/list';
import { serviceItemOptions } from '../common/master-options';

/** Supplier management (internal): the spec's filters, every stage and status, export, batch export, create. */
export const supplierList = defineList<SupplierListItem>({
  resource: 'a/supplier',
  title: 'supplier:manage.title',
  permission: 'SUPPLIER_BASIC',
  // The list as shown, and every matching supplier's whole master data (contacts, banks, items).
  export: [
    { path: 'search/xls', label: 'supplier:manage.export' },
    { path: 'search/batch/xls', label: 'supplier:manage.batchExport' },
  ],
  toolbarActions: [{ key: 'create', label: 'supplier:manage.create', to: 'detail/create' }],
  columns: [
    { field: 'supplierNoScp', headerName: 'supplier:manage.fields.supplierNoScp', width: 120 },
    { field: 'supplierNoSap', headerName: 'supplier:manage.fields.supplierNoSap', width: 110 },
    { field: 'name', headerName: 'supplier:manage.fields.name', flex: 1, minWidth: 220 },
    { field: 'countryCode', headerName: 'supplier:manage.fields.country', width: 80 },
    { field: 'supplierTypeCode', headerName: 'supplier:manage.fields.supplierType', width: 100 },
    statusColumn('stage', 'supplierStage', 'supplier:manage.fields.stage'),
    statusColumn('status', 'supplierStatus', 'supplier:manage.fields.status'),
    statusColumn('blockStatus', 'blockStatus', 'supplier:manage.fields.blockStatus'),
    statusColumn('bpmStatus', 'bpmStatus', 'supplier:manage.fields.bpmStatus'),
  ],
  filters: [
    { type: 'text', name: 'name', label: 'supplier:manage.fields.name' },
    { type: 'valueSearch', name: 'supplierNoScp', label: 'supplier:manage.fields.supplierNoScp' },
    { type: 'select', name: 'stage', label: 'supplier:manage.fields.stage', options: statusOptions('supplierStage', ['PRE', 'NORMAL']) },
    { type: 'multiSelect', name: 'status', label: 'supplier:manage.fields.status', options: statusOptions('supplierStatus') },
    { type: 'select', name: 'blockStatus', label: 'supplier:manage.fields.blockStatus', options: statusOptions('blockStatus') },
    { type: 'select', name: 'supplierTypeCode', label: 'supplier:manage.fields.supplierType', options: optionsOf('supplierTypes') },
    { type: 'select', name: 'identityType', label: 'supplier:manage.fields.identityType', options: optionsOf('identityTypes') },
    { type: 'select', name: 'serviceItemCode', label: 'supplier:manage.fields.serviceItem', options: serviceItemOptions },
  ],
});

/** `/admin/supplier` for internal staff: every supplier in their reach. */
export function SupplierListPage() {
  return <ListPage declaration={supplierList} />;
}
