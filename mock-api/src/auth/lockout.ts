import type { AccountRecord } from '../seed/accounts';

/** What the lock counts: an account's, or a stand-in's for a name with no account (unknown-accounts.ts). */
export type LockCount = Pick<AccountRecord, 'account' | 'failedLogins' | 'lockedUntil'>;
import { clock } from '../store/clock';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 30 * 60 * 1000;

/**
 * Whether the account is locked now. A lock that has run out (30 minutes on the business clock)
 * is lifted here, with a fresh count: otherwise the next typo would lock again at once.
 */
export function isLocked(account: LockCount): boolean {
  if (account.lockedUntil === null) return false;
  if (account.lockedUntil > clock.now()) return true;
  unlock(account);
  return false;
}

/** Counts one failed try; true when this one locks the account (the fifth in a row). */
export function recordFailure(account: LockCount): boolean {
  account.failedLogins += 1;
  if (account.failedLogins < MAX_FAILED_LOGINS) return false;
  account.lockedUntil = clock.now() + LOCK_MS;
  return true;
}

export function unlock(account: LockCount): void {
  account.failedLogins = 0;
  account.lockedUntil = null;
}
