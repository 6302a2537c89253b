import { http } from 'msw';
import type { AuditCandidate } from 'shared-ui/contract';
import { guarded, type Guard } from '../http/guarded';
import { requireInternal, type Caller } from '../http/guards';
import { readerHolding } from '../http/reader';
import { ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import { audits } from '../store/collections';
import { auditRowOf } from '../supplier/history.handlers';
import { SUPPLIER_SEARCH, supplierRows, type SupplierRow } from '../supplier/list';
import { reaches } from './audit-records';

/** An internal user who may plan an audit: AUDIT create or edit. */
const auditPlanner: Guard<Caller> = (request) => {
  const edit = requireInternal(request, 'AUDIT', 'edit');
  return 'response' in edit ? requireInternal(request, 'AUDIT', 'create') : edit;
};

const candidateOf = (s: SupplierRow): AuditCandidate => ({
  id: s.id!,
  name: s.name,
  ...(s.supplierNoScp ? { supplierNoScp: s.supplierNoScp } : {}),
  ...(s.supplierNoSap ? { supplierNoSap: s.supplierNoSap } : {}),
  stage: s.stage,
  blockStatus: s.blockStatus,
});

/** The supplier calls of the audit area: the target picker's search, and a supplier's own audits. */
export const supplierAuditHandlers = [
  /** `a/supplier/searchForAudit`: every supplier by the supplier list's search, as `AuditCandidate`s (potential ones flagged by `stage`). */
  ...searchCalls({ path: '*/api/a/supplier/searchForAudit', guard: auditPlanner, rows: () => supplierRows(), spec: SUPPLIER_SEARCH, item: candidateOf }),

  /** `su/supplier/me/audit`: the supplier's own audits once invited, as its Audit Records show them (AUDIT view of the fixed map). */
  http.get('*/api/su/supplier/me/audit', guarded(readerHolding('su', 'AUDIT', 'view'), ({ caller }) => {
    const own = audits.all().filter((a) => reaches(caller, a));
    return ok(own.sort((a, b) => (a.startDate === b.startDate ? b.id - a.id : a.startDate < b.startDate ? 1 : -1)).map(auditRowOf));
  })),
];
