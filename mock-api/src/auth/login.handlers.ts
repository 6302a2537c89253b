import { http } from 'msw';
import { findAccount } from './accounts';
import { isLocked, unlock } from './lockout';
import { refuseWrongPassword } from './refusals';
import { AUTH_MSG } from './messages';
import { checkCredential } from './passwords';
import { issueToken } from '../http/auth-guard';
import { isDeactivated } from '../http/permission-map';
import { readBody, text } from '../http/body';
import { say } from '../http/locale';
import { MSG } from '../http/messages';
import { fail, ok } from '../http/respond';
import { db } from '../store/db';

/** Both tokens of a successful login (api-conventions.md). */
export function signIn(account: string) {
  const tokens = { userToken: issueToken(account, 'user'), generalToken: issueToken(account, 'general') };
  db.commit();
  return ok(tokens);
}

/**
 * `POST auth/pwd` (and v2). Order of the checks: lock first (even the right password is refused
 * while locked), then the password; a temporary password or a forced reset never yields tokens
 * but REGULAR_PASSWORD_RESET, which sends the portal to /resetPwd (spec section 8).
 */
async function passwordLogin({ request }: { request: Request }) {
  const body = await readBody(request);
  const name = text(body.account);
  const password = typeof body.password === 'string' ? body.password : '';
  const missing = [!name, !password].filter(Boolean);
  if (missing.length) return fail(400, missing.map(() => say(request, MSG.required)));

  const account = findAccount(name);
  if (!account) return fail(400, [say(request, AUTH_MSG.wrongCredentials)]);
  if (isLocked(account)) {
    db.commit();
    return fail(400, [say(request, AUTH_MSG.locked)], 'FIVE_TIMES_AUTH_FAIL_LOCKED');
  }

  const credential = checkCredential(account, password);
  if (credential === 'wrong') return refuseWrongPassword(request, account);
  // Said only to whoever knows the password, so it tells nobody else the account exists.
  if (isDeactivated(account)) return fail(400, [say(request, AUTH_MSG.deactivated)]);
  unlock(account);
  db.commit();
  if (credential === 'temp-expired') return fail(400, [say(request, AUTH_MSG.tempExpired)], 'TEMP_PASSWORD_EXPIRED');
  if (credential === 'temp') return fail(400, [say(request, AUTH_MSG.tempPasswordLogin)], 'REGULAR_PASSWORD_RESET');
  if (account.mustResetPassword) return fail(400, [say(request, AUTH_MSG.mustReset)], 'REGULAR_PASSWORD_RESET');

  // The regular password works: a pending temporary password is no longer needed.
  account.tempPassword = null;
  return signIn(account.account);
}

export const loginHandlers = [http.post('*/api/auth/pwd', passwordLogin), http.post('*/api/auth/pwd/v2', passwordLogin)];
