import { Columns, Section } from 'shared-ui/components';
import {
  supplierAccountOfSupplierSchema,
  supplierAccountSchema,
  type SupplierAccountFormInput,
  type SupplierAccountFormOutput,
} from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix, type StaticOption } from 'shared-ui/data';
import { defineDetail, DetailPage, type DetailAction, type DetailActionContext } from 'shared-ui/detail';
import { EmailField, ReadOnlyValue, SelectField, TextField } from 'shared-ui/form';
import { DeleteAccountDialog } from '../accounts/delete-account-dialog';
import { SupplierPickField } from './supplier-pick-field';
import { supplierUserResource, type SupplierUserRecord } from './supplier-users.api';

const STATUSES: StaticOption[] = [
  { code: 'ACTIVE', label: 'status:activeStatus.ACTIVE' },
  { code: 'INACTIVE', label: 'status:activeStatus.INACTIVE' },
];

type Form = SupplierAccountFormInput & { supplierId?: number };

function AccountFields({ record, prefix }: { record: SupplierUserRecord | undefined; prefix: CallerPrefix }) {
  return (
    <Section id="supplier-user" title="admin:supplierUsers.basic">
      <Columns>
        {prefix === 'a' && (record ? <ReadOnlyValue label="admin:fields.supplier" value={record.supplierName ?? String(record.supplierId)} /> : <SupplierPickField name="supplierId" label="admin:fields.supplier" />)}
        {/* The account is the sign-in name: set once, at creation. */}
        <TextField name="account" label="admin:fields.account" required readOnly={record ? true : undefined} />
        <TextField name="name" label="admin:fields.name" required />
        <EmailField name="email" label="admin:fields.email" required />
        <TextField name="phone" label="admin:fields.phone" />
        {/* The applicant account stays active (the server refuses it too). */}
        <SelectField name="status" label="admin:fields.status" options={STATUSES} required readOnly={record?.applicant ? true : undefined} />
      </Columns>
    </Section>
  );
}

const accountActions = (prefix: CallerPrefix) => (record: SupplierUserRecord, ctx: DetailActionContext): DetailAction[] =>
  !record.applicant && ctx.can('edit') && ctx.mode === 'view'
    ? [{ key: 'delete', label: 'admin:accounts.delete', destructive: true, dialog: ({ onDone, onCancel }) => <DeleteAccountDialog resource={supplierUserResource(prefix)} id={record.id} onDone={onDone} onCancel={onCancel} /> }]
    : [];

/**
 * A supplier account. A new one gets a temporary password by mail and must set its own at its
 * first sign-in; internal staff also say whose supplier it is.
 */
export const supplierUserDetail = (prefix: CallerPrefix) =>
  defineDetail<SupplierUserRecord, Form, SupplierAccountFormOutput>({
    resource: supplierUserResource(prefix),
    permission: 'ACCOUNT_SUPPLIER',
    title: 'admin:supplierUsers.detailTitle',
    recordLabel: (account) => account.account,
    form: {
      schema: (record) => (prefix === 'a' && !record ? supplierAccountOfSupplierSchema : supplierAccountSchema),
      toForm: ({ account, name, email, phone, status }) => ({ account, name, email, phone: phone ?? '', status }),
      create: () => ({ account: '', name: '', email: '', phone: '', status: 'ACTIVE' }),
    },
    tabs: () => [{ key: 'account', label: 'admin:supplierUsers.tab', render: ({ record }) => <AccountFields record={record} prefix={prefix} /> }],
    actions: accountActions(prefix),
  });

export function SupplierUserDetailPage() {
  return <DetailPage declaration={usePrefixed(supplierUserDetail)} />;
}
