import type { BpmStatus } from './bpm';
import type { FileRef } from './files';
import type { AccountRef, Code, Id, IsoDate, IsoDateTime } from './scalars';
import type { SupplierStage } from './supplier';

// Audit and audit-reply status values are not in the spec; these are the portal's choice,
// one per action of section 4 (create, invite, commit, reject; reply, reply commit, reply reject).
export type AuditStatus = 'DRAFT' | 'INVITED' | 'COMMITTED' | 'REJECTED' | 'COMPLETED';
export type AuditReplyStatus = 'PENDING' | 'REPLIED' | 'SUBMITTED' | 'REJECTED' | 'ACCEPTED';
/** Audit result (portal's choice); `resultBlock` says separately whether the supplier is blocked. */
export type AuditResult = 'PASS' | 'CONDITIONAL_PASS' | 'FAIL';

/** A survey used by the audit, with its weight in the final score (percent). */
export interface AuditSurvey {
  surveyId: Id;
  weight: number;
  /** The survey's department, for the missing/unnecessary check against the leader departments. */
  auditDepartment?: Code;
}

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
  /** Supplier-side contacts who receive the invitation. */
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
}

export interface AuditFilter {
  auditNo?: string;
  name?: string;
  status?: AuditStatus;
  type?: Code;
  supplierId?: Id;
  startDate?: { from?: IsoDate; to?: IsoDate };
}
