import { useTranslation } from 'react-i18next';
import { Stack, Typography } from 'shared-ui';
import { Columns, formatDateTime, Section, StatusChip, ValueGrid, Wide } from 'shared-ui/components';
import { AUDIT_REPLY_ACTIONS, type AuditRecord } from 'shared-ui/contract';
import { FormReadOnly, ReadOnlyValue, TextareaField, TextField } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { field } from './header-tab';
import { HistoryTable } from './history-table';

const label = (key: string) => `audit:report.${key}`;

/**
 * The improvement report a CONDITIONAL_PASS or FAIL asks for: its state and due date, what the
 * supplier did (description, the improvement form, who is in charge, a comment; editable by the
 * supplier while asked for, saved or sent back) and every step of it so far.
 */
export function ReportTab({ audit, replyEditable }: { audit: AuditRecord; replyEditable: boolean }) {
  const { t } = useTranslation('audit');
  const { reply } = audit;
  if (!reply) return <Typography color="text.secondary">{t(label('none'))}</Typography>;
  const returned = reply.status === 'REJECTED';
  return (
    <Stack spacing={2}>
      <Section id="audit-report-state" title={label('state')}>
        <ValueGrid>
          <ReadOnlyValue label={field('replyStatus')}>
            <StatusChip catalogue="auditReplyStatus" status={reply.status} />
          </ReadOnlyValue>
          <ReadOnlyValue label={field('replyDueDate')} value={reply.dueDate} />
          <ReadOnlyValue label={field('replyDate')} value={formatDateTime(reply.replyDate)} />
        </ValueGrid>
        {returned && <Typography sx={{ mt: 1 }} color="error">{t(label('returnedHint'))}</Typography>}
      </Section>
      <Section id="audit-report" title={label('heading')}>
        <FormReadOnly value={!replyEditable}>
          <Columns>
            <Wide>
              <TextareaField name="reply.description" label={field('replyDescription')} required />
            </Wide>
            <TextField name="reply.personInCharge" label={field('replyPersonInCharge')} />
            <FileUploadField name="reply.fixingFile" label={field('fixingFile')} maxFiles={1} />
            <Wide>
              <TextareaField name="reply.supplierComment" label={field('supplierComment')} />
            </Wide>
          </Columns>
        </FormReadOnly>
      </Section>
      <Section id="audit-report-history" title={label('history')}>
        <HistoryTable entries={(audit.history ?? []).filter((h) => AUDIT_REPLY_ACTIONS.includes(h.action))} title={label('history')} />
      </Section>
    </Stack>
  );
}
