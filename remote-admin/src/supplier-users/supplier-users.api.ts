import type { SupplierAccount, SupplierAccountFilter } from 'shared-ui/contract';
import { resource, type CallerPrefix, type ListSearch } from 'shared-ui/data';

export type SupplierUserRecord = SupplierAccount & { id: number };

/** `a|su/supplierUser`: internal staff any supplier's accounts, a supplier user its own (spec section 7). */
export const supplierUserResource = (prefix: CallerPrefix) => resource<SupplierUserRecord, SupplierUserRecord, SupplierAccountFilter>(`${prefix}/supplierUser`);

export const supplierUserListSearch = (prefix: CallerPrefix): ListSearch<SupplierUserRecord, SupplierAccountFilter> => ({ resource: supplierUserResource(prefix) });
