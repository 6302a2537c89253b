import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, Stack } from 'shared-ui';
import { Columns, Section, StatusChip } from 'shared-ui/components';
import { VK, type InquiryDetail } from 'shared-ui/contract';
import { optionsOf } from 'shared-ui/data';
import { DateField, encodeIssue, ReadOnlyValue, SelectField, TextareaField, TextField, useFieldReadOnly, useFormContext, useWatch } from 'shared-ui/form';
import { DueDate } from '../common/due-date';
import { f } from '../common/labels';
import { lookupFailed, requisitionOf } from './inquiry.api';
import type { InquiryForm } from './inquiry-form';

/** The inquiry's header (spec section 3): who created and last changed it; type, currency, purpose, owner, PR no. looked up, org, plant, due date. */
export function InquiryHeaderTab({ record }: { record: InquiryDetail | undefined }) {
  return (
    <Stack spacing={2}>
      {record && (
        <Section id="inquiry-status" title="sourcing:inquiry.sections.status">
          <Columns>
            <ReadOnlyValue label={f('inqNo')} value={record.inqNo} />
            <ReadOnlyValue label={f('status')}>
              <StatusChip catalogue="inquiryStatus" status={record.status} />
            </ReadOnlyValue>
            <ReadOnlyValue label={f('createBy')} value={record.createBy?.name ?? record.createBy?.account} />
            <ReadOnlyValue label={f('updateBy')} value={record.updateBy?.name ?? record.updateBy?.account} />
            <ReadOnlyValue label={f('inquiryCreateDate')} value={record.inquiryCreateDate} />
            {record.status === 'COMMITTED' && record.dueDate && (
              <ReadOnlyValue label={f('timeLeft')}>
                <DueDate dueDate={record.dueDate} dueInDays={record.dueInDays} />
              </ReadOnlyValue>
            )}
          </Columns>
        </Section>
      )}
      <Section id="inquiry-header" title="sourcing:inquiry.sections.header">
        <Columns>
          <SelectField name="inquiryType" label={f('inquiryType')} options={optionsOf('inquiryTypes')} required />
          <SelectField name="currencyCode" label={f('currencyCode')} options={optionsOf('currencies')} required />
          <SelectField name="personInCharge.account" label={f('personInCharge')} options={optionsOf('staffs')} required />
          <DateField name="dueDate" label={f('dueDate')} helperText="sourcing:inquiry.dueDateHint" />
          <PrNoField />
          <SelectField name="purchasingOrgCode" label={f('purchasingOrgCode')} options={optionsOf('purchasingOrgs')} required />
          <SelectField name="plantCode" label={f('plantCode')} options={optionsOf('plants')} required />
        </Columns>
        <TextareaField name="purpose" label={f('purpose')} />
      </Section>
    </Stack>
  );
}

/**
 * The PR no., looked up on request: a requisition that exists fills the purchasing org, the plant
 * and the materials; an unknown one answers "PR no. does not exist." at the field.
 */
function PrNoField() {
  const { t } = useTranslation('sourcing');
  const form = useFormContext<InquiryForm>();
  const readOnly = useFieldReadOnly();
  const prNo = useWatch<InquiryForm, 'prNo'>({ name: 'prNo' });
  const [busy, setBusy] = useState(false);
  const lookUp = async () => {
    const no = String(prNo ?? '').trim();
    if (!no) return;
    setBusy(true);
    try {
      const pr = await requisitionOf(no);
      const dirty = { shouldDirty: true, shouldValidate: true };
      form.setValue('purchasingOrgCode', pr.purchasingOrgCode, dirty);
      form.setValue('plantCode', pr.plantCode, dirty);
      form.setValue('materials', pr.materials, dirty);
      form.clearErrors('prNo');
    } catch (error) {
      lookupFailed(error, () => form.setError('prNo', { type: 'lookup', message: encodeIssue(VK.prNoNotFound) }, { shouldFocus: true }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField name="prNo" label={f('prNo')} helperText={readOnly ? undefined : 'sourcing:inquiry.prNoHint'} />
      {!readOnly && (
        <BusyButton variant="outlined" onClick={() => void lookUp()} inactive={busy || !String(prNo ?? '').trim()} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
          {t('inquiry.lookUpPr')}
        </BusyButton>
      )}
    </Stack>
  );
}
