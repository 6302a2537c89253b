// shared-ui/form: form fields bound to react-hook-form, a zod-validated form hook and the mapping of
// server field errors. Its own entry: remotes load it with their detail screens, never with the
// login page; the date picker inside is a further chunk. Other entries are imported by package name.
import { registerNamespace } from 'shared-ui';
import 'shared-ui/components'; // the `validation` texts of the contract's messages
import en from './i18n/locales/en-US/detail.json';
import zh from './i18n/locales/zh-TW/detail.json';

registerNamespace('detail', { 'zh-TW': zh, 'en-US': en });

export type { FieldProps } from './form/field-props';
export { FormReadOnly, useFieldReadOnly } from './form/form-read-only';
export { decodeIssue, encodeIssue, encodeServerText, issueText, SERVER_ERROR_TYPE, serverText } from './form/issue-text';
export { usePortalField } from './form/use-portal-field';
export { fieldLabelsOf, useFieldLabel, useFieldLabels, type FieldLabels } from './form/field-labels';
export { ReadOnlyValue } from './form/read-only-value';
export { RowsSection, type RowsSectionProps } from './form/rows-section';
export { LIST_ISSUE_ATTRIBUTE, ListIssue } from './form/list-issue';
export { useFieldError } from './form/use-field-error';
export { hasPendingUploads, startUpload, UploadsPendingNote, useUploadsPending } from './form/pending-uploads';
export { AmountField, EmailField, NumberField, PriceField, RateField, TextareaField, TextField } from './form/text-fields';
export { PasswordField, type PasswordFieldProps } from './form/password-field';
export { MultiSelectField, SelectField, type SelectFieldProps } from './form/select-fields';
export { CheckboxField, RadioField } from './form/choice-fields';
export { DateField, DateRangeField, type DateRangeFieldProps } from './form/date-fields';
export { dateRangeRule } from './form/date-range-rule';
export { portalResolver, usePortalForm } from './form/use-portal-form';
export { applyServerErrors, refusalLine, type ApiErrorBodyWithFields, type FieldErrorEntry, type ServerErrorsOutcome, type ShownFields } from './form/server-errors';
export { FormProvider, useFieldArray, useFormContext, useFormState, useWatch, type DefaultValues, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
