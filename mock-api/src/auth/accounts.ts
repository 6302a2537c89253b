import type { AccountRecord } from '../seed/accounts';
import { db } from '../store/db';

export const findAccount = (account: string): AccountRecord | undefined =>
  db.state.accounts.find((a) => a.account === account);

// Deliberately loose (something@domain.tld): the real check is that the mail arrives.
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
