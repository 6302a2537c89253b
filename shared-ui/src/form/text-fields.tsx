import { TextField as MuiTextField } from 'shared-ui/components';
import type { FieldProps } from './field-props';
import { ReadOnlyValue } from './read-only-value';
import { usePortalField } from './use-portal-field';

interface TextInputFieldProps extends FieldProps {
  type?: 'text' | 'email';
  inputMode?: 'text' | 'email' | 'decimal';
  autoComplete?: string;
  multiline?: boolean;
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
function TextInputField({ type = 'text', inputMode, autoComplete, multiline, ...props }: TextInputFieldProps) {
  const { field, readOnly, label, error, help } = usePortalField(props);
  const text = field.value === undefined || field.value === null ? '' : String(field.value);
  if (readOnly) return <ReadOnlyValue label={props.label} labelValues={props.labelValues} value={text} />;
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

/**
 * A number typed as text (the form keeps what was typed, so "12a" stays on screen); the schema's
 * `numberField()` turns it into a number or answers `validation:number` ("Enter a number").
 */
export function NumberField(props: FieldProps) {
  return <TextInputField {...props} inputMode="decimal" />;
}

export function TextareaField(props: FieldProps) {
  return <TextInputField {...props} multiline />;
}
