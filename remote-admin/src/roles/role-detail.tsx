import { Stack } from 'shared-ui';
import { Columns, Section } from 'shared-ui/components';
import { fullPermissionList, roleSchema, type RoleFormInput, type RoleFormOutput } from 'shared-ui/contract';
import { optionsOf, type StaticOption } from 'shared-ui/data';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { MultiSelectField, SelectField, TextField } from 'shared-ui/form';
import { PermissionMatrix } from './permission-matrix';
import { roleResource, type RoleRecord } from './roles.api';

const STATUSES: StaticOption[] = [
  { code: 'ACTIVE', label: 'status:activeStatus.ACTIVE' },
  { code: 'INACTIVE', label: 'status:activeStatus.INACTIVE' },
];

const toRoleForm = (role: RoleRecord): RoleFormInput => ({ ...role, permissionList: fullPermissionList(role.permissionList) });

function RoleFields({ record }: { record: RoleRecord | undefined }) {
  return (
    <Stack spacing={2}>
      <Section id="role-basic" title="admin:roles.basic">
        <Columns>
          {/* The code names the role for every account holding it: set once, at creation. */}
          <TextField name="roleCode" label="admin:fields.roleCode" required readOnly={record ? true : undefined} helperText="admin:roles.codeHint" />
          <TextField name="roleDesc" label="admin:fields.roleDesc" required />
          <SelectField name="status" label="admin:fields.status" options={STATUSES} required />
          <MultiSelectField name="companyCodeList" label="admin:fields.companyCodeList" options={optionsOf('companies')} />
          <MultiSelectField name="purchasingOrgList" label="admin:fields.purchasingOrgList" options={optionsOf('purchasingOrgs')} />
        </Columns>
      </Section>
      <Section id="role-permissions" title="admin:roles.matrix">
        <PermissionMatrix />
      </Section>
    </Stack>
  );
}

/** A role: its code, scopes and the permission matrix; saved, it changes every holder's map. */
export const roleDetail = defineDetail<RoleRecord, RoleFormInput, RoleFormOutput>({
  resource: roleResource,
  permission: 'ROLE',
  title: 'admin:roles.detailTitle',
  recordLabel: (role) => role.roleCode,
  form: {
    schema: () => roleSchema,
    toForm: toRoleForm,
    create: () => ({ roleCode: '', roleDesc: '', status: 'ACTIVE', companyCodeList: [], purchasingOrgList: [], permissionList: fullPermissionList() }),
  },
  tabs: () => [{ key: 'role', label: 'admin:roles.tab', render: ({ record }) => <RoleFields record={record} /> }],
});

export function RoleDetailPage() {
  return <DetailPage declaration={roleDetail} />;
}
