import { useController } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { DateInput } from 'shared-ui/components';
import { issueText } from './issue-text';
import { ReadOnlyValue } from './read-only-value';
import { useFieldLabel } from './field-labels';
import { usePortalField } from './use-portal-field';

/** A date as `YYYY-MM-DD` (the contract's `isoDateField()`), with a calendar in the user's language. */
export function DateField(props: FieldProps & { minDate?: string; maxDate?: string }) {
  const { field, readOnly, label, error, help } = usePortalField(props);
  const value = typeof field.value === 'string' ? field.value : '';
  if (readOnly) return <ReadOnlyValue label={props.label} labelValues={props.labelValues} value={value} />;
  return (
    <DateInput
      label={label}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      required={props.required}
      disabled={props.disabled}
      error={Boolean(error)}
      helperText={help}
      minDate={props.minDate}
      maxDate={props.maxDate}
    />
  );
}

export interface DateRangeFieldProps extends Omit<FieldProps, 'name'> {
  /** The two sibling fields, e.g. `startDate` and `endDate`; `dateRangeRule` checks start ≤ end. */
  startName: string;
  endName: string;
}

/** Two dates, start ≤ end: each calendar stops at the other date; the schema reports `validation:dateRange` at the end. */
export function DateRangeField({ startName, endName, ...props }: DateRangeFieldProps) {
  const start = usePortalField({ ...props, name: startName });
  const end = useController({ name: endName });
  const { t } = start;
  const startValue = typeof start.field.value === 'string' ? start.field.value : '';
  const endValue = typeof end.field.value === 'string' ? end.field.value : '';
  const startLabel = t('detail:form.start', { label: start.label });
  const endLabel = t('detail:form.end', { label: start.label });
  // The end shows its own error (the range's rule is reported there): a refusal of it is the range's.
  useFieldLabel(endName, start.label);
  if (start.readOnly) {
    return <ReadOnlyValue label={props.label} labelValues={props.labelValues} value={startValue || endValue ? `${startValue} ~ ${endValue}` : ''} />;
  }
  const endError = issueText(t, end.fieldState.error);
  return (
    <div role="group" aria-label={start.label} style={{ display: 'flex', gap: 8 }}>
      <DateInput
        label={startLabel}
        value={startValue}
        onChange={start.field.onChange}
        onBlur={start.field.onBlur}
        inputRef={start.field.ref}
        name={startName}
        required={props.required}
        disabled={props.disabled}
        error={Boolean(start.error)}
        helperText={start.help}
        maxDate={endValue || undefined}
      />
      <DateInput
        label={endLabel}
        value={endValue}
        onChange={end.field.onChange}
        onBlur={end.field.onBlur}
        inputRef={end.field.ref}
        name={endName}
        required={props.required}
        disabled={props.disabled}
        error={Boolean(endError)}
        helperText={endError}
        minDate={startValue || undefined}
      />
    </div>
  );
}
