import type { AuditFilter, AuditListItem, AuditRecord, AuditScoreCheck } from 'shared-ui/contract';
import { refusedUnder, resource, type CallerPrefix, type CallOptions, type ListSearch, type Resource } from 'shared-ui/data';

// The audit calls of spec section 7: internal users (`a/supplierAudit`) and suppliers (`su/supplierAudit`).

type AuditResource = Resource<AuditRecord, AuditListItem, AuditFilter>;

const internal: AuditResource = resource('a/supplierAudit');
const supplierSide: AuditResource = resource('su/supplierAudit');

/**
 * A supplier has no `PUT`: what it saves is its self-assessment (`score`) or its improvement
 * report (`reply`), the one the form holds (the detail's save calls `update`). The report is sent
 * alone, and refused by its own fields (`description`): the form holds them under `reply`.
 */
const supplier: AuditResource = {
  ...supplierSide,
  update: (id, body, options) =>
    typeof body === 'object' && body !== null && 'reply' in body
      ? refusedUnder('reply', supplierSide.action(id, 'reply', (body as { reply: unknown }).reply, options))
      : supplierSide.action(id, 'score', body, options),
};

/** Audits: search, read, create and change (a/), the actions of the flow on both sides. */
export const auditResource = (prefix: CallerPrefix): AuditResource => (prefix === 'a' ? internal : supplier);

/** A step of the improvement report: `POST {prefix}/supplierAudit/{id}/reply/{step}` (commit: sent, or accepted; reject: returned). */
export const replyStep = (prefix: CallerPrefix, id: number, step: 'commit' | 'reject', body?: unknown, options?: CallOptions) =>
  resource(`${prefix}/supplierAudit/${id}/reply`).call(step, body, options);

/**
 * The supplier sends its report (`su/supplierAudit/{id}/reply/commit`): refused for what the report
 * lacks by the report's own fields (`personInCharge`), the form's `reply.personInCharge`.
 */
export const sendReport = (id: number, options?: CallOptions) => refusedUnder('reply', replyStep('su', id, 'commit', undefined, options));

/** The final score and result of review scores (as typed, or those saved when none are sent). */
export const checkScore = (id: number, scoreList?: { surveyId: number; reviewScore?: number }[]) =>
  internal.action<AuditScoreCheck>(id, 'checkScore', scoreList ? { scoreList } : {}, { silent: true });

export const auditListSearch = (prefix: CallerPrefix): ListSearch<AuditListItem, AuditFilter> => ({ resource: auditResource(prefix) });
