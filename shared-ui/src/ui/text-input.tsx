import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  /** A message under the field; the field is marked invalid when it is given. */
  error?: string;
  helperText?: string;
}

/**
 * A labelled text field for the public pages. MUI's TextField pulls Select, Menu and Popover
 * into the first page; this one is the same look without them.
 */
export function TextInput({ label, error, helperText, required, fullWidth = true, id, 'aria-describedby': describedBy, ...input }: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helpId = `${inputId}-help`;
  const help = error ?? helperText;
  // The field's own message first, then what the caller adds (the password policy's checklist):
  // a caller's description must not hide the error from a screen reader.
  const description = [help && helpId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl variant="outlined" size="small" fullWidth={fullWidth} required={required} error={Boolean(error)}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} {...input} aria-describedby={description} />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
