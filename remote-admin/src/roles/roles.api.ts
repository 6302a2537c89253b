import type { Role, RoleFilter } from 'shared-ui/contract';
import { resource, type ListSearch } from 'shared-ui/data';

/** A stored role: the list rows and the record are the same shape. */
export type RoleRecord = Role & { id: number };

/** `a/role`: search, get, create, update (spec section 7); internal staff holding ROLE only. */
export const roleResource = resource<RoleRecord, RoleRecord, RoleFilter>('a/role');

export const roleListSearch: ListSearch<RoleRecord, RoleFilter> = { resource: roleResource };
