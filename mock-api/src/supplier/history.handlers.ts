import { http } from 'msw';
import type { Supplier, SupplierAuditRecord } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { notFound } from '../http/record';
import { ok } from '../http/respond';
import type { AuditRecord } from '../seed/audits';
import { audits } from '../store/collections';
import { lastApproved } from './approved';
import { internalSupplierCaller, staffSupplierOf } from './guards';
import { historyOf } from './history';
import { asSeenBy } from './view';

/** A call reading one supplier (SUPPLIER_BASIC view); an unknown id or one out of the caller's scope 404. */
const reading = (path: string, read: (supplier: Supplier, request: Request, map: Parameters<typeof asSeenBy>[1]) => Response) =>
  http.get<{ id: string }>(`*/api/a/supplier/:id/${path}`, guarded(internalSupplierCaller('SUPPLIER_BASIC', 'view'), ({ request, params, caller }) => {
    const found = staffSupplierOf(request, params.id, caller);
    return 'response' in found ? found.response : read(found.supplier, request, caller.account.permissionMap);
  }));

export const auditRowOf = (a: AuditRecord): SupplierAuditRecord => ({
  id: a.id,
  auditNo: a.auditNo ?? '',
  name: a.name,
  type: a.type,
  status: a.status,
  startDate: a.startDate,
  endDate: a.endDate,
  ...(a.result ? { result: a.result } : {}),
  ...(a.resultScore !== undefined ? { resultScore: a.resultScore } : {}),
});

/** What a supplier was and what happened to it: the last approved version, the history, its audits. */
export const supplierHistoryHandlers = [
  /** The last approved version, shaped as `GET a/supplier/{id}`; 404 when it was never approved. */
  reading('lastApproved', (supplier, request, map) => {
    const approved = lastApproved(supplier.id);
    if (!approved) return notFound(request);
    return ok(asSeenBy({ ...supplier, ...approved }, map));
  }),
  /** `SupplierHistoryEntry[]`, newest first. */
  reading('commitHistory', (supplier) => ok(historyOf(supplier.id))),
  /** `SupplierAuditRecord[]` of the audits targeting the supplier, newest (start date) first. */
  reading('audit', (supplier) =>
    ok(
      audits
        .all()
        .filter((a) => a.targets.some((t) => t.supplierId === supplier.id))
        .sort((a, b) => (a.startDate === b.startDate ? b.id - a.id : a.startDate < b.startDate ? 1 : -1))
        .map(auditRowOf),
    ),
  ),
];
