import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';
import type { FieldError } from 'react-hook-form';
import { useFieldLabel } from './field-labels';
import { issueText } from './issue-text';
import { useFieldError } from './use-field-error';

/** What marks a shown list rule, for the page to find the tab holding it (besides an invalid field's `aria-invalid`). */
export const LIST_ISSUE_ATTRIBUTE = 'data-list-issue';

/**
 * The rule of a whole list (at least one service item, exactly one main), shown under the list:
 * zod puts it on the array itself, react-hook-form on the array's `root`. `label` (an i18n key) is
 * the list's name: a refusal of one of its rows that no field shows comes here too, named by it
 * ("Bill lines (row 3): …"), and an action's refusal names the list by it.
 */
export function ListIssue({ name, label }: { name: string; label?: string }) {
  const { i18n } = useTranslation();
  useFieldLabel(name, label ? i18n.t(label) : '');
  const listError = useFieldError<FieldError & { root?: FieldError }>(name);
  const text = issueText(i18n.t, listError?.root ?? (listError?.message ? listError : undefined));
  if (!text) return null;
  return (
    // Focusable, not in the tab order: a refused save brings the focus here when the list comes first.
    <Typography color="error" role="alert" tabIndex={-1} sx={{ whiteSpace: 'pre-line' }} {...{ [LIST_ISSUE_ATTRIBUTE]: true }}>
      {text}
    </Typography>
  );
}
