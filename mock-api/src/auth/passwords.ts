import { meetsPasswordPolicy } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import { clock } from '../store/clock';

export const TEMP_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;

/** Spec section 5, the same rule the forms check (the contract's). */
export const meetsPolicy = meetsPasswordPolicy;

/**
 * What a typed password is for this account. A temporary password never replaces the regular
 * one: someone asking for a reset on another's account must not lock the owner out.
 */
export type Credential = 'regular' | 'temp' | 'temp-expired' | 'wrong';

export function checkCredential(account: AccountRecord, password: string): Credential {
  if (password === account.password) return 'regular';
  const temp = account.tempPassword;
  if (temp && password === temp.value) return temp.expiresAt > clock.now() ? 'temp' : 'temp-expired';
  return 'wrong';
}

// No look-alike characters (0/O, 1/l/I): the password is read from a mail and typed by hand.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A fresh temporary password on the account, valid 24 hours on the business clock. */
export function issueTempPassword(account: AccountRecord): { value: string; expiresAt: number } {
  const random = crypto.getRandomValues(new Uint32Array(10));
  const body = Array.from(random, (n) => LETTERS[n % LETTERS.length]).join('');
  // Fixed classes up front so the temporary password itself meets the policy.
  const temp = { value: `Tp7#${body}`, expiresAt: clock.now() + TEMP_PASSWORD_TTL_MS };
  account.tempPassword = temp;
  return temp;
}
