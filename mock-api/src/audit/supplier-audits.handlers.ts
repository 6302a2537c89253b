import { http } from 'msw';
import { guarded } from '../http/guarded';
import { readerHolding } from '../http/reader';
import { ok } from '../http/respond';
import { audits } from '../store/collections';
import { auditRowOf } from '../supplier/history.handlers';
import { reaches } from './audit-records';

/** The supplier call of the audit area: a supplier's own audits (the target picker's search is the supplier domain's: candidates.handlers.ts). */
export const supplierAuditHandlers = [
  /** `su/supplier/me/audit`: the supplier's own audits once invited, as its Audit Records show them (AUDIT view of the fixed map). */
  http.get('*/api/su/supplier/me/audit', guarded(readerHolding('su', 'AUDIT', 'view'), ({ caller }) => {
    const own = audits.all().filter((a) => reaches(caller, a));
    return ok(own.sort((a, b) => (a.startDate === b.startDate ? b.id - a.id : a.startDate < b.startDate ? 1 : -1)).map(auditRowOf));
  })),
];
