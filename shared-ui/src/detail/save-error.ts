import type { TFunction } from 'i18next';
import { applyOutcome, describeApiError, notify, type ApiErrorOutcome } from 'shared-ui';
import { handledByClient } from 'shared-ui/data';
import { applyServerErrors } from 'shared-ui/form';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

interface FailedCall {
  response?: { status?: number; data?: unknown; headers?: Record<string, unknown> };
}

/**
 * A save sent `silent`: a 400's field errors go onto the fields, the rest of the body (messages,
 * field errors without a path) to the global notice of spec section 8; other errors as usual.
 * Answers the notice's text, for a dialog to repeat it inside (a modal hides the notices from
 * assistive technology).
 */
export function reportSaveError<T extends FieldValues>(error: unknown, form: { setError: UseFormSetError<T> }, t: TFunction): string | undefined {
  const response = (error as FailedCall | undefined)?.response;
  const status = response?.status;
  const transactionId = response?.headers?.['x-transaction-id'] as string | undefined;
  if (status === 400) {
    const { fields, messages } = applyServerErrors(form, response?.data);
    if (fields.length > 0 && messages.length === 0) {
      notify({ severity: 'warning', message: t('detail:saveFailed') });
      return t('detail:saveFailed');
    }
    return show(describeApiError({ status, body: { ...(response?.data as object), messages }, transactionId }));
  }
  return show(describeApiError({ status, body: response?.data, transactionId }));
}

function show(outcome: ApiErrorOutcome): string | undefined {
  if (!handledByClient(outcome)) applyOutcome(outcome);
  return 'message' in outcome ? outcome.message : undefined;
}
