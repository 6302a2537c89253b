import type { BpmStatus } from './bpm';
import type { FileRef } from './files';
import type { AccountRef, Code, DateRange, Id, IsoDate, IsoDateTime } from './scalars';
import type { SupplierStage } from './supplier';

// Audit and audit-reply status values are not in the spec; these are the portal's choice,
// one per action of section 4 (create, invite, commit, reject; reply, reply commit, reply reject).
//
// The flow (issue 14): DRAFT (create) → INVITED (invite: each target's contacts get a mail) → the
// supplier saves its self scores (`score`) and sends them (`commit`) → COMMITTED; the auditors
// enter review scores (`PUT`) or send the self-assessment back (`reject`: REJECTED, the supplier
// scores again); `checkScore` answers the final score the review scores give; `result` sets it →
// COMPLETED. A CONDITIONAL_PASS or FAIL asks for an improvement report: PENDING with a due date →
// REPLIED (the supplier's `reply` saves it) → SUBMITTED (`reply/commit`) → ACCEPTED (internal
// `reply/commit`) or REJECTED (internal `reply/reject`, with a comment and a new due date).
export type AuditStatus = 'DRAFT' | 'INVITED' | 'COMMITTED' | 'REJECTED' | 'COMPLETED';
export type AuditReplyStatus = 'PENDING' | 'REPLIED' | 'SUBMITTED' | 'REJECTED' | 'ACCEPTED';
/** Audit result (portal's choice); `resultBlock` says separately whether the supplier is blocked. */
export type AuditResult = 'PASS' | 'CONDITIONAL_PASS' | 'FAIL';

export const AUDIT_STATUSES: readonly AuditStatus[] = ['DRAFT', 'INVITED', 'COMMITTED', 'REJECTED', 'COMPLETED'];
export const AUDIT_RESULTS: readonly AuditResult[] = ['PASS', 'CONDITIONAL_PASS', 'FAIL'];

/** A survey used by the audit, with its weight in the final score (percent). */
export interface AuditSurvey {
  surveyId: Id;
  weight: number;
  /** The survey's department, for the missing/unnecessary check against the leader departments. */
  auditDepartment?: Code;
  /** Answered by the server with the audit (the supplier cannot read surveys itself). */
  surveyName?: string;
  /** The questionnaire sheet the supplier fills in, answered with the audit. */
  exampleFile?: FileRef;
}

/**
 * A supplier the audit is of. An audit of several targets is one joint audit (one site, one
 * group of companies): one self-assessment, one result, one improvement report for all of them;
 * each target's users reach it, and a FAIL with block blocks each of them.
 */
export interface AuditTarget {
  supplierId: Id;
  supplierName?: string;
  supplierNoScp?: string;
  stage?: SupplierStage;
}

/** Self score by the supplier, review score by the auditor, each with who and the evidence file. */
export interface AuditScore {
  surveyId: Id;
  selfScore?: number;
  selfAccount?: string;
  selfFile?: FileRef;
  reviewScore?: number;
  reviewAccount?: string;
  reviewFile?: FileRef;
}

export interface AuditReply {
  replyDate?: IsoDateTime;
  description?: string;
  /** The improvement form. */
  fixingFile?: FileRef;
  status: AuditReplyStatus;
  personInCharge?: string;
  dueDate?: IsoDate;
  supplierComment?: string;
}

/** What happened to an audit, newest last; the improvement report's lines are its reply history. */
export type AuditHistoryAction =
  | 'CREATE'
  | 'INVITE'
  | 'SELF_COMMIT'
  | 'REJECT'
  | 'RESULT'
  | 'BLOCK'
  | 'REPLY_REQUEST'
  | 'REPLY_SAVE'
  | 'REPLY_COMMIT'
  | 'REPLY_REJECT'
  | 'REPLY_ACCEPT';

export const AUDIT_REPLY_ACTIONS: readonly AuditHistoryAction[] = ['REPLY_REQUEST', 'REPLY_SAVE', 'REPLY_COMMIT', 'REPLY_REJECT', 'REPLY_ACCEPT'];

export interface AuditHistoryEntry {
  at: IsoDateTime;
  action: AuditHistoryAction;
  by?: AccountRef;
  /** Why (a rejection, a report sent back), or what (the block's supplier). */
  comment?: string;
  /** The improvement report's due date this step set. */
  dueDate?: IsoDate;
  /** The result this step set (`RESULT`), and its final score: the screen names it in the user's language. */
  result?: AuditResult;
  score?: number;
}

export interface Audit {
  id?: Id;
  auditNo?: string;
  name: string;
  type: Code;
  startDate: IsoDate;
  endDate: IsoDate;
  status: AuditStatus;
  bpmDocNo?: string;
  bpmStatus?: BpmStatus;
  /** Supplier-side people who receive the invitation (at invite: every target's contacts and those added here). */
  contacts: { name: string; email: string }[];
  /** The owner. */
  personInCharge: AccountRef;
  processors: AccountRef[];
  targets: AuditTarget[];
  /** Must include QM (spec section 5). */
  leaderDepartments: Code[];
  surveyIds: AuditSurvey[];
  result?: AuditResult;
  resultBlock?: boolean;
  /** Final score. */
  resultScore?: number;
  scoreList: AuditScore[];
  supplierSummary?: string;
  comments?: string;
  reply?: AuditReply;
  history?: AuditHistoryEntry[];
}

/** A saved audit as the calls answer it. */
export type AuditRecord = Audit & { id: Id };

/** A row of the audit list. */
export interface AuditListItem {
  id: Id;
  auditNo: string;
  name: string;
  type: Code;
  startDate: IsoDate;
  endDate: IsoDate;
  status: AuditStatus;
  /** The targets' names, joined. */
  targetNames: string;
  supplierIds: Id[];
  personInCharge: AccountRef;
  result?: AuditResult;
  resultScore?: number;
  resultBlock?: boolean;
  replyStatus?: AuditReplyStatus;
  replyDueDate?: IsoDate;
}

/** The audit list's filters (issue 14: number, name, status, type, target supplier, date range, result). */
export interface AuditFilter {
  auditNo?: string;
  name?: string;
  status?: AuditStatus | AuditStatus[];
  type?: Code;
  /** Audits of any of these target suppliers (internal users only). */
  supplierIds?: Id[];
  /** Audits whose period overlaps the range. */
  auditDate?: DateRange;
  result?: AuditResult;
  replyStatus?: AuditReplyStatus | AuditReplyStatus[];
}

// Spec section 9 says nothing of audit scores; issue 14 decides them. Used by the seed, the
// forms and the mock alike.
/** The weights of an audit's surveys add up to this (percent). */
export const AUDIT_WEIGHT_TOTAL = 100;
/** A score (self or review) is a whole number from 0 to this. */
export const AUDIT_SCORE_MAX = 100;
/** A final score of at least this passes. */
export const AUDIT_PASS_SCORE = 80;
/** A final score of at least this (and below a pass) is a conditional pass; below it the audit fails. */
export const AUDIT_CONDITIONAL_PASS_SCORE = 60;

/** PASS ≥ 80, CONDITIONAL_PASS ≥ 60, FAIL below (of the final score as rounded). */
export function auditResultOf(score: number): AuditResult {
  if (score >= AUDIT_PASS_SCORE) return 'PASS';
  if (score >= AUDIT_CONDITIONAL_PASS_SCORE) return 'CONDITIONAL_PASS';
  return 'FAIL';
}

/** Final score = Σ(review score × survey weight) / 100, to one decimal (79.95 rounds to 80.0). */
export function finalScoreOf(weighted: readonly { score: number; weight: number }[]): number {
  const sum = weighted.reduce((n, w) => n + w.score * w.weight, 0);
  return Math.round(sum / 10) / 10;
}

/** What `checkScore` answers: whether every survey has a review score, and the score and result they give. */
export interface AuditScoreCheck {
  complete: boolean;
  /** The surveys still without a review score. */
  missing: Id[];
  resultScore?: number;
  result?: AuditResult;
}

/** The review scores of an audit checked against its surveys (the final score only once all are there). */
export function checkAuditScore(surveys: readonly AuditSurvey[], scores: readonly Pick<AuditScore, 'surveyId' | 'reviewScore'>[]): AuditScoreCheck {
  const reviewOf = (id: Id) => scores.find((s) => s.surveyId === id)?.reviewScore;
  const missing = surveys.filter((s) => typeof reviewOf(s.surveyId) !== 'number').map((s) => s.surveyId);
  if (missing.length > 0 || surveys.length === 0) return { complete: false, missing };
  const resultScore = finalScoreOf(surveys.map((s) => ({ score: reviewOf(s.surveyId)!, weight: s.weight })));
  return { complete: true, missing: [], resultScore, result: auditResultOf(resultScore) };
}

/** A CONDITIONAL_PASS or FAIL asks the supplier for an improvement report. */
export const needsImprovementReport = (result: AuditResult | undefined) => result === 'CONDITIONAL_PASS' || result === 'FAIL';

/** The supplier scores itself while invited or sent back. */
export const selfScoring = (status: AuditStatus) => status === 'INVITED' || status === 'REJECTED';

/** The supplier writes its improvement report while it is asked for, saved, or sent back. */
export const replyWritable = (reply: AuditReply | undefined) => reply !== undefined && (reply.status === 'PENDING' || reply.status === 'REPLIED' || reply.status === 'REJECTED');

/** Body of `POST a/supplierAudit/{id}/result`. */
export interface AuditResultRequest {
  /** Block the target suppliers: only on a FAIL. */
  resultBlock?: boolean;
  /** The improvement report's due date: required on a CONDITIONAL_PASS or FAIL. */
  replyDueDate?: IsoDate;
  comments?: string;
}

/** Body of `POST su/supplierAudit/{id}/score`: the self scores (any subset) and the summary. */
export interface AuditSelfScoreRequest {
  scoreList: Pick<AuditScore, 'surveyId' | 'selfScore' | 'selfFile'>[];
  supplierSummary?: string;
}

/** Body of `POST su/supplierAudit/{id}/reply`: the improvement report as written so far. */
export type AuditReplyRequest = Pick<AuditReply, 'description' | 'fixingFile' | 'personInCharge' | 'supplierComment'>;
