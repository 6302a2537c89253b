import type { RoleFilter } from 'shared-ui/contract';
import { optionsOf } from 'shared-ui/data';
import { defineList, ListPage, namesColumn, statusColumn, statusOptions, toDetail } from 'shared-ui/list';
import { roleListSearch, type RoleRecord } from './roles.api';

/** The roles (spec section 3 "Roles and accounts"); a role's flags are on its detail. */
export const roleList = defineList<RoleRecord, RoleFilter>({
  ...roleListSearch,
  namespace: 'admin',
  title: 'admin:features.roles',
  permission: 'ROLE',
  rowLink: toDetail,
  toolbarActions: [{ key: 'create', label: 'admin:roles.create', to: 'detail/create' }],
  columns: [
    { field: 'roleCode', width: 180 },
    { field: 'roleDesc', flex: 1, minWidth: 240 },
    statusColumn('status', 'activeStatus'),
    namesColumn('companyCodeList', { width: 200, source: optionsOf('companies') }),
    namesColumn('purchasingOrgList', { width: 260, source: optionsOf('purchasingOrgs') }),
  ],
  filters: [
    { type: 'text', name: 'roleCode' },
    { type: 'select', name: 'status', options: statusOptions('activeStatus') },
    { type: 'text', name: 'keyword' },
  ],
});

export function RoleListPage() {
  return <ListPage declaration={roleList} />;
}
