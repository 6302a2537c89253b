import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField as MuiTextField } from 'shared-ui/components';

export interface DateInputProps {
  /** The translated label. */
  label: string;
  /** `YYYY-MM-DD`, or '' when empty. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  minDate?: string;
  maxDate?: string;
}

const DatePickerInput = lazy(() => import(/* webpackChunkName: "date-picker" */ './date-picker'));

/** A date input: the picker once its chunk is there, a disabled field with the same label until then. */
export function DateInput(props: DateInputProps) {
  const { t } = useTranslation('detail');
  const fallback = (
    <MuiTextField label={props.label} value={props.value} disabled size="small" fullWidth required={props.required} helperText={t('detail:form.pickerLoading')} />
  );
  return (
    <Suspense fallback={fallback}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}
