import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, BusyButton, Stack, Typography } from 'shared-ui';
import { Alert, Columns, StatusChip, useFormats } from 'shared-ui/components';
import type { AuditRecord, AuditScoreCheck, AuditSurvey } from 'shared-ui/contract';
import { silentCallFailure } from 'shared-ui/data';
import { FormReadOnly, NumberField, ReadOnlyValue, useFormContext, useWatch } from 'shared-ui/form';
import { FileList, FileUploadField } from 'shared-ui/upload';
import { checkScore } from './audit.api';
import type { EditableParts, ScoreForm } from './audit-form';
import { field } from './header-tab';

const label = (key: string) => `audit:scoring.${key}`;

/** One survey: its questionnaire sheet, the supplier's self score with evidence, the auditors' review score with their file. */
function ScoreRow({ index, survey, parts, showReview }: { index: number; survey: AuditSurvey; parts: EditableParts; showReview: boolean }) {
  const { t } = useTranslation('audit');
  const at = (name: keyof ScoreForm) => `scoreList.${index}.${name}`;
  const selfAccount = useWatch({ name: at('selfAccount') }) as string | undefined;
  const reviewAccount = useWatch({ name: at('reviewAccount') }) as string | undefined;
  const name = survey.surveyName ?? String(survey.surveyId);
  return (
    <Box component="section" aria-label={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography color="text.secondary">{t(label('weightOf'), { weight: survey.weight })}</Typography>
      </Stack>
      {survey.exampleFile && <FileList files={[survey.exampleFile]} label={field('exampleFile')} />}
      <Columns>
        <Stack spacing={1.5}>
          <Typography component="h4" variant="subtitle2">
            {t(label('self'))}
          </Typography>
          <FormReadOnly value={!parts.self}>
            <NumberField name={at('selfScore')} label={field('selfScore')} helperText="audit:scoring.scoreHint" />
            <FileUploadField name={at('selfFile')} label={field('selfFile')} maxFiles={1} />
          </FormReadOnly>
          <ReadOnlyValue label={field('selfAccount')} value={selfAccount} />
        </Stack>
        {showReview && (
          <Stack spacing={1.5}>
            <Typography component="h4" variant="subtitle2">
              {t(label('review'))}
            </Typography>
            <FormReadOnly value={!parts.review}>
              <NumberField name={at('reviewScore')} label={field('reviewScore')} helperText="audit:scoring.scoreHint" />
              <FileUploadField name={at('reviewFile')} label={field('reviewFile')} maxFiles={1} />
            </FormReadOnly>
            <ReadOnlyValue label={field('reviewAccount')} value={reviewAccount} />
          </Stack>
        )}
      </Columns>
    </Box>
  );
}

/** The final score and result the review scores as typed would give (`checkScore`), before the result is set. */
function ScorePreview({ audit }: { audit: AuditRecord }) {
  const { t } = useTranslation('audit');
  const { list } = useFormats();
  const { getValues } = useFormContext();
  const [check, setCheck] = useState<AuditScoreCheck | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const scores = (getValues('scoreList') as ScoreForm[]).map((s) => ({ surveyId: s.surveyId, reviewScore: (s.reviewScore === '' ? undefined : s.reviewScore) as unknown as number }));
      setCheck(await checkScore(audit.id!, scores));
    } catch (error) {
      setCheck(null);
      setRefusal(silentCallFailure(error).join('\n') || null);
    } finally {
      setBusy(false);
    }
  };
  const nameOf = (id: number) => audit.surveyIds.find((s) => s.surveyId === id)?.surveyName ?? String(id);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <BusyButton variant="outlined" onClick={() => void preview()} inactive={busy}>
        {t(label('preview'))}
      </BusyButton>
      <Box role="status" aria-live="polite">
        {check?.complete && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>{t(label('previewScore'), { score: check.resultScore })}</Typography>
            <StatusChip catalogue="auditResult" status={check.result!} />
          </Stack>
        )}
        {check && !check.complete && <Typography color="warning.main">{t(label('previewMissing'), { surveys: list(check.missing.map(nameOf)) })}</Typography>}
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Scoring: per survey, the supplier's self score with its evidence (editable by the supplier while
 * invited or sent back) and the auditors' review score with their file (editable by the auditors
 * once the self-assessment is sent; a supplier sees them with the result).
 */
export function ScoringTab({ audit, parts, internal }: { audit: AuditRecord; parts: EditableParts; internal: boolean }) {
  const { t } = useTranslation('audit');
  const showReview = internal || audit.status === 'COMPLETED';
  return (
    <Stack spacing={2}>
      {parts.self && <Typography color="text.secondary">{t(label('selfHint'))}</Typography>}
      {audit.surveyIds.map((survey, index) => (
        <ScoreRow key={survey.surveyId} index={index} survey={survey} parts={parts} showReview={showReview} />
      ))}
      {internal && audit.status === 'COMMITTED' && <ScorePreview audit={audit} />}
    </Stack>
  );
}
