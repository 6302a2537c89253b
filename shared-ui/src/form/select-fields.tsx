import { MenuItem, TextField as MuiTextField } from 'shared-ui/components';
import type { FieldProps, OptionsSource } from './field-props';
import { ReadOnlyValue } from './read-only-value';
import { nameOf, useOptionList } from './use-options';
import { usePortalField } from './use-portal-field';

export interface SelectFieldProps extends FieldProps {
  options: OptionsSource;
  /** Caches a loaded option list (default: the field's name); give lists with the same name different keys. */
  optionsKey?: string;
}

function SelectInput({ multiple, options, optionsKey, ...props }: SelectFieldProps & { multiple: boolean }) {
  const { t, field, readOnly, label, error, help } = usePortalField(props);
  const { items, loading } = useOptionList(options, optionsKey ?? props.name);
  const codes: string[] = multiple ? (Array.isArray(field.value) ? field.value : []) : [];
  const names = (values: readonly unknown[]) => values.map((v) => nameOf(items, v)).join(', ');
  if (readOnly) return <ReadOnlyValue label={label} value={multiple ? names(codes) : field.value ? nameOf(items, field.value) : ''} />;
  // MUI shows a value that none of its options has as a blank field (and warns): a record's code
  // while its server list still loads, or a code the list no longer offers. Such a value gets an
  // option of its own, "Loading…" until the list is there, then its code, as the read-only view shows it.
  const selected: string[] = multiple ? codes : field.value ? [field.value] : [];
  const unlisted = selected.filter((code) => !items.some((o) => o.code === code));
  return (
    <MuiTextField
      select
      name={field.name}
      inputRef={field.ref}
      value={multiple ? codes : (field.value ?? '')}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      label={label}
      required={props.required}
      disabled={props.disabled}
      error={Boolean(error)}
      helperText={help}
      size="small"
      fullWidth
      slotProps={{
        select: { SelectDisplayProps: { 'aria-busy': loading }, ...(multiple && { multiple: true, renderValue: (v) => names(v as string[]) }) },
      }}
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
      {unlisted.map((code) => (
        <MenuItem key={code} value={code}>
          {loading ? t('detail:loading') : code}
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
