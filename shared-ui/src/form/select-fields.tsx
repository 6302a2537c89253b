import { MenuItem, TextField as MuiTextField, useFormats } from 'shared-ui/components';
import { nameOf, useOptions, type OptionsSource } from 'shared-ui/data';
import type { FieldProps } from './field-props';
import { ReadOnlyValue } from './read-only-value';
import { usePortalField } from './use-portal-field';

export interface SelectFieldProps extends FieldProps {
  /** Static choices (labels are i18n keys) or a server list (`optionsOf('plants')`). */
  options: OptionsSource;
  /** What else the user's pick changes (a field that follows this one), called once the field holds it; never on a value set by code. */
  onChange?: (value: unknown) => void;
}

function SelectInput({ multiple, options: source, ...props }: SelectFieldProps & { multiple: boolean }) {
  const { t, field, readOnly, label, error, help } = usePortalField(props);
  const codes: string[] = multiple ? (Array.isArray(field.value) ? field.value : []) : [];
  const items = useOptions(source, multiple ? codes : field.value);
  const { list } = useFormats();
  const names = (values: readonly unknown[]) => list(values.map((v) => nameOf(items, v)));
  if (readOnly) return <ReadOnlyValue label={props.label} labelValues={props.labelValues} value={multiple ? names(codes) : field.value ? nameOf(items, field.value) : ''} />;
  return (
    <MuiTextField
      select
      name={field.name}
      inputRef={field.ref}
      value={multiple ? codes : (field.value ?? '')}
      onChange={(e) => {
        field.onChange(e.target.value);
        props.onChange?.(e.target.value);
      }}
      onBlur={field.onBlur}
      label={label}
      required={props.required}
      disabled={props.disabled}
      error={Boolean(error)}
      helperText={help}
      size="small"
      fullWidth
      slotProps={{ select: multiple ? { multiple: true, renderValue: (v) => names(v as string[]) } : {} }}
    >
      {!multiple && !props.required && (
        <MenuItem value="">
          <em>{t('detail:form.none')}</em>
        </MenuItem>
      )}
      {items.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {o.name}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

/** One code of static choices or a server option list; the value is the code ('' when none). */
export function SelectField(props: SelectFieldProps) {
  return <SelectInput {...props} multiple={false} />;
}

/** Several codes; the value is an array of codes. */
export function MultiSelectField(props: SelectFieldProps) {
  return <SelectInput {...props} multiple />;
}
