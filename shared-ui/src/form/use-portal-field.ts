import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { useFieldLabel } from './field-labels';
import type { FieldProps } from './field-props';
import { useFieldReadOnly } from './form-read-only';
import { issueText } from './issue-text';

/** The parts every field needs: the bound value, its translated label, error and hint, read-only or not. */
export function usePortalField(props: FieldProps) {
  const { t } = useTranslation('detail');
  const { field, fieldState } = useController({ name: props.name });
  const readOnly = useFieldReadOnly(props.readOnly);
  const error = issueText(t, fieldState.error);
  const hint = props.helperText ? t(props.helperText) : undefined;
  const label = t(props.label, props.labelValues ?? {});
  useFieldLabel(props.name, label);
  return { t, field, fieldState, readOnly, label, error, help: error ?? hint };
}
