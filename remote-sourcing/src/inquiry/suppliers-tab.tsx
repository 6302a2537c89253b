import { useTranslation } from 'react-i18next';
import { Link, Stack } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';
import { RecordTable, Section, StatusChip, type RecordColumn } from 'shared-ui/components';
import type { InquiryDetail, InvitedSupplier } from 'shared-ui/contract';
import { issueText, ListIssue, useFieldError, useFieldReadOnly, useFormContext, useWatch, type FieldError } from 'shared-ui/form';
import { SupplierPicker, type PickedSupplier } from 'shared-ui/remote-select';
import { f } from '../common/labels';
import type { InquiryForm } from './inquiry-form';

/**
 * The invited suppliers: picked with the remote supplier selector while the inquiry is a draft
 * (a duplicate is refused, a potential supplier flagged with the spec's notice); once sent, each
 * with its quotation's status, linked to the quotation. The list's own rule ("Select at least one",
 * a send refused from the view mode) and a supplier the server refuses show under it, named.
 */
export function SuppliersTab({ record }: { record: InquiryDetail | undefined }) {
  const readOnly = useFieldReadOnly();
  return (
    <Stack spacing={2}>
      {!readOnly && <SuppliersField />}
      {readOnly && record && <InvitedTable suppliers={record.suppliers} />}
      <ListIssue name="supplierIds" label="sourcing:inquiry.suppliers.heading" />
    </Stack>
  );
}

/** The first error of one picked supplier (a duplicate); the list's own is the ListIssue's. */
const firstItemError = (errors: Record<string, FieldError | undefined> | undefined) =>
  Object.entries(errors ?? {}).find(([key, error]) => /^\d+$/.test(key) && error)?.[1];

function SuppliersField() {
  const { t } = useTranslation();
  const form = useFormContext<InquiryForm>();
  const value = (useWatch<InquiryForm, 'supplierIds'>({ name: 'supplierIds' }) ?? []) as PickedSupplier[];
  const errors = useFieldError<Record<string, FieldError | undefined>>('supplierIds');
  return (
    <Section id="inquiry-suppliers" title="sourcing:inquiry.suppliers.heading">
      <SupplierPicker
        label="sourcing:inquiry.suppliers.add"
        value={value}
        onChange={(next) => form.setValue('supplierIds', next, { shouldDirty: true, shouldValidate: true })}
        error={issueText(t, firstItemError(errors))}
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
