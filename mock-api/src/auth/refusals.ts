import { endSessions } from '../http/auth-guard';
import { db } from '../store/db';
import { say } from '../http/locale';
import { fail } from '../http/respond';
import { recordFailure, type LockCount } from './lockout';
import { AUTH_MSG } from './messages';

/**
 * A wrong password, at sign-in or as the old password of a reset: it counts towards the lock,
 * and the fifth in a row answers the lock itself (spec section 8) and ends the account's
 * sessions: whoever is guessing may already hold one. A name with no account counts the same
 * (its stand-in), so the answers never tell which accounts exist.
 */
export function refuseWrongPassword(request: Request, account: LockCount): Response {
  const locked = recordFailure(account);
  if (locked) endSessions(account.account);
  db.commit();
  return locked
    ? fail(400, [say(request, AUTH_MSG.locked)], 'FIVE_TIMES_AUTH_FAIL_LOCKED')
    : fail(400, [say(request, AUTH_MSG.wrongCredentials)]);
}

/** The lock's answer (the right password too is refused while locked). */
export const refuseLocked = (request: Request): Response => fail(400, [say(request, AUTH_MSG.locked)], 'FIVE_TIMES_AUTH_FAIL_LOCKED');
