import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';
import type { FieldError } from 'react-hook-form';
import { issueText } from './issue-text';
import { useFieldError } from './use-field-error';

/**
 * The rule of a whole list (at least one service item, exactly one main), shown under the list:
 * zod puts it on the array itself, react-hook-form on the array's `root`.
 */
export function ListIssue({ name }: { name: string }) {
  const { i18n } = useTranslation();
  const listError = useFieldError<FieldError & { root?: FieldError }>(name);
  const text = issueText(i18n.t, listError?.root ?? (listError?.message ? listError : undefined));
  if (!text) return null;
  return (
    <Typography color="error" role="alert">
      {text}
    </Typography>
  );
}
