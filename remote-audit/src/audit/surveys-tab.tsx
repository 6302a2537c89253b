import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Typography } from 'shared-ui';
import { Columns, RecordTable, Section, type RecordColumn } from 'shared-ui/components';
import { AUDIT_WEIGHT_TOTAL, type AuditRecord, type AuditSurvey } from 'shared-ui/contract';
import { useOptions, type ServerOptions } from 'shared-ui/data';
import { FormReadOnly, MultiSelectField, NumberField, RowsSection, SelectField, useFieldReadOnly, useFormContext, useWatch } from 'shared-ui/form';
import { FileList } from 'shared-ui/upload';
import { departmentOptions } from '../common/options';
import { OptionNames } from '../common/option-names';
import { pickableSurveys } from '../survey/survey.api';
import { field } from './header-tab';

const label = (key: string) => `audit:surveys.${key}`;

/** The ON surveys, and those already on the draft (one switched off since keeps its name). */
const surveyChoices = (audit: AuditRecord | undefined): ServerOptions => ({
  key: [...pickableSurveys.key, audit?.id ?? 'new'],
  load: async () => {
    const on = await pickableSurveys.load();
    const held = (audit?.surveyIds ?? [])
      .filter((s) => !on.some((o) => o.code === String(s.surveyId)))
      .map((s) => ({ code: String(s.surveyId), name: `${s.auditDepartment ?? ''} · ${s.surveyName ?? s.surveyId}`, departmentCode: s.auditDepartment }));
    return [...on, ...held];
  },
});

/** One survey of the draft: which, and its weight; its department follows the survey (the plan's rules read it). */
function SurveyRow({ at, choices }: { at: (f: string) => string; choices: ServerOptions }) {
  const { getValues, setValue } = useFormContext();
  const surveyId = useWatch({ name: at('surveyId') }) as string;
  const options = useOptions(choices, surveyId);
  const department = (options.find((o) => o.code === surveyId) as { departmentCode?: string } | undefined)?.departmentCode;
  const departmentField = at('auditDepartment');
  useEffect(() => {
    if (getValues(departmentField) !== department) setValue(departmentField, department);
  }, [departmentField, department, getValues, setValue]);
  return (
    <Columns>
      <SelectField name={at('surveyId')} label={field('survey')} options={choices} required />
      <NumberField name={at('weight')} label={field('weight')} required helperText="audit:surveys.weightHint" />
    </Columns>
  );
}

/** The weights typed so far against the 100 they must add up to. */
function WeightTotal() {
  const { t } = useTranslation('audit');
  const rows = (useWatch({ name: 'surveyIds' }) as { weight?: string }[] | undefined) ?? [];
  const total = rows.reduce((n, r) => n + (Number(r.weight) || 0), 0);
  return (
    <Typography role="status" color={total === AUDIT_WEIGHT_TOTAL ? 'success.main' : 'warning.main'} sx={{ fontWeight: 600 }}>
      {t(label('total'), { total, expected: AUDIT_WEIGHT_TOTAL })}
    </Typography>
  );
}

const columns: RecordColumn<AuditSurvey>[] = [
  { key: 'survey', label: field('survey'), render: (s) => s.surveyName ?? s.surveyId },
  { key: 'department', label: field('auditDepartment'), render: (s) => <OptionNames source={departmentOptions} codes={s.auditDepartment ?? ''} /> },
  { key: 'weight', label: field('weight'), align: 'right', render: (s) => `${s.weight}%` },
  { key: 'sheet', label: field('exampleFile'), render: (s) => (s.exampleFile ? <FileList files={[s.exampleFile]} label={field('exampleFile')} /> : '—') },
];

/**
 * Surveys and weights: the leader departments (QM always among them) and one survey of each, none
 * of another department; the weights add up to 100, shown as they are typed. Read: the surveys
 * with their questionnaire sheets to download.
 */
export function SurveysTab({ audit, planEditable }: { audit: AuditRecord | undefined; planEditable: boolean }) {
  const editing = !useFieldReadOnly() && planEditable;
  return (
    <FormReadOnly value={!planEditable}>
      <Stack spacing={2}>
        <Section id="audit-leaders" title={label('leaders')}>
          <MultiSelectField name="leaderDepartments" label={field('leaderDepartments')} options={departmentOptions} required helperText="audit:surveys.leadersHint" />
        </Section>
        {editing || !audit ? (
          <EditedSurveys audit={audit} />
        ) : (
          <Section id="audit-surveys" title={label('heading')}>
            <RecordTable label={label('heading')} columns={columns} rows={audit.surveyIds} rowKey={(s) => s.surveyId} empty={label('none')} />
          </Section>
        )}
      </Stack>
    </FormReadOnly>
  );
}

function EditedSurveys({ audit }: { audit: AuditRecord | undefined }) {
  const choices = surveyChoices(audit);
  return (
    <Stack spacing={1}>
      <RowsSection
        id="audit-surveys"
        labels="audit:surveys"
        name="surveyIds"
        newRow={() => ({ surveyId: '', weight: '' })}
        renderRow={(_, at) => <SurveyRow at={at} choices={choices} />}
      />
      <WeightTotal />
    </Stack>
  );
}
