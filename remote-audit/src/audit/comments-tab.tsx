import { Stack } from 'shared-ui';
import { Section } from 'shared-ui/components';
import type { AuditRecord } from 'shared-ui/contract';
import { FormReadOnly, TextareaField } from 'shared-ui/form';
import type { EditableParts } from './audit-form';
import { field } from './header-tab';
import { HistoryTable } from './history-table';

/**
 * Comments and supplier summary: the auditors' comments (with the plan and the review; a
 * rejection's reason lands here), the supplier's summary (with its self scores), and what
 * happened to the audit so far.
 */
export function CommentsTab({ audit, parts }: { audit: AuditRecord | undefined; parts: EditableParts }) {
  return (
    <Stack spacing={2}>
      <Section id="audit-comments" title="audit:comments.heading">
        <Stack spacing={2}>
          <FormReadOnly value={!(parts.plan || parts.review)}>
            <TextareaField name="comments" label={field('comments')} />
          </FormReadOnly>
          <FormReadOnly value={!parts.self}>
            <TextareaField name="supplierSummary" label={field('supplierSummary')} helperText={parts.self ? 'audit:comments.summaryHint' : undefined} />
          </FormReadOnly>
        </Stack>
      </Section>
      {audit && (
        <Section id="audit-history" title="audit:comments.history">
          <HistoryTable entries={audit.history ?? []} title="audit:comments.history" />
        </Section>
      )}
    </Stack>
  );
}
