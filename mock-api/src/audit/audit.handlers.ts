import { http } from 'msw';
import { auditReviewSchema, auditSchema, issue, VK, type AuditScore } from 'shared-ui/contract';
import { foreignFileTexts } from '../general/owned-files';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { internalHolding } from '../http/guards';
import { say } from '../http/locale';
import { forReader, PREFIXES, readerHolding, type Prefix } from '../http/reader';
import { fail, ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import type { AuditRecord } from '../seed/audits';
import { audits } from '../store/collections';
import { refOf } from '../http/account-ref';
import { answered, auditListItem, auditOf, AUDIT_SEARCH, nextAuditNo, reaches, withHistory } from './audit-records';
import { checkPlan, plannedParts } from './audit-plan';
import { AUDIT_MSG } from './messages';

type Params = { id: string };

/** The list under a prefix: internal users every audit, a supplier its own once invited (its supplier filter dropped). */
const list = (prefix: Prefix) =>
  searchCalls({
    path: `*/api/${prefix}/supplierAudit/search`,
    guard: readerHolding(prefix, 'AUDIT', 'view'),
    rows: (reader) => audits.all().filter((a) => reaches(reader, a)).map(auditListItem),
    spec: AUDIT_SEARCH,
    scope: forReader,
  });

/** The auditors' review while COMMITTED: the review scores and files sent (each change signed by the caller), the comments. */
function reviewed(request: Request, audit: AuditRecord, body: unknown, account: string): { scoreList: AuditScore[]; comments?: string } | { response: Response } {
  const parsed = parseOrRefuse(request, auditReviewSchema, body);
  if ('response' in parsed) return parsed;
  const unknown = parsed.data.scoreList.flatMap((s, i) => (audit.surveyIds.some((x) => x.surveyId === s.surveyId) ? [] : [issue(VK.invalid, `scoreList.${i}.surveyId`)]));
  // Review reports: those the audit holds as review reports already, or the auditor's own uploads.
  const kept = audit.scoreList.flatMap((s) => (s.reviewFile ? [s.reviewFile] : []));
  const foreign = parsed.data.scoreList.flatMap((s, i) => foreignFileTexts(request, `scoreList.${i}.reviewFile`, s.reviewFile, kept, account));
  if (unknown.length || foreign.length) return { response: refuseFields(request, unknown, foreign) };
  const scoreList = audit.surveyIds.map(({ surveyId }) => {
    const held: AuditScore = { ...(audit.scoreList.find((s) => s.surveyId === surveyId) ?? { surveyId }) };
    const sent = parsed.data.scoreList.find((s) => s.surveyId === surveyId);
    if (!sent) return held;
    const changed = sent.reviewScore !== held.reviewScore || sent.reviewFile?.fileId !== held.reviewFile?.fileId;
    if (!changed) return held;
    const { reviewScore: _s, reviewFile: _f, reviewAccount: _a, ...rest } = held;
    return { ...rest, ...(sent.reviewScore !== undefined ? { reviewScore: sent.reviewScore } : {}), ...(sent.reviewFile ? { reviewFile: sent.reviewFile } : {}), reviewAccount: account };
  });
  return { scoreList, comments: parsed.data.comments };
}

/**
 * The audits (`a/supplierAudit`, `su/supplierAudit`, spec section 7): search and read under both
 * prefixes (a supplier only its own audits, once invited; another's id answers 404); create
 * (AUDIT create, DRAFT with its number); change (AUDIT edit): the plan while DRAFT, the review
 * while COMMITTED, nothing otherwise (409).
 */
export const auditRecordHandlers = [
  ...PREFIXES.flatMap(list),

  ...PREFIXES.map((prefix) =>
    http.get<Params>(`*/api/${prefix}/supplierAudit/:id`, guarded(readerHolding(prefix, 'AUDIT', 'view'), ({ request, params, caller }) => {
      const found = auditOf(request, caller, params.id);
      return 'response' in found ? found.response : ok(answered(found.audit, caller));
    })),
  ),

  /** 201 the audit, DRAFT, numbered `AUD-<year of the start>-<n>`. */
  http.post('*/api/a/supplierAudit', guarded(internalHolding('AUDIT', 'create'), async ({ request, caller }) => {
    const checked = checkPlan(request, await readBody(request));
    if ('response' in checked) return checked.response;
    const parts = plannedParts(checked.plan);
    const draft: Omit<AuditRecord, 'id'> = {
      ...parts,
      auditNo: nextAuditNo(parts.startDate.slice(0, 4)),
      status: 'DRAFT',
      bpmStatus: 'NONE',
      scoreList: [],
      history: [],
    };
    const created = audits.insert(draft);
    const stored = audits.update(created.id, { history: withHistory(created, { action: 'CREATE', by: refOf(caller.account) }) }) as AuditRecord;
    return ok(answered(stored, { kind: 'internal' }), 201);
  })),

  http.put<Params>('*/api/a/supplierAudit/:id', guarded(readerHolding('a', 'AUDIT', 'edit'), async ({ request, params, caller }) => {
    const found = auditOf(request, caller, params.id);
    if ('response' in found) return found.response;
    const { audit } = found;
    const body = await readBody(request);
    if (audit.status === 'DRAFT') {
      const checked = checkPlan(request, body, audit);
      if ('response' in checked) return checked.response;
      return ok(answered(audits.replace(audit.id, fieldsOf(auditSchema), plannedParts(checked.plan)) as AuditRecord, caller));
    }
    if (audit.status === 'COMMITTED') {
      const review = reviewed(request, audit, body, caller.account.account);
      if ('response' in review) return review.response;
      return ok(answered(audits.replace(audit.id, fieldsOf(auditReviewSchema), review) as AuditRecord, caller));
    }
    return fail(409, [say(request, AUDIT_MSG.wrongState('update', audit.status))]);
  })),
];
