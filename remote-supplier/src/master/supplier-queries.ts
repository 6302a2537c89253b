import type { Supplier, SupplierAuditRecord, SupplierHistoryEntry } from 'shared-ui/contract';
import { partKey, useQuery, useRecordPart } from 'shared-ui/data';
import { OWN_SUPPLIER, ownSupplierResource } from '../own/own-supplier.api';
import { supplierResource } from './supplier.api';

// The parts of a supplier its tabs read on their own, cached under the record: a save or an
// action (which refresh the record) refreshes these too.

/** The commit history, newest first. */
export const useCommitHistory = (id: string) => useRecordPart<SupplierHistoryEntry[]>(supplierResource, id, 'commitHistory');

/** The supplier's audits (Audit Records tab): `a/supplier/{id}/audit`, or a supplier's own `su/supplier/me/audit`. */
export const useSupplierAudits = (id: string) => useRecordPart<SupplierAuditRecord[]>(id === OWN_SUPPLIER ? ownSupplierResource : supplierResource, id, 'audit');

/** The last approved version, or null when the supplier was never approved (404, not an error). */
export const useLastApproved = (id: string) =>
  useQuery({
    queryKey: partKey(supplierResource, id, 'lastApproved'),
    queryFn: () =>
      supplierResource.getPart<Supplier>(id, 'lastApproved', { silent: true }).catch((error: { response?: { status?: number } }) => {
        if (error.response?.status === 404) return null;
        throw error;
      }),
  });
