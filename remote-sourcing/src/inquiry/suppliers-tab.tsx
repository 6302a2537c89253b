import { useTranslation } from 'react-i18next';
import { Link, Stack } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';
import { RecordTable, Section, StatusChip, type RecordColumn } from 'shared-ui/components';
import type { InquiryDetail, InvitedSupplier } from 'shared-ui/contract';
import { issueText, useFieldError, useFieldReadOnly, useFormContext, useWatch, type FieldError } from 'shared-ui/form';
import { SupplierPicker, type PickedSupplier } from 'shared-ui/remote-select';
import { f } from '../common/labels';
import type { InquiryForm } from './inquiry-form';

/**
 * The invited suppliers: picked with the remote supplier selector while the inquiry is a draft
 * (a duplicate is refused, a potential supplier flagged with the spec's notice); once sent, each
 * with its quotation's status, linked to the quotation.
 */
export function SuppliersTab({ record }: { record: InquiryDetail | undefined }) {
  const readOnly = useFieldReadOnly();
  return (
    <Stack spacing={2}>
      {!readOnly && <SuppliersField />}
      {readOnly && record && <InvitedTable suppliers={record.suppliers} />}
    </Stack>
  );
}

function SuppliersField() {
  const { t } = useTranslation();
  const form = useFormContext<InquiryForm>();
  const value = (useWatch<InquiryForm, 'suppliers'>({ name: 'suppliers' }) ?? []) as PickedSupplier[];
  const errors = useFieldError<FieldError | (FieldError | undefined)[]>('suppliers');
  const first = Array.isArray(errors) ? errors.find(Boolean) : errors;
  return (
    <Section id="inquiry-suppliers" title="sourcing:inquiry.suppliers.heading">
      <SupplierPicker
        label="sourcing:inquiry.suppliers.add"
        value={value}
        onChange={(next) => form.setValue('suppliers', next, { shouldDirty: true, shouldValidate: true })}
        error={issueText(t, first)}
      />
    </Section>
  );
}

export function InvitedTable({ suppliers }: { suppliers: InvitedSupplier[] }) {
  const columns: RecordColumn<InvitedSupplier>[] = [
    { key: 'name', label: f('supplier'), render: (s) => s.name },
    { key: 'supplierNoScp', label: f('supplierNoScp'), render: (s) => s.supplierNoScp },
    { key: 'stage', label: f('stage'), render: (s) => <StatusChip catalogue="supplierStage" status={s.stage} /> },
    {
      key: 'quoNo',
      label: f('quoNo'),
      render: (s) =>
        s.quotationId ? (
          <Link component={RouterLink} to={`/admin/quotation/detail/view/${s.quotationId}`}>
            {s.quoNo}
          </Link>
        ) : null,
    },
    { key: 'quotationStatus', label: f('quotationStatus'), render: (s) => s.quotationStatus && <StatusChip catalogue="quotationStatus" status={s.quotationStatus} /> },
    { key: 'dueDate', label: f('dueDate'), render: (s) => s.quotationDueDate },
  ];
  return <RecordTable label="sourcing:inquiry.suppliers.heading" columns={columns} rows={suppliers} rowKey={(s) => s.supplierId} empty="sourcing:inquiry.suppliers.none" />;
}
