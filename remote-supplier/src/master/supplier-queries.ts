import { api } from 'shared-ui';
import type { Supplier, SupplierAuditRecord, SupplierHistoryEntry } from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import { recordKey } from 'shared-ui/detail';

export const SUPPLIER_RESOURCE = 'a/supplier';

// Under the record's key: a save or an action (which refresh the record) refreshes these too.
const keyOf = (id: string, part: string) => [...recordKey(SUPPLIER_RESOURCE, id), part];

/** The commit history, newest first. */
export const useCommitHistory = (id: string) =>
  useQuery({ queryKey: keyOf(id, 'commitHistory'), queryFn: () => api.get<SupplierHistoryEntry[]>(`${SUPPLIER_RESOURCE}/${id}/commitHistory`).then((r) => r.data) });

/** The last approved version, or null when the supplier was never approved (404, not an error). */
export const useLastApproved = (id: string) =>
  useQuery({
    queryKey: keyOf(id, 'lastApproved'),
    queryFn: () =>
      api
        .get<Supplier>(`${SUPPLIER_RESOURCE}/${id}/lastApproved`, { silent: true })
        .then((r) => r.data)
        .catch((error: { response?: { status?: number } }) => {
          if (error.response?.status === 404) return null;
          throw error;
        }),
  });

/** The supplier's audits (Audit Records tab). */
export const useSupplierAudits = (id: string) =>
  useQuery({ queryKey: keyOf(id, 'audit'), queryFn: () => api.get<SupplierAuditRecord[]>(`${SUPPLIER_RESOURCE}/${id}/audit`).then((r) => r.data) });
