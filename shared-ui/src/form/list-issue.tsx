import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';
import { useFormContext, type FieldError } from 'react-hook-form';
import { issueText } from './issue-text';

/**
 * The rule of a whole list (at least one service item, exactly one main), shown under the list:
 * zod puts it on the array itself, react-hook-form on the array's `root`.
 */
export function ListIssue({ name }: { name: string }) {
  const { i18n } = useTranslation();
  const { getFieldState, formState } = useFormContext();
  const listError = getFieldState(name, formState).error as (FieldError & { root?: FieldError }) | undefined;
  const text = issueText(i18n.t, listError?.root ?? (listError?.message ? listError : undefined));
  if (!text) return null;
  return (
    <Typography color="error" role="alert">
      {text}
    </Typography>
  );
}
