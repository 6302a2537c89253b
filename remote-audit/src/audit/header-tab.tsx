import { useTranslation } from 'react-i18next';
import { Stack } from 'shared-ui';
import { Columns, Section, StatusChip, useFormats, ValueGrid, Wide, type StatusCatalogue } from 'shared-ui/components';
import type { AuditRecord } from 'shared-ui/contract';
import { DateRangeField, EmailField, FormReadOnly, MultiSelectField, ReadOnlyValue, RowsSection, SelectField, TextField, useFieldReadOnly } from 'shared-ui/form';
import { auditTypeOptions, staffOptions } from '../common/options';
import { OptionNames } from '../common/option-names';
import { TargetsSection } from './targets-section';

export const field = (name: string) => `audit:fields.${name}`;

function Status({ name, catalogue, status }: { name: string; catalogue: StatusCatalogue; status: string | undefined }) {
  return <ReadOnlyValue label={field(name)}>{status ? <StatusChip catalogue={catalogue} status={status} /> : undefined}</ReadOnlyValue>;
}

/** Where the audit stands: set by the server only (number, status, sign-off, result). */
function StandingSummary({ audit }: { audit: AuditRecord }) {
  const { t } = useTranslation('audit');
  return (
    <Section id="audit-standing" title="audit:audit.sections.standing">
      <ValueGrid>
        <ReadOnlyValue label={field('auditNo')} value={audit.auditNo} />
        <Status name="status" catalogue="auditStatus" status={audit.status} />
        <Status name="result" catalogue="auditResult" status={audit.result} />
        <ReadOnlyValue label={field('resultScore')} value={audit.resultScore === undefined ? undefined : String(audit.resultScore)} />
        {audit.result === 'FAIL' && <ReadOnlyValue label={field('resultBlock')} value={t(audit.resultBlock ? 'audit:audit.blocked' : 'audit:audit.notBlocked')} />}
        <Status name="replyStatus" catalogue="auditReplyStatus" status={audit.reply?.status} />
        <ReadOnlyValue label={field('bpmDocNo')} value={audit.bpmDocNo} />
        <Status name="bpmStatus" catalogue="bpmStatus" status={audit.bpmStatus} />
      </ValueGrid>
    </Section>
  );
}

/** The plan's header as read: names, not codes. */
function PlanValues({ audit }: { audit: AuditRecord }) {
  const { list } = useFormats();
  return (
    <ValueGrid>
      <ReadOnlyValue label={field('name')} value={audit.name} />
      <ReadOnlyValue label={field('type')}>
        <OptionNames source={auditTypeOptions} codes={audit.type} />
      </ReadOnlyValue>
      <ReadOnlyValue label={field('auditDate')} value={`${audit.startDate} – ${audit.endDate}`} />
      <ReadOnlyValue label={field('personInCharge')} value={audit.personInCharge.name ?? audit.personInCharge.account} />
      <ReadOnlyValue label={field('processors')} value={list(audit.processors.map((p) => p.name ?? p.account))} />
    </ValueGrid>
  );
}

function PlanFields() {
  return (
    <Columns>
      <Wide>
        <TextField name="name" label={field('name')} required />
      </Wide>
      <SelectField name="type" label={field('type')} options={auditTypeOptions} required />
      <DateRangeField startName="startDate" endName="endDate" label={field('auditDate')} required />
      <SelectField name="personInCharge" label={field('personInCharge')} options={staffOptions} required />
      <MultiSelectField name="processors" label={field('processors')} options={staffOptions} />
    </Columns>
  );
}

/**
 * Header and targets: where the audit stands, its plan (name, type, period, owner, processors),
 * the suppliers it is of and the people invited. Editable by the auditors while it is a draft.
 */
export function HeaderTab({ audit, planEditable }: { audit: AuditRecord | undefined; planEditable: boolean }) {
  const editing = !useFieldReadOnly() && planEditable;
  return (
    <Stack spacing={2}>
      {audit && <StandingSummary audit={audit} />}
      <Section id="audit-plan" title="audit:audit.sections.plan">
        {editing || !audit ? <PlanFields /> : <PlanValues audit={audit} />}
      </Section>
      <FormReadOnly value={!planEditable}>
        <TargetsSection />
        <RowsSection
          id="audit-contacts"
          labels="audit:contacts"
          name="contacts"
          newRow={() => ({ name: '', email: '' })}
          renderRow={(_, at) => (
            <Columns>
              <TextField name={at('name')} label="audit:contacts.name" required />
              <EmailField name={at('email')} label="audit:contacts.email" required />
            </Columns>
          )}
        />
      </FormReadOnly>
    </Stack>
  );
}
