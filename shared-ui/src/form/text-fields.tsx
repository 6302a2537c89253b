import { useTranslation } from 'react-i18next';
import { TextField as MuiTextField } from 'shared-ui/components';
import { formatNumberOf, type NumberKind } from '../contract/number-formats';
import type { FieldProps } from './field-props';
import { ReadOnlyValue } from './read-only-value';
import { usePortalField } from './use-portal-field';

interface TextInputFieldProps extends FieldProps {
  type?: 'text' | 'email';
  inputMode?: 'text' | 'email' | 'decimal';
  autoComplete?: string;
  multiline?: boolean;
  /** The value as view mode shows it (a number in the user's language); the text as typed when not given. */
  shown?: (value: unknown) => string;
}

/**
 * A textarea of 3 lines that grows with its text through CSS (`field-sizing`; where a browser lacks
 * it, it keeps 3 lines and scrolls). MUI's growing textarea measures itself as the form mounts,
 * which makes the browser lay the whole page out inside that task: on the registration page the
 * longest task of the load (90 ms on a fast machine, 350 ms at Lighthouse's 4x CPU, issue 17).
 */
const growingTextarea = { '& textarea': { fieldSizing: 'content', minHeight: '3lh' } } as const;
// A textarea element of its own: given `multiline` alone (or `rows`), MUI renders its measuring one.
const plainTextarea = { input: { inputComponent: 'textarea' }, htmlInput: { rows: 3 } } as const;

/** The one text input the text, e-mail, number and textarea fields are made of. Its value stays the typed text. */
function TextInputField({ type = 'text', inputMode, autoComplete, multiline, shown, ...props }: TextInputFieldProps) {
  const { field, readOnly, label, error, help } = usePortalField(props);
  const text = field.value === undefined || field.value === null ? '' : String(field.value);
  if (readOnly) return <ReadOnlyValue label={props.label} labelValues={props.labelValues} value={(shown && shown(field.value)) || text} />;
  return (
    <MuiTextField
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      label={label}
      type={type}
      required={props.required}
      disabled={props.disabled}
      error={Boolean(error)}
      helperText={help}
      autoComplete={autoComplete}
      multiline={multiline}
      sx={multiline ? growingTextarea : undefined}
      size="small"
      fullWidth
      slotProps={multiline ? plainTextarea : { htmlInput: inputMode ? { inputMode } : undefined }}
    />
  );
}

export function TextField(props: FieldProps & { autoComplete?: string }) {
  return <TextInputField {...props} />;
}

/** An e-mail address; the schema's `emailField()` answers `validation:email`. */
export function EmailField(props: FieldProps) {
  return <TextInputField {...props} type="email" inputMode="email" autoComplete="email" />;
}

/** A number as the form holds it (12.5, '12.5'), or undefined while the text is not one. */
const typedNumber = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : undefined;

/**
 * A number typed as text (the form keeps what was typed, so "12a" stays on screen); the schema's
 * `numberField()` turns it into a number or answers `validation:number` ("Enter a number"). In view
 * mode it reads as its kind is written in the user's language (`formatNumberOf`), as a list's
 * number columns write it.
 */
function NumberInputField({ kind, currency, ...props }: FieldProps & { kind: NumberKind; currency?: string }) {
  const { i18n } = useTranslation();
  return <TextInputField {...props} inputMode="decimal" shown={(value) => formatNumberOf(kind, typedNumber(value), currency, i18n.language)} />;
}

/** A quantity, or any plain number (days, a serial number): 1,200.5 in view mode. */
export function NumberField(props: FieldProps) {
  return <NumberInputField {...props} kind="quantity" />;
}

/** An amount in `currency` (the record's): TWD 1,200.50, JPY 1,201 in view mode, as `amountColumn` writes it. */
export function AmountField({ currency, ...props }: FieldProps & { currency: string | undefined }) {
  return <NumberInputField {...props} kind="amount" currency={currency} />;
}

/** A unit price in `currency`: up to 4 decimals (TWD 0.0852) in view mode, as `priceColumn` writes it; never rounded to an amount. */
export function PriceField({ currency, ...props }: FieldProps & { currency: string | undefined }) {
  return <NumberInputField {...props} kind="price" currency={currency} />;
}

/** An exchange rate: every decimal it has (0.213456, up to 6, as the contract allows) in view mode, never rounded as a quantity is. */
export function RateField(props: FieldProps) {
  return <NumberInputField {...props} kind="rate" />;
}

export function TextareaField(props: FieldProps) {
  return <TextInputField {...props} multiline />;
}
