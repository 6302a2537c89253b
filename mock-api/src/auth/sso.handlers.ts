import { http } from 'msw';
import { findAccount } from './accounts';
import { AUTH_MSG } from './messages';
import { bearerToken, findSession, issueToken, SIGNUP_ACCOUNT, signupVisitOf } from '../http/auth-guard';
import { readBody, text } from '../http/body';
import { say } from '../http/locale';
import { fail, ok } from '../http/respond';
import { db } from '../store/db';
import { signIn } from './login.handlers';

/**
 * Single sign-on (spec section 2, login screen): the portal tries `kerberos/auth`, then
 * `kerberos-cn/auth`, each answering a ticket, then exchanges it at `POST auth/krb` for tokens.
 * Off by default (404 "not available", so the portal falls back to the password form); the
 * dev call `POST /api/dev/sso` turns it on for one demo internal account.
 */
const unavailable = (request: Request) => fail(404, [say(request, AUTH_MSG.ssoUnavailable)]);

function kerberosTicket({ request }: { request: Request }) {
  const { enabled, account } = db.state.sso;
  if (!enabled || !findAccount(account)) return unavailable(request);
  const ticket = issueToken(account, 'ticket');
  db.commit();
  return ok({ ticket });
}

async function exchangeTicket({ request }: { request: Request }) {
  if (!db.state.sso.enabled) return unavailable(request);
  const session = findSession(text((await readBody(request)).ticket), 'ticket');
  if (!session || !findAccount(session.account)) return fail(401, [say(request, AUTH_MSG.ssoTicketInvalid)]);
  // A ticket is good for one exchange.
  db.state.sessions = db.state.sessions.filter((s) => s !== session);
  return signIn(session.account);
}

/**
 * `GET auth/supplierSignup`: a general token for the public registration, on a pseudo account; its
 * sign-in id tells one visit from another (a visit downloads, replaces, commits and registers only
 * its own uploads). Asked with the visit's earlier sign-up token (the client sends it as its
 * Authorization, expired too: the form renews it after a night), the new token continues that
 * visit; any other token, or none, starts a new one.
 */
export { SIGNUP_ACCOUNT };
function signupToken({ request }: { request: Request }) {
  const visit = signupVisitOf(bearerToken(request)) ?? `signup-${crypto.randomUUID()}`;
  const generalToken = issueToken(SIGNUP_ACCOUNT, 'general', visit);
  db.commit();
  return ok({ generalToken });
}

export const ssoHandlers = [
  http.get('*/api/kerberos/auth', kerberosTicket),
  http.get('*/api/kerberos-cn/auth', kerberosTicket),
  http.post('*/api/auth/krb', exchangeTicket),
  http.get('*/api/auth/supplierSignup', signupToken),
];
