import { applyOutcome, describeApiError, refusesAnotherSession, useSession, type ApiErrorBody, type ApiErrorOutcome } from 'shared-ui';

/** A call that failed, as axios rejects it. */
export interface FailedCall {
  config?: { silent?: boolean };
  response?: { status?: number; data?: unknown; headers?: Record<string, unknown>; config?: { headers?: unknown } };
}

/**
 * Whether the api client has handled a silent call's failure itself: maintenance always, and a
 * 401 once it ended the user's session (no user token left) or when it was about an earlier
 * session. A visitor's 401 (the sign-up's general token, nobody signed in) ends nothing either:
 * the client sent the call once more with a new token, and the page says why it still failed.
 */
function handledByClient(outcome: ApiErrorOutcome, call: { headers?: unknown } | undefined): boolean {
  return outcome.kind === 'maintenance' || (outcome.kind === 'logout' && (!useSession.getState().userToken || refusesAnotherSession(outcome, call)));
}

/**
 * Spec section 8's handling of a silent call's failure (`body` in place of the answer's, when the
 * caller kept part of it), unless the client did it already; the outcome, for its message.
 */
export function applySilentFailure(response: FailedCall['response'], body: unknown = response?.data): ApiErrorOutcome {
  const outcome = describeApiError({ status: response?.status, body, transactionId: response?.headers?.['x-transaction-id'] as string | undefined });
  if (!handledByClient(outcome, response?.config)) applyOutcome(outcome);
  return outcome;
}

/**
 * A call sent `silent` failed. A 400's messages come back, for the screen to show where the user
 * is working (at the upload field, in the import dialog); every other failure goes to the
 * portal's notice of spec section 8 as usual and [] comes back.
 */
export function silentCallFailure(error: unknown): string[] {
  const response = (error as FailedCall | undefined)?.response;
  const status = response?.status;
  if (status === 400) {
    const messages = ((response?.data ?? {}) as ApiErrorBody).messages;
    return Array.isArray(messages) ? messages.filter((m) => typeof m === 'string' && m.length > 0) : [];
  }
  applySilentFailure(response);
  return [];
}
