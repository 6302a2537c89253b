import { db } from '../store/db';
import { isLocked, type LockCount } from './lockout';

/** Names remembered at most; the oldest unlocked go first, so guessing cannot grow the state without end. */
const MAX_REMEMBERED = 500;

/**
 * The lock count of a name with no account: a login or reset with it answers exactly as a wrong
 * password of a real account, the lock after five included (issue 18: accounts cannot be probed).
 */
export function standIn(account: string): LockCount {
  const list = db.state.throttle.unknownLogins;
  const known = list.find((u) => u.account === account);
  if (known) return known;
  if (list.length >= MAX_REMEMBERED) {
    const drop = list.findIndex((u) => !isLocked(u));
    list.splice(drop < 0 ? 0 : drop, 1);
  }
  const fresh = { account, failedLogins: 0, lockedUntil: null };
  list.push(fresh);
  return fresh;
}
