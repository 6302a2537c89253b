import { useSession, type DetailMode } from 'shared-ui';
import {
  auditReplyPartSchema,
  auditReviewSchema,
  auditSchema,
  auditSelfScoreSchema,
  QUALITY_DEPARTMENT,
  replyWritable,
  selfScoring,
  type AuditRecord,
  type AuditTarget,
  type FileRef,
} from 'shared-ui/contract';
import { serverDay, type CallerPrefix } from 'shared-ui/data';
import type { z } from 'zod';

/** One survey's scores as the form holds them: numbers as typed, each file as an upload field's list. */
export interface ScoreForm {
  surveyId: number;
  selfScore: string;
  selfFile: FileRef[];
  selfAccount?: string;
  reviewScore: string;
  reviewFile: FileRef[];
  reviewAccount?: string;
}

/**
 * The audit as the detail's one form holds it: the plan (internal, while DRAFT), the scores (the
 * supplier's self part while it scores, the auditors' review part while COMMITTED), the comments,
 * the supplier's summary and its improvement report. Each side saves the part its state allows.
 */
export interface AuditForm {
  name: string;
  type: string;
  startDate: string;
  endDate: string;
  personInCharge: string;
  processors: string[];
  contacts: { name: string; email: string }[];
  targets: AuditTarget[];
  leaderDepartments: string[];
  surveyIds: { surveyId: string; weight: string; auditDepartment?: string }[];
  comments: string;
  scoreList: ScoreForm[];
  supplierSummary: string;
  reply: { description: string; personInCharge: string; fixingFile: FileRef[]; supplierComment: string };
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const files = (file: FileRef | undefined) => (file ? [file] : []);

export function toAuditForm(a: AuditRecord): AuditForm {
  return {
    name: a.name,
    type: a.type,
    startDate: a.startDate,
    endDate: a.endDate,
    personInCharge: a.personInCharge.account,
    processors: a.processors.map((p) => p.account),
    contacts: a.contacts,
    targets: a.targets,
    leaderDepartments: a.leaderDepartments,
    surveyIds: a.surveyIds.map((s) => ({ surveyId: String(s.surveyId), weight: text(s.weight), auditDepartment: s.auditDepartment })),
    comments: a.comments ?? '',
    // In the order of the surveys: the server's messages name a survey by its place in that list.
    scoreList: a.surveyIds.map(({ surveyId }) => {
      const s = a.scoreList.find((x) => x.surveyId === surveyId);
      return {
        surveyId,
        selfScore: text(s?.selfScore),
        selfFile: files(s?.selfFile),
        selfAccount: s?.selfAccount,
        reviewScore: text(s?.reviewScore),
        reviewFile: files(s?.reviewFile),
        reviewAccount: s?.reviewAccount,
      };
    }),
    supplierSummary: a.supplierSummary ?? '',
    reply: {
      description: a.reply?.description ?? '',
      personInCharge: a.reply?.personInCharge ?? '',
      fixingFile: files(a.reply?.fixingFile),
      supplierComment: a.reply?.supplierComment ?? '',
    },
  };
}

const NO_REPLY: AuditForm['reply'] = { description: '', personInCharge: '', fixingFile: [], supplierComment: '' };

/** A new audit: QM leads (it must), the signed-in auditor owns it, it runs for a month from today. */
export function newAuditForm(): AuditForm {
  return {
    name: '',
    type: '',
    startDate: serverDay(),
    endDate: serverDay(30),
    personInCharge: useSession.getState().profile?.account ?? '',
    processors: [],
    contacts: [],
    targets: [],
    leaderDepartments: [QUALITY_DEPARTMENT],
    surveyIds: [],
    comments: '',
    scoreList: [],
    supplierSummary: '',
    reply: NO_REPLY,
  };
}

/** Copy: the same plan for a new round (new dates), without scores, result, report or history. */
export function copyOfAudit(a: AuditRecord): AuditForm {
  const plan = toAuditForm(a);
  return { ...newAuditForm(), ...plan, startDate: serverDay(), endDate: serverDay(30), comments: '', scoreList: [], supplierSummary: '', reply: NO_REPLY };
}

/** What each side may change in the audit's state (the server refuses the rest). */
export interface EditableParts {
  plan: boolean;
  review: boolean;
  self: boolean;
  reply: boolean;
}

export function editableParts(prefix: CallerPrefix, a: AuditRecord | undefined): EditableParts {
  if (!a) return { plan: prefix === 'a', review: false, self: false, reply: false };
  return {
    plan: prefix === 'a' && a.status === 'DRAFT',
    review: prefix === 'a' && a.status === 'COMMITTED',
    self: prefix === 'su' && selfScoring(a.status),
    reply: prefix === 'su' && a.status === 'COMPLETED' && replyWritable(a.reply),
  };
}

export const isEditable = (parts: EditableParts) => parts.plan || parts.review || parts.self || parts.reply;

/** The contract's rules of the part the form saves now; what it outputs is the body sent. */
export function auditFormSchema(prefix: CallerPrefix, a: AuditRecord | undefined, mode: DetailMode): z.ZodType<unknown, AuditForm> {
  const parts = mode === 'create' || mode === 'copy' ? editableParts(prefix, undefined) : editableParts(prefix, a);
  const schema = parts.review ? auditReviewSchema : parts.self ? auditSelfScoreSchema : parts.reply ? auditReplyPartSchema : auditSchema;
  return schema as unknown as z.ZodType<unknown, AuditForm>;
}
