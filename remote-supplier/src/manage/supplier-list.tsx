import { useSession } from 'shared-ui';
import { ComingSoonPage } from 'shared-ui/components';
import type { SupplierListItem } from 'shared-ui/contract';
import { optionsOf } from 'shared-ui/data';
import { defineList, ListPage, statusColumn, statusOptions } from 'shared-ui/list';
import { useTranslation } from 'react-i18next';

/** Supplier management (internal): the spec's filters, every stage and status, Excel export. */
export const supplierList = defineList<SupplierListItem>({
  resource: 'a/supplier',
  title: 'supplier:manage.title',
  permission: 'SUPPLIER_BASIC',
  export: 'xls',
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
    { type: 'select', name: 'serviceItemCode', label: 'supplier:manage.fields.serviceItem', options: async () => (await optionsOf('serviceItems')()).filter((o) => 'parentCode' in o) },
  ],
});

/**
 * `/admin/supplier`: internal staff manage every supplier; a supplier user (fixed map: supplier
 * basic view) will keep its own record here — that screen comes with the rest of its issue.
 */
export function SupplierListPage() {
  const { t } = useTranslation('supplier');
  const isSupplier = useSession((s) => s.isSupplier);
  return isSupplier ? <ComingSoonPage feature={t('manage.ownRecord')} /> : <ListPage declaration={supplierList} />;
}
