import type { AccountRef } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';

/**
 * Who did something, as the records keep it (a history line's `by`, an inquiry's `createBy` and
 * `updateBy`, a message's author, a reviewer): the account and the person's name.
 */
export const refOf = (account: AccountRecord): AccountRef => ({ account: account.account, name: account.fullName });
