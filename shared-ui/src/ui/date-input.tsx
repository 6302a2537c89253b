import { lazy, startTransition, Suspense, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField as MuiTextField } from './mui';
import { useStandIn } from './stand-in';

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

/** What an incomplete or impossible date becomes, as in the picker: the schema's `z.iso.date` answers `validation:date`. */
const INVALID_DATE = 'invalid-date';

const DatePickerInput = lazy(() => import(/* webpackChunkName: "date-picker" */ './date-picker'));

/** A date typed as text into the stand-in: itself when it is a day of the calendar. */
function typedDate(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return INVALID_DATE;
  const day = new Date(`${trimmed}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(trimmed) ? trimmed : INVALID_DATE;
}

/**
 * A date as one field (one tab stop; arrow keys move between its parts) with a calendar in the
 * portal's language: the picker once its chunk is there, a disabled field with the same label until
 * then. With `loadOnFocus`, a plain field stands in until the first focus (`useStandIn`) and takes
 * a date typed as text meanwhile.
 */
export function DateInput({ loadOnFocus = false, ...props }: DateInputProps) {
  const { t } = useTranslation('common');
  const { wanted, focused, standIn } = useStandIn(!loadOnFocus);
  // What the user typed into the stand-in, while it is still theirs: the picker cannot take a
  // date typed in part, so the stand-in stays until they leave it (leaving is a transition too: no
  // fallback flashes when the picker is fetched only then).
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (props.value === INVALID_DATE ? '' : props.value);
  const standInField = loadOnFocus && (
    <MuiTextField
      label={props.label}
      name={props.name}
      value={shown}
      onFocus={standIn.onFocus}
      onBlur={() => {
        standIn.onBlur();
        startTransition(() => setTyped(null));
      }}
      onChange={(e) => {
        setTyped(e.target.value);
        props.onChange(typedDate(e.target.value));
      }}
      error={props.error}
      helperText={props.helperText}
      placeholder={t('common:datePlaceholder')}
      size="small"
      fullWidth
      slotProps={{ inputLabel: { shrink: Boolean(shown) || undefined } }}
    />
  );
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
  // One boundary for the stand-in and the picker: the swap (a transition) keeps the stand-in
  // mounted until the picker can show.
  return (
    <Suspense fallback={standInField || fallback}>
      {wanted && typed === null ? <DatePickerInput {...props} autoFocus={props.autoFocus ?? (loadOnFocus && focused)} /> : standInField}
    </Suspense>
  );
}
