import { db, type SessionRecord } from '../store/db';
import type { AccountRecord } from '../seed/accounts';
import { MSG } from './messages';
import { say } from './locale';
import { fail } from './respond';

export const USER_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
export const GENERAL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function issueToken(account: string, kind: SessionRecord['kind']): string {
  const token = `${kind}-${account}-${crypto.randomUUID()}`;
  const ttl = kind === 'user' ? USER_TOKEN_TTL_MS : GENERAL_TOKEN_TTL_MS;
  db.state.sessions.push({ token, account, kind, expiresAt: Date.now() + ttl });
  return token;
}

type Caller = { account: AccountRecord } | { response: Response };

/** The signed-in account behind the request's user token, or the 401 to answer. */
export function requireUser(request: Request): Caller {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  const session = db.state.sessions.find((s) => s.token === token && s.kind === 'user');
  const account = session && session.expiresAt > Date.now() && db.state.accounts.find((a) => a.account === session.account);
  if (!account) return { response: fail(401, [say(request, MSG.unauthorized)]) };
  return { account };
}
