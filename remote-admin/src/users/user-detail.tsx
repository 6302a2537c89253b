import { Stack } from 'shared-ui';
import { Columns, Section } from 'shared-ui/components';
import { internalAccountSchema, type InternalAccountFormInput, type InternalAccountFormOutput } from 'shared-ui/contract';
import { optionsOf, type StaticOption } from 'shared-ui/data';
import { useSession } from 'shared-ui';
import { defineDetail, DetailPage, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { EmailField, SelectField, TextField } from 'shared-ui/form';
import { DeleteAccountDialog } from '../accounts/delete-account-dialog';
import { DirectoryFetch } from './directory-fetch';
import { RoleTransfer } from './role-transfer';
import { internalUserResource, type InternalUserRecord } from './users.api';

const STATUSES: StaticOption[] = [
  { code: 'ACTIVE', label: 'status:activeStatus.ACTIVE' },
  { code: 'INACTIVE', label: 'status:activeStatus.INACTIVE' },
];

const toForm = ({ account, name, department, email, status, roles }: InternalUserRecord): InternalAccountFormInput => ({ account, name, department, email, status, roles });

function UserFields({ record }: { record: InternalUserRecord | undefined }) {
  return (
    <Stack spacing={2}>
      <Section id="user-basic" title="admin:users.basic">
        <Columns>
          {/* The account is the person's sign-in name: set once, from the directory. */}
          <Stack spacing={1}>
            <TextField name="account" label="admin:fields.account" required readOnly={record ? true : undefined} />
            {!record && <DirectoryFetch />}
          </Stack>
          <TextField name="name" label="admin:fields.name" required />
          <SelectField name="department" label="admin:fields.department" options={optionsOf('departments')} required />
          <EmailField name="email" label="admin:fields.email" required />
          <SelectField name="status" label="admin:fields.status" options={STATUSES} required />
        </Columns>
      </Section>
      <Section id="user-roles" title="admin:users.roles">
        <RoleTransfer />
      </Section>
    </Stack>
  );
}

/**
 * A locked sign-in (five failed logins) can be lifted before its 30 minutes run out. An account
 * can be deleted, except the user's own (the server refuses it too: nobody locks themselves out).
 */
const userActions = (record: InternalUserRecord, ctx: DetailActionContext): DetailAction[] => {
  if (!ctx.can('edit') || ctx.mode !== 'view') return [];
  const unlock: DetailAction[] = record.locked
    ? [{ key: 'unlock', label: 'admin:users.unlock', confirm: { title: 'admin:users.unlockTitle', body: 'admin:users.unlockBody' }, run: (call) => internalUserResource.action(record.account, 'unlock', undefined, call) }]
    : [];
  const own = useSession.getState().profile?.account === record.account;
  const remove: DetailAction[] = own
    ? []
    : [{ key: 'delete', label: 'admin:accounts.delete', destructive: true, dialog: ({ onDone, onCancel }) => <DeleteAccountDialog resource={internalUserResource} id={record.id} onDone={onDone} onCancel={onCancel} /> }];
  return [...unlock, ...remove];
};

export const internalUserDetail = defineDetail<InternalUserRecord, InternalAccountFormInput, InternalAccountFormOutput>({
  resource: internalUserResource,
  permission: 'ACCOUNT_INTERNAL',
  title: 'admin:users.detailTitle',
  recordLabel: (user) => user.account,
  form: {
    schema: () => internalAccountSchema,
    toForm,
    create: () => ({ account: '', name: '', department: '', email: '', status: 'ACTIVE', roles: [] }),
  },
  tabs: () => [{ key: 'user', label: 'admin:users.tab', render: ({ record }) => <UserFields record={record} /> }],
  actions: userActions,
});

export function InternalUserDetailPage() {
  return <DetailPage declaration={internalUserDetail} />;
}
