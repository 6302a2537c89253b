import { issue, VK, type AccountRef, type IssueMessage } from 'shared-ui/contract';
import { db } from '../store/db';
import { internalUsers } from '../store/collections';

/** Whether `code` is in the option list `list` (departments, audit types, supplier types...). */
export const isOption = (list: string, code: string) => (db.state.reference.options[list] ?? []).some((o) => o.code === code);

/** An issue at `path` for each code not in its option list. */
export const unknownCodes = (list: string, path: string, codes: readonly string[]): IssueMessage[] =>
  codes.flatMap((code, i) => (isOption(list, code) ? [] : [issue(VK.invalid, `${path}.${i}`)]));

/** An active internal account as a record names it, or undefined. */
export function staffRef(account: string): AccountRef | undefined {
  const user = internalUsers.all().find((u) => u.account === account && u.status === 'ACTIVE');
  return user ? { account: user.account, name: user.name } : undefined;
}
