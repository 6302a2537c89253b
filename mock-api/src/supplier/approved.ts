import { changeNeedsApproval, supplierChanges, type Supplier } from 'shared-ui/contract';
import { cloneData, seedSupplierOf } from '../seed/domain';
import { clock } from '../store/clock';
import { supplierWorkflows, type SupplierParts, type SupplierWorkflowRecord } from '../store/collections';

const partsOf = (s: SupplierParts): SupplierParts => cloneData({ basicData: s.basicData, financialData: s.financialData, purchaseData: s.purchaseData });

/**
 * The last approved version of a supplier: the stored snapshot, else the seed record of a
 * supplier the seed has APPROVED (300 seed records are not copied into storage), else none.
 */
export function lastApproved(id: number): SupplierParts | undefined {
  const stored = supplierWorkflows.get(id)?.approved;
  if (stored) return cloneData(stored);
  const seed = seedSupplierOf(id);
  return seed && seed.basicData.systemInfo.status === 'APPROVED' ? partsOf(seed) : undefined;
}

/**
 * Whether committing the stored change waits for review (spec section 4): a supplier never
 * approved, or a change beyond its contacts against the last approved version; else a
 * contacts-only change updates the master at once. Over the whole record, whoever asks.
 */
export function commitNeedsReview(s: Supplier): boolean {
  const approved = lastApproved(s.id);
  return !approved || changeNeedsApproval(supplierChanges(s, approved));
}

function patchWorkflow(id: number, patch: Omit<SupplierWorkflowRecord, 'id'>, drop: (keyof SupplierWorkflowRecord)[] = []) {
  const current = supplierWorkflows.get(id);
  if (!current) {
    supplierWorkflows.insert({ id, ...patch });
    return;
  }
  for (const key of drop) delete current[key];
  supplierWorkflows.update(id, patch);
}

/** The record as now is the approved version. */
export const setApproved = (supplier: Supplier) => patchWorkflow(supplier.id, { approved: partsOf(supplier) }, ['pendingSince']);

/** A change is pending from today, unless it already was. */
export function markPending(id: number) {
  if (!supplierWorkflows.get(id)?.pendingSince) patchWorkflow(id, { pendingSince: clock.today() });
}

export const pendingSince = (id: number) => supplierWorkflows.get(id)?.pendingSince;

export function clearPending(id: number) {
  if (supplierWorkflows.get(id)?.pendingSince) patchWorkflow(id, {}, ['pendingSince']);
}
