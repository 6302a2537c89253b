import { applyOutcome, describeApiError, type ApiErrorBody } from 'shared-ui';

interface FailedCall {
  response?: { status?: number; data?: unknown; headers?: Record<string, unknown> };
}

/**
 * A call sent `silent` failed. A 400's messages come back, for the screen to show where the user
 * is working (at the upload field, in the import dialog); every other failure goes to the
 * portal's notice of spec section 8 as usual and [] comes back (a 401 the client has already
 * signed out).
 */
export function silentCallFailure(error: unknown): string[] {
  const response = (error as FailedCall | undefined)?.response;
  const status = response?.status;
  if (status === 400) {
    const messages = ((response?.data ?? {}) as ApiErrorBody).messages;
    return Array.isArray(messages) ? messages.filter((m) => typeof m === 'string' && m.length > 0) : [];
  }
  const outcome = describeApiError({ status, body: response?.data, transactionId: response?.headers?.['x-transaction-id'] as string | undefined });
  // The client shows maintenance and ends the session itself, even for a silent call.
  if (outcome.kind !== 'maintenance' && outcome.kind !== 'logout') applyOutcome(outcome);
  return [];
}
