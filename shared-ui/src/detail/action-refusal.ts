import type { TFunction } from 'i18next';
import { applySilentFailure, type FailedCall } from 'shared-ui/data';
import { applyServerErrors, refusalLine, type ApiErrorBodyWithFields, type FieldLabels, type FieldValues } from 'shared-ui/form';
import type { UseFormSetError } from 'react-hook-form';

/**
 * The text of a form's refusal box (FormRefusal): what was refused, then one line per field error
 * (`refusalLine`: "Warranty: Required"); undefined when there is no line.
 */
export function refusalText(t: TFunction, action: string, lines: readonly string[]): string | undefined {
  return lines.length > 0 ? [t('detail:actionRefused', { action }), ...new Set(lines)].join('\n') : undefined;
}

/**
 * An action sent `silent` was refused. A 400's field errors come back as the refusal box's text,
 * each named by its label in the page's form (`labels`, useFieldLabels: the action runs from the
 * view mode, where no field is marked: "Required / Required" said nothing of what was missing), and
 * go onto the form too, so that a list shows its own ("Select at least one" under the invited
 * suppliers) and the page can show the tab that holds it. Any other failure is spec section 8's
 * notice, as the api client would show it. A call the action sent without `silent` was shown by
 * the client already.
 */
export function reportActionRefusal<T extends FieldValues>(
  error: unknown,
  action: string,
  t: TFunction,
  labels: FieldLabels | null,
  form: { setError: UseFormSetError<T> },
): string | undefined {
  const failed = error as FailedCall | undefined;
  if (!failed?.config?.silent) return undefined;
  const response = failed.response;
  const body = (response?.data ?? {}) as ApiErrorBodyWithFields;
  if (response?.status === 400 && body.fieldErrors?.length) {
    applyServerErrors(form, body, labels ? { labels, t } : undefined);
    // The body's `messages` say the same as its field errors, without the fields.
    return refusalText(t, action, body.fieldErrors.map((entry) => refusalLine(t, entry, labels)).filter(Boolean));
  }
  applySilentFailure(response);
  return undefined;
}
