import { fetchJson } from 'shared-ui';

export interface Tokens {
  userToken: string;
  generalToken: string;
}

export interface SignOnTransport {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

/**
 * Failures are expected (most users are outside the company network), so the chain uses the
 * quiet transport: no error messages, and no axios on the login page.
 */
export const quietTransport: SignOnTransport = {
  get: (path) => fetchJson('GET', path),
  post: (path, body) => fetchJson('POST', path, body),
};

/**
 * Spec section 2: internal sign-on is tried before the password form, in order: the
 * initiation call, its second variant, then the authentication exchange with the ticket.
 * Resolves to the tokens, or null when any step fails (the user then signs in by password).
 */
export async function trySingleSignOn(transport: SignOnTransport = quietTransport): Promise<Tokens | null> {
  let ticket: string | undefined;
  for (const initiation of ['kerberos/auth', 'kerberos-cn/auth']) {
    try {
      ticket = (await transport.get<{ ticket?: string }>(initiation)).ticket;
      if (ticket) break;
    } catch {
      // try the next variant
    }
  }
  if (!ticket) return null;
  try {
    const tokens = await transport.post<Tokens>('auth/krb', { ticket });
    return tokens.userToken && tokens.generalToken ? tokens : null;
  } catch {
    return null;
  }
}
