import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { FormControl, FormHelperText } from 'shared-ui';
import { Checkbox, FormControlLabel } from 'shared-ui/components';
import type { StaticOption } from 'shared-ui/data';
import type { FieldProps } from './field-props';
import { ReadOnlyValue } from './read-only-value';
import { usePortalField } from './use-portal-field';

/** A yes/no box; the value is a boolean. */
export function CheckboxField(props: FieldProps) {
  const { t, field, readOnly, label, error, help } = usePortalField(props);
  const helpId = useId();
  if (readOnly) return <ReadOnlyValue label={props.label} labelValues={props.labelValues} value={field.value ? t('detail:form.yes') : t('detail:form.no')} />;
  return (
    <FormControl error={Boolean(error)} required={props.required} disabled={props.disabled}>
      <FormControlLabel
        required={props.required}
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(_, checked) => field.onChange(checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-invalid': Boolean(error), 'aria-describedby': help ? helpId : undefined } as object }}
          />
        }
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}

/** One of a few static choices shown at once; the value is the chosen code. */
export function RadioField({ options, ...props }: FieldProps & { options: readonly StaticOption[] }) {
  const { t, field, readOnly, label, error, help } = usePortalField(props);
  const labelId = useId();
  const helpId = useId();
  const chosen = options.find((o) => o.code === field.value);
  if (readOnly) return <ReadOnlyValue label={props.label} labelValues={props.labelValues} value={chosen ? t(chosen.label) : ''} />;
  return (
    <FormControl error={Boolean(error)} required={props.required} disabled={props.disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value ?? ''}
        onChange={(_, value) => field.onChange(value)}
        onBlur={field.onBlur}
        aria-labelledby={labelId}
        aria-describedby={help ? helpId : undefined}
        // The group is what is refused: announced with its error, and found by a refused save's focus.
        aria-invalid={Boolean(error)}
      >
        {options.map((o, i) => (
          <FormControlLabel key={o.code} value={o.code} label={t(o.label)} control={<Radio slotProps={{ input: (i === 0 ? { ref: field.ref } : {}) as object }} />} />
        ))}
      </RadioGroup>
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
