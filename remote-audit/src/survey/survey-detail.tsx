import { Stack } from 'shared-ui';
import { Columns, Section, Wide } from 'shared-ui/components';
import { newSurvey, surveySchema, type SurveyInput, type SurveyOutput, type SurveyRecord } from 'shared-ui/contract';
import { defineDetail, DetailPage } from 'shared-ui/detail';
import { MultiSelectField, SelectField, TextareaField, TextField } from 'shared-ui/form';
import { statusOptions } from 'shared-ui/list';
import { FileUploadField } from 'shared-ui/upload';
import { departmentOptions, environmentLevelOptions, serviceItemOptions, supplierTypeOptions } from '../common/options';
import { surveyResource } from './survey.api';

/** The questionnaire sheet: a spreadsheet, a document or a PDF. */
const SHEET_RULES = { maxMb: 10, types: ['xlsx', 'xls', 'docx', 'doc', 'pdf'] };

const field = (name: string) => `audit:fields.${name}`;

const toSurveyForm = (s: SurveyRecord): SurveyInput => ({ ...s, description: s.description ?? '', exampleFile: s.exampleFile ? [s.exampleFile] : [] });

/** Who the survey is for, what it asks, its questionnaire sheet and whether it may be picked. */
function SurveySections() {
  return (
    <Stack spacing={2}>
      <Section id="survey-main" title="audit:survey.sections.main">
        <Columns>
          <Wide>
            <TextField name="name" label={field('surveyName')} required />
          </Wide>
          <SelectField name="auditDepartment" label={field('auditDepartment')} options={departmentOptions} required />
          <SelectField name="status" label={field('status')} options={statusOptions('surveyStatus')} required helperText="audit:survey.statusHint" />
          <Wide>
            <TextareaField name="description" label={field('description')} />
          </Wide>
        </Columns>
      </Section>
      <Section id="survey-scope" title="audit:survey.sections.scope">
        <Columns>
          <MultiSelectField name="supplierTypeCodes" label={field('supplierTypeCodes')} options={supplierTypeOptions} helperText="audit:survey.everyoneHint" />
          <MultiSelectField name="serviceItemCodes" label={field('serviceItemCodes')} options={serviceItemOptions} helperText="audit:survey.everyoneHint" />
          <MultiSelectField name="environmentLevelCodes" label={field('environmentLevelCodes')} options={environmentLevelOptions} helperText="audit:survey.everyoneHint" />
        </Columns>
      </Section>
      <Section id="survey-sheet" title="audit:survey.sections.sheet">
        <FileUploadField name="exampleFile" label={field('exampleFile')} maxFiles={1} rules={SHEET_RULES} />
      </Section>
    </Stack>
  );
}

/** A questionnaire (`a/supplierAuditSurvey`): created ON, copied (a new edition), changed; OFF ones are no longer offered to new audits. */
export const surveyDetail = defineDetail<SurveyRecord, SurveyInput, SurveyOutput>({
  resource: surveyResource,
  permission: 'SURVEY',
  panels: ['timeline'],
  title: 'audit:survey.detailTitle',
  recordLabel: (survey) => survey.name,
  form: {
    schema: () => surveySchema,
    toForm: toSurveyForm,
    create: () => ({ ...newSurvey(), exampleFile: [] }),
    copy: (s) => ({ ...toSurveyForm(s), status: 'ON' }),
  },
  tabs: () => [{ key: 'survey', label: 'audit:survey.tab', render: () => <SurveySections /> }],
});

export function SurveyDetailPage() {
  return <DetailPage declaration={surveyDetail} />;
}
