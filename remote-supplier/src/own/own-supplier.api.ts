import type { Supplier } from 'shared-ui/contract';
import { resource } from 'shared-ui/data';

/** A supplier user's own master data: `su/supplier/me`, its change (`PUT`) and its commit for approval. */
export const ownSupplierResource = resource<Supplier>('su/supplier');

/** The id the server knows the caller's own supplier by. */
export const OWN_SUPPLIER = 'me';
