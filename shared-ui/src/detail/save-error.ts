import type { TFunction } from 'i18next';
import { applyOutcome, describeApiError, notify } from 'shared-ui';
import { applyServerErrors } from 'shared-ui/form';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

interface FailedCall {
  response?: { status?: number; data?: unknown; headers?: Record<string, unknown> };
}

/**
 * A save sent `silent`: a 400's field errors go onto the fields, the rest of the body (messages,
 * field errors without a path) to the global notice of spec section 8; other errors as usual.
 */
export function reportSaveError<T extends FieldValues>(error: unknown, form: { setError: UseFormSetError<T> }, t: TFunction): void {
  const response = (error as FailedCall | undefined)?.response;
  const status = response?.status;
  const transactionId = response?.headers?.['x-transaction-id'] as string | undefined;
  if (status === 400) {
    const { fields, messages } = applyServerErrors(form, response?.data);
    if (fields.length > 0 && messages.length === 0) {
      notify({ severity: 'warning', message: t('detail:saveFailed') });
      return;
    }
    applyOutcome(describeApiError({ status, body: { ...(response?.data as object), messages }, transactionId }));
    return;
  }
  const outcome = describeApiError({ status, body: response?.data, transactionId });
  if (outcome.kind !== 'maintenance') applyOutcome(outcome); // the client shows maintenance even for silent calls
}
