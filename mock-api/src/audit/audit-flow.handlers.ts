import { http } from 'msw';
import {
  auditResultSchema,
  auditReviewSchema,
  auditSchema,
  auditSelfScoreSchema,
  checkAuditScore,
  issue,
  issueMessages,
  needsImprovementReport,
  reasonSchema,
  reviewIssues,
  selfAssessmentIssues,
  selfScoring,
  VK,
  type ActivityAction,
  type AuditHistoryAction,
  type AuditScore,
  type AuditStatus,
} from 'shared-ui/contract';
import { recordActivity } from '../activity';
import { foreignFileTexts } from '../general/owned-files';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded, type Guard } from '../http/guarded';
import { requestLang, say } from '../http/locale';
import { readerHolding, type Reader } from '../http/reader';
import { fail, ok } from '../http/respond';
import type { AuditRecord } from '../seed/audits';
import { clock } from '../store/clock';
import { audits } from '../store/collections';
import { blockTargets } from './audit-block';
import { AUDIT_MAILS, invitees, mailContacts, notifyTargets } from './audit-mail';
import { answered, auditOf, withHistory } from './audit-records';
import { AUDIT_MSG, type AuditAction } from './messages';
import { refOf } from '../http/account-ref';

type Params = { id: string };
export interface Step {
  request: Request;
  audit: AuditRecord;
  caller: Reader;
}

/** `POST <path>` on an audit the caller reaches (else 404), run by `run`. */
export const auditStep = (path: string, guard: Guard<Reader>, run: (step: Step) => Response | Promise<Response>) =>
  http.post<Params>(path, guarded(guard, ({ request, params, caller }) => {
    const found = auditOf(request, caller, params.id);
    return 'response' in found ? found.response : run({ request, audit: found.audit, caller });
  }));

/** 409: the audit's state does not allow the action. */
export const wrongState = (request: Request, action: AuditAction, status: AuditStatus) => fail(409, [say(request, AUDIT_MSG.wrongState(action, status))]);

const ACTIVITY_OF: Partial<Record<AuditHistoryAction, ActivityAction>> = {
  INVITE: 'invite', SELF_COMMIT: 'commit', REJECT: 'reject', RESULT: 'complete', REPLY_COMMIT: 'reply', REPLY_REJECT: 'return', REPLY_ACCEPT: 'approve',
};

/** The audit's timeline, told by the history line a step added when the step moved its status or its report's. */
function recordMove(before: AuditRecord, after: AuditRecord) {
  const added = (after.history ?? []).slice(before.history?.length ?? 0);
  const line = added.find((h) => ACTIVITY_OF[h.action]);
  if (!line?.by) return;
  const reply = after.reply?.status !== before.reply?.status && line.action.startsWith('REPLY');
  if (!reply && after.status === before.status) return;
  recordActivity({ kind: 'supplierAudit', id: after.id }, {
    action: ACTIVITY_OF[line.action]!,
    by: line.by,
    ...(reply ? { catalogue: 'auditReplyStatus', from: before.reply?.status, to: after.reply?.status } : { from: before.status, to: after.status }),
    reason: line.comment,
  });
}

/** The changed audit as the caller sees it; a save names the fields its body owns (`owned`: those it left out are cleared). */
export const saved = (step: Step, patch: Partial<Omit<AuditRecord, 'id'>>, owned: Iterable<string> = []) => {
  const before = structuredClone(step.audit);
  const after = audits.replace(step.audit.id, owned, patch) as AuditRecord;
  recordMove(before, after);
  return ok(answered(after, step.caller));
};

const internalEditor = readerHolding('a', 'AUDIT', 'edit');
const supplierEditor = readerHolding('su', 'AUDIT', 'edit');

/** The surveys with their names, for the messages that name a survey. */
const namedSurveys = (step: Step) => answered(step.audit, step.caller).surveyIds;

/** The self scores sent, merged into the score list (each change signed by the caller's account). */
function selfScored(audit: AuditRecord, sent: { surveyId: number; selfScore?: number; selfFile?: AuditScore['selfFile'] }[], account: string): AuditScore[] {
  return audit.surveyIds.map(({ surveyId }) => {
    const held: AuditScore = { ...(audit.scoreList.find((s) => s.surveyId === surveyId) ?? { surveyId }) };
    const given = sent.find((s) => s.surveyId === surveyId);
    if (!given || (given.selfScore === held.selfScore && given.selfFile?.fileId === held.selfFile?.fileId)) return held;
    const { selfScore: _s, selfFile: _f, selfAccount: _a, ...rest } = held;
    return { ...rest, ...(given.selfScore !== undefined ? { selfScore: given.selfScore } : {}), ...(given.selfFile ? { selfFile: given.selfFile } : {}), selfAccount: account };
  });
}

/** INVITED or REJECTED → COMMITTED: every survey with a self score and an evidence file (400 names each one missing). */
function commitSelfAssessment(step: Step): Response {
  const { request, audit, caller } = step;
  if (!selfScoring(audit.status)) return wrongState(request, 'commit', audit.status);
  const missing = selfAssessmentIssues(namedSurveys(step), audit.scoreList);
  if (missing.length) return refuseFields(request, missing);
  return saved(step, { status: 'COMMITTED', history: withHistory(audit, { action: 'SELF_COMMIT', by: refOf(caller.account) }) });
}

/**
 * The audit flow of issue 14 up to the result: invite, the supplier's self-assessment (score,
 * commit; an auditor may record one sent outside the portal), reject, checkScore, result (a FAIL
 * with block blocks the targets).
 */
export const auditFlowHandlers = [
  /** DRAFT → INVITED: the plan is checked again; every target's contacts and the added people get the invitation. */
  auditStep('*/api/a/supplierAudit/:id/invite', internalEditor, (step) => {
    const { request, audit, caller } = step;
    if (audit.status !== 'DRAFT') return wrongState(request, 'invite', audit.status);
    const plan = auditSchema.safeParse(audit);
    if (!plan.success) return refuseFields(request, issueMessages(plan.error));
    const contacts = invitees(audit);
    const invited = audits.update(audit.id, {
      status: 'INVITED',
      contacts,
      history: withHistory(audit, { action: 'INVITE', by: refOf(caller.account), comment: contacts.map((c) => c.email).join(', ') }),
    }) as AuditRecord;
    recordActivity({ kind: 'supplierAudit', id: audit.id }, { action: 'invite', by: caller.account, from: 'DRAFT', to: 'INVITED' });
    mailContacts(invited, AUDIT_MAILS.invite(invited));
    notifyTargets(invited, 'AUDIT_INVITED', { dueDate: invited.endDate });
    return ok(answered(invited, caller));
  }),

  /** The supplier's self scores so far (any subset), their evidence files and its summary; INVITED or REJECTED only. */
  auditStep('*/api/su/supplierAudit/:id/score', supplierEditor, async (step) => {
    const { request, audit, caller } = step;
    if (!selfScoring(audit.status)) return wrongState(request, 'score', audit.status);
    const parsed = parseOrRefuse(request, auditSelfScoreSchema, await readBody(request));
    if ('response' in parsed) return parsed.response;
    const unknown = parsed.data.scoreList.flatMap((s, i) => (audit.surveyIds.some((x) => x.surveyId === s.surveyId) ? [] : [issue(VK.invalid, `scoreList.${i}.surveyId`)]));
    // Evidence files: those the audit holds as self-assessment evidence already, or the supplier's own uploads.
    const kept = audit.scoreList.flatMap((s) => (s.selfFile ? [s.selfFile] : []));
    const foreign = parsed.data.scoreList.flatMap((s, i) => foreignFileTexts(request, `scoreList.${i}.selfFile`, s.selfFile, kept, caller.account.account));
    if (unknown.length || foreign.length) return refuseFields(request, unknown, foreign);
    return saved(step, { scoreList: selfScored(audit, parsed.data.scoreList, caller.account.account), supplierSummary: parsed.data.supplierSummary }, fieldsOf(auditSelfScoreSchema));
  }),

  auditStep('*/api/su/supplierAudit/:id/commit', supplierEditor, commitSelfAssessment),
  /** The same, by an auditor for a supplier that answered outside the portal. */
  auditStep('*/api/a/supplierAudit/:id/commit', internalEditor, commitSelfAssessment),

  /** COMMITTED → REJECTED with a reason (the audit's comments); the supplier's contacts are told. */
  auditStep('*/api/a/supplierAudit/:id/reject', internalEditor, async (step) => {
    const { request, audit, caller } = step;
    if (audit.status !== 'COMMITTED') return wrongState(request, 'reject', audit.status);
    const parsed = parseOrRefuse(request, reasonSchema, await readBody(request));
    if ('response' in parsed) return parsed.response;
    const { reason } = parsed.data;
    mailContacts(audit, AUDIT_MAILS.rejected(audit, reason));
    notifyTargets(audit, 'AUDIT_RETURNED', { reason });
    return saved(step, { status: 'REJECTED', comments: reason, history: withHistory(audit, { action: 'REJECT', by: refOf(caller.account), comment: reason }) });
  }),

  /**
   * Whether every survey has a review score, and the final score and result they give: of the
   * review scores sent (`{ scoreList }`, as typed before saving), else of the stored ones.
   */
  auditStep('*/api/a/supplierAudit/:id/checkScore', readerHolding('a', 'AUDIT', 'view'), async ({ request, audit }) => {
    const body = await readBody(request);
    if (body.scoreList === undefined) return ok(checkAuditScore(audit.surveyIds, audit.scoreList));
    const parsed = parseOrRefuse(request, auditReviewSchema, body);
    return 'response' in parsed ? parsed.response : ok(checkAuditScore(audit.surveyIds, parsed.data.scoreList));
  }),

  /**
   * COMMITTED → COMPLETED with the result the stored review scores give (every survey reviewed,
   * else 400 naming each); sent for sign-off. A CONDITIONAL_PASS or FAIL asks for an improvement
   * report by `replyDueDate`; `resultBlock` (a FAIL only) blocks every target supplier.
   */
  auditStep('*/api/a/supplierAudit/:id/result', internalEditor, async (step) => {
    const { request, audit, caller } = step;
    if (audit.status !== 'COMMITTED') return wrongState(request, 'result', audit.status);
    const missing = reviewIssues(namedSurveys(step), audit.scoreList);
    if (missing.length) return refuseFields(request, missing);
    const { resultScore, result } = checkAuditScore(audit.surveyIds, audit.scoreList) as { resultScore: number; result: NonNullable<AuditRecord['result']> };
    const parsed = parseOrRefuse(request, auditResultSchema(result, clock.today()), await readBody(request));
    if ('response' in parsed) return parsed.response;
    const by = refOf(caller.account);
    const { resultBlock, replyDueDate, comments } = parsed.data;
    const year = clock.today().slice(0, 4);
    const completed: AuditRecord = {
      ...audit,
      status: 'COMPLETED',
      result,
      resultScore,
      resultBlock,
      ...(comments ? { comments } : {}),
      bpmStatus: 'SIGNING',
      bpmDocNo: `BPM-AUD-${year}${String(audit.id).padStart(5, '0')}`,
      ...(needsImprovementReport(result) ? { reply: { status: 'PENDING' as const, dueDate: replyDueDate } } : {}),
    };
    const blocks = resultBlock ? blockTargets(completed, by, requestLang(request)) : [];
    completed.history = withHistory(
      audit,
      { action: 'RESULT', by, result, score: resultScore },
      ...blocks,
      ...(completed.reply ? [{ action: 'REPLY_REQUEST' as const, by, dueDate: replyDueDate }] : []),
    );
    mailContacts(completed, AUDIT_MAILS.result(completed));
    if (completed.reply?.dueDate) notifyTargets(completed, 'AUDIT_REPORT_DUE', { dueDate: completed.reply.dueDate });
    return saved(step, completed);
  }),
];
