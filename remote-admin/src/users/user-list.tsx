import type { InternalAccountFilter } from 'shared-ui/contract';
import { optionsOf } from 'shared-ui/data';
import { defineList, ListPage, namesColumn, optionColumn, statusColumn, statusOptions, toDetail } from 'shared-ui/list';
import { internalUserListSearch, type InternalUserRecord } from './users.api';

/** The internal accounts (spec section 3): who they are and which roles they hold. */
export const internalUserList = defineList<InternalUserRecord, InternalAccountFilter & { status?: string }>({
  ...internalUserListSearch,
  namespace: 'admin',
  title: 'admin:features.users',
  permission: 'ACCOUNT_INTERNAL',
  rowLink: toDetail,
  toolbarActions: [{ key: 'create', label: 'admin:users.create', to: 'detail/create' }],
  columns: [
    { field: 'account', width: 160 },
    { field: 'name', width: 220 },
    optionColumn('department', optionsOf('departments'), 140),
    { field: 'email', flex: 1, minWidth: 220 },
    namesColumn('roles', { width: 220 }),
    statusColumn('status', 'activeStatus'),
  ],
  filters: [
    { type: 'text', name: 'account' },
    { type: 'text', name: 'name' },
    { type: 'select', name: 'department', options: optionsOf('departments') },
    { type: 'select', name: 'status', options: statusOptions('activeStatus') },
  ],
});

export function InternalUserListPage() {
  return <ListPage declaration={internalUserList} />;
}
