import type { TFunction } from 'i18next';
import { notify, type ApiErrorOutcome } from 'shared-ui';
import { applySilentFailure, type FailedCall } from 'shared-ui/data';
import { applyServerErrors } from 'shared-ui/form';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * A save sent `silent`: a 400's field errors go onto the fields, the rest of the body (messages,
 * field errors without a path) to the global notice of spec section 8; other errors as usual.
 * Answers the notice's text, for a dialog to repeat it inside (a modal hides the notices from
 * assistive technology).
 */
export function reportSaveError<T extends FieldValues>(error: unknown, form: { setError: UseFormSetError<T> }, t: TFunction): string | undefined {
  const response = (error as FailedCall | undefined)?.response;
  if (response?.status === 400) {
    const { fields, messages } = applyServerErrors(form, response.data);
    if (fields.length > 0 && messages.length === 0) {
      notify({ severity: 'warning', message: t('detail:saveFailed') });
      return t('detail:saveFailed');
    }
    return messageOf(applySilentFailure(response, { ...(response.data as object), messages }));
  }
  return messageOf(applySilentFailure(response));
}

const messageOf = (outcome: ApiErrorOutcome) => ('message' in outcome ? outcome.message : undefined);
