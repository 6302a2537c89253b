import { lazy, Suspense, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField as MuiTextField } from './mui';

export interface DateInputProps {
  /** The translated label. */
  label: string;
  /** `YYYY-MM-DD`, or '' when empty (an impossible date: 'invalid-date'). */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** `small` in forms and filters (the default), `fullWidth` in forms. */
  fullWidth?: boolean;
  minDate?: string;
  maxDate?: string;
  /**
   * Fetch the calendar when the field is first focused, not when it renders: a list's date
   * filters then cost nothing until someone filters by date. The field stands in meanwhile.
   */
  loadOnFocus?: boolean;
  /** Take the focus when shown (the picker replacing its stand-in). */
  autoFocus?: boolean;
}

const DatePickerInput = lazy(() => import(/* webpackChunkName: "date-picker" */ './date-picker'));

/**
 * A date as one field (one tab stop; arrow keys move between its parts) with a calendar in the
 * portal's language: the picker once its chunk is there, a disabled field with the same label until then.
 */
export function DateInput({ loadOnFocus = false, ...props }: DateInputProps) {
  const { t } = useTranslation('common');
  const [wanted, setWanted] = useState(!loadOnFocus);
  if (!wanted) {
    return (
      <MuiTextField
        label={props.label}
        name={props.name}
        value={props.value}
        onFocus={() => setWanted(true)}
        error={props.error}
        helperText={props.helperText}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: Boolean(props.value) || undefined } }}
      />
    );
  }
  // The field waits for its calendar, but "loading" is a message to read: in the disabled grey it
  // fell below 4.5:1 (axe, the audit result dialog opened on a slow machine).
  const fallback = (
    <MuiTextField
      label={props.label}
      value={props.value}
      disabled
      size="small"
      fullWidth
      required={props.required}
      helperText={t('common:pickerLoading')}
      slotProps={{ formHelperText: { disabled: false } }}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <DatePickerInput {...props} autoFocus={props.autoFocus ?? loadOnFocus} />
    </Suspense>
  );
}
