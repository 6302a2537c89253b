import { http } from 'msw';
import { issueToken } from '../http/auth-guard';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import { db } from '../store/db';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 30 * 60 * 1000;

async function passwordLogin({ request }: { request: Request }) {
  const body = (await request.json().catch(() => ({}))) as { account?: string; password?: string };
  const missing = [!body.account && 'account', !body.password && 'password'].filter(Boolean);
  if (missing.length) return fail(400, missing.map(() => say(request, MSG.required)));
  const account = db.state.accounts.find((a) => a.account === body.account);
  if (!account) return fail(400, [say(request, MSG.wrongCredentials)]);

  const now = Date.now();
  if (account.lockedUntil && account.lockedUntil > now) {
    return fail(400, [say(request, MSG.locked)], 'FIVE_TIMES_AUTH_FAIL_LOCKED');
  }
  if (account.password !== body.password) {
    account.failedLogins += 1;
    const locked = account.failedLogins >= MAX_FAILED_LOGINS;
    if (locked) account.lockedUntil = now + LOCK_MS;
    db.commit();
    return locked
      ? fail(400, [say(request, MSG.locked)], 'FIVE_TIMES_AUTH_FAIL_LOCKED')
      : fail(400, [say(request, MSG.wrongCredentials)]);
  }
  account.failedLogins = 0;
  account.lockedUntil = null;
  const tokens = { userToken: issueToken(account.account, 'user'), generalToken: issueToken(account.account, 'general') };
  db.commit();
  return ok(tokens);
}

/** Single sign-on is not available unless a deployment turns it on (mock-api issue). */
const ssoUnavailable = ({ request }: { request: Request }) =>
  fail(404, [say(request, { 'zh-TW': '單一登入不可用。', 'en-US': 'Single sign-on is not available.' })]);

export const authHandlers = [
  http.post('*/api/auth/pwd', passwordLogin),
  http.post('*/api/auth/pwd/v2', passwordLogin),
  http.get('*/api/kerberos/auth', ssoUnavailable),
  http.get('*/api/kerberos-cn/auth', ssoUnavailable),
  http.post('*/api/auth/krb', ssoUnavailable),
];
