import type { AccountRecord } from '../seed/accounts';
import { clock } from '../store/clock';
import { db, type SessionRecord } from '../store/db';
import type { Refusal } from './guarded';
import { say } from './locale';
import { MSG } from './messages';
import { derivedPermissionMap, isDeactivated } from './permission-map';
import { fail } from './respond';

export const USER_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
export const GENERAL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** A Kerberos ticket is exchanged at once by the login screen; a short life is enough. */
export const SSO_TICKET_TTL_MS = 5 * 60 * 1000;

const TTL: Record<SessionRecord['kind'], number> = {
  user: USER_TOKEN_TTL_MS,
  general: GENERAL_TOKEN_TTL_MS,
  ticket: SSO_TICKET_TTL_MS,
};

/**
 * The public sign-up's pseudo account (`GET auth/supplierSignup`): its visitors share it and are
 * told apart by their visit, the sign-in id of their general token.
 */
export const SIGNUP_ACCOUNT = 'signup';
/**
 * How long an expired sign-up token still names its visit, for its renewal only (a form left open
 * overnight or over a weekend keeps its uploads); it opens no call.
 */
export const SIGNUP_RENEWAL_MS = 7 * 24 * 60 * 60 * 1000;

const isSignupToken = (s: SessionRecord) => s.kind === 'general' && s.account === SIGNUP_ACCOUNT && Boolean(s.signIn);

/**
 * A new token on the business clock; expired ones are dropped so the saved state stays small (a
 * sign-up token after its renewal time). `signIn` ties the tokens of one sign-in together (logout
 * ends them all).
 */
export function issueToken(account: string, kind: SessionRecord['kind'], signIn?: string): string {
  const now = clock.now();
  const token = `${kind}-${account}-${crypto.randomUUID()}`;
  db.state.sessions = db.state.sessions.filter((s) => s.expiresAt > (isSignupToken(s) ? now - SIGNUP_RENEWAL_MS : now));
  db.state.sessions.push({ token, account, kind, expiresAt: now + TTL[kind], ...(signIn ? { signIn } : {}) });
  return token;
}

/** Ends every user and general token of the account (a new password, a lock); an SSO ticket is no session. */
export function endSessions(account: string): void {
  db.state.sessions = db.state.sessions.filter((s) => s.account !== account || s.kind === 'ticket');
}

/** Ends the session of `token` and every token issued by the same sign-in. */
export function endSignIn(token: string | null): void {
  const session = token ? db.state.sessions.find((s) => s.token === token) : undefined;
  if (!session) return;
  db.state.sessions = db.state.sessions.filter((s) => s !== session && !(session.signIn && s.signIn === session.signIn));
}

/**
 * Tokens of calls the mock makes in process as another user (does this supplier's user read that
 * document?), each alive for its call only: kept apart from `db.state.sessions`, so no saved state
 * ever holds one, even while a concurrent request saves.
 */
const inProcess = new Map<string, SessionRecord>();

/** Runs `call` with a user token of `account` that ends with it and is never saved. */
export async function asUser<T>(account: string, call: (token: string) => Promise<T>): Promise<T> {
  const token = `in-process-${account}-${crypto.randomUUID()}`;
  inProcess.set(token, { token, account, kind: 'user', expiresAt: Number.POSITIVE_INFINITY });
  try {
    return await call(token);
  } finally {
    inProcess.delete(token);
  }
}

/**
 * Whether the request is one the mock makes in process as a user (asUser): a question of what
 * the user may read, not the user reading. A GET that marks what it answers read leaves that out.
 */
export const inProcessCall = (request: Request): boolean => inProcess.has(bearerToken(request) ?? '');

/** The unexpired session of that kind behind a token, if any. */
export function findSession(token: string | null | undefined, kind: SessionRecord['kind']): SessionRecord | undefined {
  if (!token) return undefined;
  const passing = inProcess.get(token);
  if (passing) return passing.kind === kind ? passing : undefined;
  const now = clock.now();
  return db.state.sessions.find((s) => s.token === token && s.kind === kind && s.expiresAt > now);
}

/**
 * The visit of a sign-up token this mock issued, expired too (within SIGNUP_RENEWAL_MS): a renewal
 * continues it. Any other token (a user's, a forged or forgotten one) names none.
 */
export function signupVisitOf(token: string | null): string | undefined {
  const session = token ? db.state.sessions.find((s) => s.token === token) : undefined;
  return session && isSignupToken(session) && session.expiresAt > clock.now() - SIGNUP_RENEWAL_MS ? session.signIn : undefined;
}

export const bearerToken = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? null;

/** A signed-in caller: the account behind the request's user token. */
export interface Caller {
  account: AccountRecord;
}

/** The signed-in account behind the request's user token, or the 401 to answer. */
export function requireUser(request: Request): Caller | Refusal {
  const session = findSession(bearerToken(request), 'user');
  const account = session && db.state.accounts.find((a) => a.account === session.account);
  if (!account || isDeactivated(account)) return { response: fail(401, [say(request, MSG.unauthorized)]) };
  // Every guard and the profile read the map from here: refreshed from the roles on each call.
  account.permissionMap = derivedPermissionMap(account);
  return { account };
}
