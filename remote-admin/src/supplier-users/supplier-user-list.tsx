import type { SupplierAccountFilter } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, statusColumn, statusOptions, supplierColumn, supplierFilter, toDetail } from 'shared-ui/list';
import { supplierUserListSearch, type SupplierUserRecord } from './supplier-users.api';

/** Supplier accounts: internal staff see every supplier's (with the supplier), a supplier its own sub-accounts. */
export const supplierUserList = (prefix: CallerPrefix) =>
  defineList<SupplierUserRecord, SupplierAccountFilter>({
    ...supplierUserListSearch(prefix),
    namespace: 'admin',
    title: 'admin:features.supplierUser',
    permission: 'ACCOUNT_SUPPLIER',
    rowLink: toDetail,
    toolbarActions: [{ key: 'create', label: 'admin:supplierUsers.create', to: 'detail/create' }],
    columns: [
      { field: 'account', width: 170 },
      { field: 'name', width: 220 },
      ...supplierColumn<SupplierUserRecord>(prefix),
      { field: 'email', flex: 1, minWidth: 200 },
      { field: 'phone', width: 170 },
      statusColumn('status', 'activeStatus'),
    ],
    filters: [
      { type: 'text', name: 'account' },
      { type: 'text', name: 'name' },
      { type: 'select', name: 'status', options: statusOptions('activeStatus') },
      ...supplierFilter<SupplierAccountFilter>(prefix),
    ],
  });

export function SupplierUserListPage() {
  return <ListPage declaration={usePrefixed(supplierUserList)} />;
}
