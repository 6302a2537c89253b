// Test and story fixtures of the form fields: a demo schema over every field type and a small
// form around them. Not exported by the entry.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, registerNamespace } from 'shared-ui';
import { atLeastOne, emailField, isoDateField, numberField, optionalIsoDateField, optionalText, requiredText, whenFieldsValid } from 'shared-ui/contract';
import {
  CheckboxField,
  DateField,
  DateRangeField,
  dateRangeRule,
  EmailField,
  FormProvider,
  FormReadOnly,
  MultiSelectField,
  NumberField,
  RadioField,
  SelectField,
  TextareaField,
  TextField,
  usePortalForm,
} from 'shared-ui/form';
import { z } from 'zod';

registerNamespace('formDemo', {
  'zh-TW': {
    name: '公司名稱',
    email: '電子郵件',
    employeeCount: '員工人數',
    country: '國家',
    categories: '服務項目',
    foundedOn: '成立日期',
    period: '合作期間',
    active: '啟用',
    stage: '階段',
    note: '備註',
    stages: { NORMAL: '正式', PRE: '潛在' },
    countries: { TW: '台灣', US: '美國' },
  },
  'en-US': {
    name: 'Company name',
    email: 'E-mail',
    employeeCount: 'Employees',
    country: 'Country',
    categories: 'Service items',
    foundedOn: 'Founded on',
    period: 'Cooperation period',
    active: 'Active',
    stage: 'Stage',
    note: 'Note',
    stages: { NORMAL: 'Normal', PRE: 'Potential' },
    countries: { TW: 'Taiwan', US: 'United States' },
  },
});

export const demoFieldsSchema = z
  .object({
    name: requiredText(),
    email: emailField(),
    employeeCount: numberField(),
    country: requiredText(),
    categories: atLeastOne(z.string()),
    foundedOn: isoDateField(),
    startDate: optionalIsoDateField(),
    endDate: optionalIsoDateField(),
    active: z.boolean(),
    stage: requiredText(),
    note: optionalText(),
  })
  .superRefine(dateRangeRule('startDate', 'endDate'), { when: whenFieldsValid('startDate', 'endDate') });

export type DemoFields = z.input<typeof demoFieldsSchema>;

export const emptyFields: DemoFields = {
  name: '',
  email: '',
  employeeCount: '',
  country: '',
  categories: [],
  foundedOn: '',
  startDate: '',
  endDate: '',
  active: false,
  stage: '',
  note: '',
};

export const filledFields: DemoFields = {
  name: 'Acme Components Ltd.',
  email: 'sales@acme.example',
  employeeCount: '120',
  country: 'TW',
  categories: ['ELEC', 'MECH'],
  foundedOn: '2001-05-17',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  active: true,
  stage: 'NORMAL',
  note: 'Preferred supplier for connectors.',
};

/** The server option list of the service items (names in the request's language in real life). */
/** A server option list, as `optionsOf` describes one. */
export const categories = {
  key: ['formDemo', 'categories'],
  load: async () => [
    { code: 'ELEC', name: 'Electronics' },
    { code: 'MECH', name: 'Mechanical parts' },
    { code: 'PACK', name: 'Packaging' },
  ],
};

// Field labels are i18n keys; built by a function, as a remote's declaration would hold them.
const fk = (key: string) => `formDemo:${key}`;

/** Every field type, laid out as a detail tab would. */
export function DemoFieldSet() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2, alignItems: 'start' }}>
      <TextField name="name" label={fk('name')} required />
      <EmailField name="email" label={fk('email')} required />
      <NumberField name="employeeCount" label={fk('employeeCount')} required />
      <SelectField
        name="country"
        label={fk('country')}
        required
        options={[
          { code: 'TW', label: 'formDemo:countries.TW' },
          { code: 'US', label: 'formDemo:countries.US' },
        ]}
      />
      <MultiSelectField name="categories" label={fk('categories')} required options={categories} />
      <DateField name="foundedOn" label={fk('foundedOn')} required />
      <DateRangeField startName="startDate" endName="endDate" label={fk('period')} />
      <RadioField
        name="stage"
        label={fk('stage')}
        required
        options={[
          { code: 'NORMAL', label: 'formDemo:stages.NORMAL' },
          { code: 'PRE', label: 'formDemo:stages.PRE' },
        ]}
      />
      <CheckboxField name="active" label={fk('active')} />
      <TextareaField name="note" label={fk('note')} />
    </Box>
  );
}

export interface DemoFormProps {
  values?: DemoFields;
  readOnly?: boolean;
  /** Validates at once, to show every error (the "error" stories). */
  validateOnMount?: boolean;
  onValid?(values: z.output<typeof demoFieldsSchema>): void;
  children?: ReactNode;
}

/** The demo fields in a form with a Save button. */
export function DemoForm({ values = emptyFields, readOnly = false, validateOnMount, onValid, children }: DemoFormProps) {
  const { t } = useTranslation('detail');
  const form = usePortalForm(demoFieldsSchema, values);
  useEffect(() => {
    if (validateOnMount) void form.trigger();
  }, [validateOnMount, form]);
  return (
    <FormProvider {...form}>
      <FormReadOnly value={readOnly}>
        <form noValidate onSubmit={form.handleSubmit((v) => onValid?.(v))}>
          {children ?? <DemoFieldSet />}
          {!readOnly && (
            <Button type="submit" variant="contained" sx={{ mt: 2 }}>
              {t('detail:save')}
            </Button>
          )}
        </form>
      </FormReadOnly>
    </FormProvider>
  );
}
