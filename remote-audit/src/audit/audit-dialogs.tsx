import { useTranslation } from 'react-i18next';
import { Button, Stack, Typography } from 'shared-ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, RetryAlert, StatusChip, useFormats } from 'shared-ui/components';
import { auditReplyRequestSchema, auditReplyReturnSchema, auditResultSchema, needsImprovementReport, type AuditRecord, type AuditResult } from 'shared-ui/contract';
import { FormDialog } from 'shared-ui/detail';
import { CheckboxField, DateField, TextareaField } from 'shared-ui/form';
import { serverDay, useQuery } from 'shared-ui/data';
import { auditResource, checkScore, replyStep } from './audit.api';
import { field } from './header-tab';

const key = (name: string) => `audit:actions.${name}`;
const internal = auditResource('a');

interface DialogProps {
  audit: AuditRecord;
  onDone(): void;
  onCancel(): void;
}

/**
 * A report is due a month after the result unless the auditor says otherwise. Due dates count from
 * the server's business day, the one its rule (not before today) checks, not the browser's date.
 */
const REPORT_DAYS = 30;

/** The result asked for: what the saved review gives, then the auditor's choices for it. */
function ResultForm({ audit, result, score, onDone, onCancel }: DialogProps & { result: AuditResult; score: number }) {
  const { t } = useTranslation('audit');
  const report = needsImprovementReport(result);
  return (
    <FormDialog
      title={key('resultTitle')}
      body={key('resultBody')}
      confirmLabel={key('result')}
      schema={auditResultSchema(result, serverDay())}
      defaults={{ resultBlock: false, replyDueDate: report ? serverDay(REPORT_DAYS) : '', comments: audit.comments ?? '' }}
      send={(values, call) => internal.action(audit.id!, 'result', values, call)}
      destructive={result === 'FAIL'}
      onDone={onDone}
      onCancel={onCancel}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <Typography>{t('audit:scoring.previewScore', { score })}</Typography>
          <StatusChip catalogue="auditResult" status={result} />
        </Stack>
        {result === 'FAIL' && <CheckboxField name="resultBlock" label={field('resultBlock')} helperText="audit:actions.blockHint" />}
        {report && <DateField name="replyDueDate" label={field('replyDueDate')} required minDate={serverDay()} />}
        <TextareaField name="comments" label={field('comments')} />
      </Stack>
    </FormDialog>
  );
}

/** Set the result: the saved review scores give it (`checkScore`); while a survey lacks one, the dialog says which. */
export function ResultDialog(props: DialogProps) {
  const { t } = useTranslation('audit');
  const { audit, onCancel } = props;
  const { list } = useFormats();
  // Asked afresh at each opening: the result follows the review scores saved last.
  const check = useQuery({ queryKey: ['audit-result-check', audit.id], queryFn: () => checkScore(audit.id!), staleTime: 0, gcTime: 0 });
  if (check.data?.complete) return <ResultForm {...props} result={check.data.result!} score={check.data.resultScore!} />;
  const names = list((check.data?.missing ?? []).map((id) => audit.surveyIds.find((s) => s.surveyId === id)?.surveyName ?? id));
  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="result-title">
      <DialogTitle id="result-title">{t(key('resultTitle'))}</DialogTitle>
      <DialogContent>
        {check.isError ? (
          <RetryAlert message={t(key('resultCheckFailed'))} retryLabel={t('common:actions.retry')} onRetry={() => void check.refetch()} />
        ) : (
          <DialogContentText role="status">{check.data ? t(key('resultMissing'), { surveys: names }) : t('audit:audit.loading')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('common:actions.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Ask for an improvement report (none yet), or move its due date. */
export function ReplyRequestDialog({ audit, onDone, onCancel }: DialogProps) {
  const asking = !audit.reply;
  return (
    <FormDialog
      title={key(asking ? 'requestReportTitle' : 'moveDueDateTitle')}
      body={key(asking ? 'requestReportBody' : 'moveDueDateBody')}
      confirmLabel={key(asking ? 'requestReport' : 'moveDueDate')}
      schema={auditReplyRequestSchema(serverDay())}
      defaults={{ dueDate: audit.reply?.dueDate && audit.reply.dueDate >= serverDay() ? audit.reply.dueDate : serverDay(REPORT_DAYS) }}
      send={(values, call) => internal.action(audit.id!, 'reply', values, call)}
      maxWidth="xs"
      onDone={onDone}
      onCancel={onCancel}
    >
      <DateField name="dueDate" label={field('replyDueDate')} required minDate={serverDay()} />
    </FormDialog>
  );
}

/** Return a sent report: why, and by when a new one is due. */
export function ReplyReturnDialog({ audit, onDone, onCancel }: DialogProps) {
  return (
    <FormDialog
      title={key('returnReportTitle')}
      body={key('returnReportBody')}
      confirmLabel={key('returnReport')}
      schema={auditReplyReturnSchema(serverDay())}
      defaults={{ reason: '', dueDate: serverDay(14) }}
      send={(values, call) => replyStep('a', audit.id!, 'reject', values, call)}
      destructive
      onDone={onDone}
      onCancel={onCancel}
    >
      <Stack spacing={2}>
        <TextareaField name="reason" label="detail:reason" required />
        <DateField name="dueDate" label={field('replyDueDate')} required minDate={serverDay()} />
      </Stack>
    </FormDialog>
  );
}
