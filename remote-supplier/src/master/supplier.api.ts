import type { PaymentSubRangeAnswer, RelationEvent, Supplier, SupplierFilter, SupplierListItem } from 'shared-ui/contract';
import { resource, type Id, type ListSearch } from 'shared-ui/data';
import type { ActionCall } from 'shared-ui/detail';

// The supplier master-data calls of spec section 7 (internal users, `a/`).

/** Suppliers: search (and `search/xls`, `search/batch/xls`), read, create, update, the lifecycle actions, and the parts History and Audit Records read. */
export const supplierResource = resource<Supplier, SupplierListItem, SupplierFilter>('a/supplier');

/** The relation events log of a supplier (`relationLog`): search by supplier, create, update, commit. */
export const relationLogResource = resource<RelationEvent & { id: number }, RelationEvent & { id: number }, { supplierId?: number }>('a/supplier/relationLog');

/** The sign-off system's answer, stood in by the mock outside production (`dev/bpm/supplier/{id}`). */
export const bpmSignOff = (id: Id, body: { decision: 'APPROVE' } | { decision: 'REJECT'; reason: string }, call: ActionCall) =>
  resource('dev/bpm/supplier').call(String(id), body, call);

/** `a/supplier/{id}/paymentSubRange`: a supplier's payment sub-ranges and the orgs and terms a sub-range may take. */
export const paymentSubRangesOf = (id: Id) => supplierResource.getPart<PaymentSubRangeAnswer>(id, 'paymentSubRange');

/** The suppliers internal staff manage (a supplier user has its own record at that address, no list). */
export const supplierListSearch: ListSearch<SupplierListItem, SupplierFilter> = { resource: supplierResource };
