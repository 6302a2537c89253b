import type { ApiRequestConfig as AxiosRequestConfig } from 'shared-ui';

export interface Tokens {
  userToken: string;
  generalToken: string;
}

type Get = <T>(url: string, config?: AxiosRequestConfig) => Promise<{ data: T }>;
type Post = <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => Promise<{ data: T }>;

// Failures are expected (most users are outside the company network): never show them.
const quiet: AxiosRequestConfig = { silent: true, timeout: 5000 };

/**
 * Spec section 2: internal sign-on is tried before the password form, in order: the
 * initiation call, its second variant, then the authentication exchange with the ticket.
 * Resolves to the tokens, or null when any step fails (the user then signs in by password).
 */
export async function trySingleSignOn(api: { get: Get; post: Post }): Promise<Tokens | null> {
  let ticket: string | undefined;
  for (const initiation of ['kerberos/auth', 'kerberos-cn/auth']) {
    try {
      ticket = (await api.get<{ ticket?: string }>(initiation, quiet)).data.ticket;
      if (ticket) break;
    } catch {
      // try the next variant
    }
  }
  if (!ticket) return null;
  try {
    const { data } = await api.post<Tokens>('auth/krb', { ticket }, quiet);
    return data.userToken && data.generalToken ? data : null;
  } catch {
    return null;
  }
}
