/** Error body of the contract (api-conventions.md). */
export interface ApiErrorBody {
  messages?: string[];
  code?: NamedErrorCode | string;
}

/** Spec section 8: named errors and where each one leads. */
export const NAMED_ERROR_ROUTES = {
  REGULAR_PASSWORD_RESET: '/resetPwd',
  FIVE_TIMES_AUTH_FAIL_LOCKED: '/login',
  TEMP_PASSWORD_EXPIRED: '/forgetPassword',
} as const;
export type NamedErrorCode = keyof typeof NAMED_ERROR_ROUTES;

export const WARNING_MS = 5000;
export const PERMISSION_WARNING_MS = 2000;

/** What the portal does about a failed call; pure, so each case of section 8 is testable. */
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
  if (messages.length === 0) {
    const text = typeof body === 'string' ? body : body === undefined || body === null ? '' : JSON.stringify(body);
    return { kind: 'message', message: `${status} ${text}`.trim() };
  }
  const prefix = transactionId ? `${transactionId}\n` : '';
  return { kind: 'message', message: prefix + messages.join('\n') };
}
