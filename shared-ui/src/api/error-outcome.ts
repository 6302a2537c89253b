import { i18n } from '../i18n/i18n';
import { NAMED_ERROR_ROUTES, type ApiErrorBody, type NamedErrorCode } from './error-body';

export * from './error-body';

/** What the portal does about a failed call; no side effects, so each case of section 8 is testable. */
export type ApiErrorOutcome =
  | { kind: 'maintenance' }
  | { kind: 'logout' }
  | { kind: 'redirect'; to: string; message: string }
  | { kind: 'message'; message: string }
  | { kind: 'network' };

export function describeApiError(input: { status?: number; body?: unknown; transactionId?: string | null }): ApiErrorOutcome {
  const { status, body, transactionId } = input;
  if (status === undefined) return { kind: 'network' };
  if (status === 502) return { kind: 'maintenance' };
  if (status === 401) return { kind: 'logout' };
  const parsed = (body && typeof body === 'object' ? body : {}) as ApiErrorBody;
  const messages = (parsed.messages ?? []).filter((m) => typeof m === 'string' && m.length > 0);
  const named = parsed.code && parsed.code in NAMED_ERROR_ROUTES ? (parsed.code as NamedErrorCode) : undefined;
  if (named) return { kind: 'redirect', to: NAMED_ERROR_ROUTES[named], message: messages.join('\n') };
  if (messages.length === 0) return { kind: 'message', message: statusText(status) };
  const prefix = transactionId ? `${transactionId}\n` : '';
  return { kind: 'message', message: prefix + messages.join('\n') };
}

/**
 * A failure whose body has no message for the user (a gateway's error page, another system's
 * JSON, an empty body): a text of the portal's own, in the user's language, by its status. The
 * body itself is never shown: it may be a whole HTML page, in no language the user chose.
 */
function statusText(status: number): string {
  if (status === 413) return i18n.t('common:errors.tooLarge');
  if (status >= 500) return i18n.t('common:errors.unavailable', { status });
  return i18n.t('common:errors.withStatus', { status });
}
