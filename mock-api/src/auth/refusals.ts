import type { AccountRecord } from '../seed/accounts';
import { db } from '../store/db';
import { say } from '../http/locale';
import { fail } from '../http/respond';
import { recordFailure } from './lockout';
import { AUTH_MSG } from './messages';

/**
 * A wrong password, at sign-in or as the old password of a reset: it counts towards the lock,
 * and the fifth in a row answers the lock itself (spec section 8).
 */
export function refuseWrongPassword(request: Request, account: AccountRecord): Response {
  const locked = recordFailure(account);
  db.commit();
  return locked
    ? fail(400, [say(request, AUTH_MSG.locked)], 'FIVE_TIMES_AUTH_FAIL_LOCKED')
    : fail(400, [say(request, AUTH_MSG.wrongCredentials)]);
}
