import type { InternalAccount, InternalAccountFilter } from 'shared-ui/contract';
import { resource, type ListSearch } from 'shared-ui/data';

export type InternalUserRecord = InternalAccount & { id: number };

/** What the company directory knows of a staff account (`preFetch`). */
export interface DirectoryEntry {
  account: string;
  name: string;
  department: string;
  email: string;
}

/** `a/internalUser`: search, get, create, update, delete, preFetch, unlock (spec section 7). */
export const internalUserResource = resource<InternalUserRecord, InternalUserRecord, InternalAccountFilter>('a/internalUser');

export const internalUserListSearch: ListSearch<InternalUserRecord, InternalAccountFilter> = { resource: internalUserResource };
