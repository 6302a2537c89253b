import { z } from 'zod';
import { AUDIT_SCORE_MAX, AUDIT_WEIGHT_TOTAL, needsImprovementReport, type AuditResult, type AuditScore, type AuditSurvey } from './audit';
import { fileRefSchema } from './attachment.schema';
import { atLeastOne, duplicateIndexes, emailField, isAfter, isoDateField, LONG_TEXT, numberField, optionalNumberField, optionalText, requiredText, whenFieldsValid } from './common.schema';
import { QUALITY_DEPARTMENT } from './constants';
import { issue, report, type IssueMessage } from './issues';
import type { IsoDate } from './scalars';
import { VK, type ValidationKey } from './validation-keys';
import { lazySchema } from './lazy-schema';

/** An account sent as its code, or as the `{ account, name }` a read answered. */
const accountCode = () => z.preprocess((v) => (typeof v === 'object' && v !== null ? (v as { account?: unknown }).account : v), requiredText());

/** One file of an upload field (`FileRef[]` in the form, one `FileRef` in the body). */
const oneFile = () => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), fileRefSchema.optional());

/** A whole number from 0 to `max` (a weight, a score); blank is absent. */
const wholeUpTo = (max: number, key: typeof VK.scoreRange | typeof VK.weightRange) =>
  optionalNumberField().superRefine((v, ctx) => {
    if (v !== undefined && (!Number.isInteger(v) || v < 0 || v > max)) report(ctx, key, [], { max });
  });

/**
 * A rule of the plan runs once the fields it reads parsed, whatever the other rules found: every
 * broken rule of a plan is listed at once (a survey no leader needs, and weights adding up wrong).
 */
const whenParsed =
  (...fields: string[]) =>
  (payload: { issues: { code?: string; path?: PropertyKey[] }[] }) =>
    whenFieldsValid(...fields)({ issues: payload.issues.filter((i) => i.code !== 'custom') });

const auditSurveySchema = lazySchema(() =>
  z.object({
    surveyId: numberField(),
    weight: wholeUpTo(AUDIT_WEIGHT_TOTAL, VK.weightRange).pipe(z.number({ error: VK.required })),
    auditDepartment: z.string().optional(),
  }),
);

/**
 * An audit's plan, checked on create and on every save while it is a DRAFT, and again at invite
 * (spec section 5, Audit): leader departments must include QM, and the surveys must match the
 * leader departments, none missing (a leader department without a survey) and none unnecessary
 * (a survey of a department that is not leading). That check needs every survey's department
 * (the form has it from the survey list, the backend looks it up); when one is missing it is
 * skipped rather than guessed. The weights add up to 100; a survey and a target appear once.
 */
export const auditSchema = lazySchema(() =>
  z
    .object({
      name: requiredText(),
      type: requiredText(),
      startDate: isoDateField(),
      endDate: isoDateField(),
      personInCharge: accountCode(),
      processors: z.array(accountCode()).default([]),
      contacts: z.array(z.object({ name: requiredText(), email: emailField() })).default([]),
      leaderDepartments: atLeastOne(z.string()),
      surveyIds: atLeastOne(auditSurveySchema),
      targets: atLeastOne(z.object({ supplierId: numberField() })),
      comments: optionalText(LONG_TEXT),
    })
    .superRefine(
      (v, ctx) => {
        if (isAfter(v.startDate, v.endDate)) report(ctx, VK.dateRange, ['endDate']);
      },
      { when: whenFieldsValid('startDate', 'endDate') },
    )
    .superRefine(
      (v, ctx) => {
        const leaders = v.leaderDepartments;
        if (!leaders.includes(QUALITY_DEPARTMENT)) report(ctx, VK.leaderDeptQm, ['leaderDepartments'], { dept: QUALITY_DEPARTMENT });
        if (v.surveyIds.some((s) => !s.auditDepartment)) return;
        const surveyed = new Set(v.surveyIds.map((s) => s.auditDepartment));
        for (const dept of leaders) {
          if (!surveyed.has(dept)) report(ctx, VK.surveyMissing, ['surveyIds'], { dept });
        }
        v.surveyIds.forEach((s, i) => {
          if (s.auditDepartment && !leaders.includes(s.auditDepartment)) {
            report(ctx, VK.surveyUnnecessary, ['surveyIds', i, 'surveyId'], { dept: s.auditDepartment });
          }
        });
      },
      { when: whenParsed('leaderDepartments', 'surveyIds') },
    )
    .superRefine(
      (v, ctx) => {
        const total = v.surveyIds.reduce((n, s) => n + s.weight, 0);
        if (total !== AUDIT_WEIGHT_TOTAL) report(ctx, VK.weightTotal, ['surveyIds'], { total, expected: AUDIT_WEIGHT_TOTAL });
        for (const i of duplicateIndexes(v.surveyIds.map((s) => s.surveyId))) report(ctx, VK.surveyDuplicate, ['surveyIds', i, 'surveyId']);
      },
      { when: whenParsed('surveyIds') },
    )
    .superRefine(
      (v, ctx) => {
        for (const i of duplicateIndexes(v.targets.map((t) => t.supplierId))) report(ctx, VK.duplicateSupplier, ['targets', i, 'supplierId']);
      },
      { when: whenParsed('targets') },
    ),
);

export type AuditInput = z.input<typeof auditSchema>;
export type AuditPlan = z.output<typeof auditSchema>;

const scoreOf = () => wholeUpTo(AUDIT_SCORE_MAX, VK.scoreRange);

/** The auditors' review (`PUT a/supplierAudit/{id}` while COMMITTED): any review scores so far, their files, the comments. */
export const auditReviewSchema = lazySchema(() =>
  z.object({
    scoreList: z.array(z.object({ surveyId: numberField(), reviewScore: scoreOf(), reviewFile: oneFile() })),
    comments: optionalText(LONG_TEXT),
  }),
);
export type AuditReviewInput = z.input<typeof auditReviewSchema>;

/** The supplier's self-assessment as saved (`POST su/supplierAudit/{id}/score`): any scores so far, their evidence files, the summary. */
export const auditSelfScoreSchema = lazySchema(() =>
  z.object({
    scoreList: z.array(z.object({ surveyId: numberField(), selfScore: scoreOf(), selfFile: oneFile() })),
    supplierSummary: optionalText(LONG_TEXT),
  }),
);
export type AuditSelfScoreInput = z.input<typeof auditSelfScoreSchema>;

/** The supplier's improvement report as saved (`POST su/supplierAudit/{id}/reply`): what was done is required, the rest may follow. */
export const auditReplySchema = lazySchema(() =>
  z.object({
    description: requiredText(LONG_TEXT),
    personInCharge: optionalText(),
    fixingFile: oneFile(),
    supplierComment: optionalText(LONG_TEXT),
  }),
);
export type AuditReplyInput = z.input<typeof auditReplySchema>;

/** The report inside the audit's form (`reply.*`); its output `{ reply }` is what the supplier saves. */
export const auditReplyPartSchema = lazySchema(() => z.object({ reply: auditReplySchema }));

type Named = Pick<AuditSurvey, 'surveyId' | 'surveyName'>;
const nameOfSurvey = (s: Named) => s.surveyName ?? String(s.surveyId);

/** Before the self-assessment is sent: every survey has a self score and an evidence file (path: the survey's row). */
export function selfAssessmentIssues(surveys: readonly Named[], scores: readonly AuditScore[]): IssueMessage[] {
  return surveys.flatMap((s, i) => {
    const score = scores.find((x) => x.surveyId === s.surveyId);
    return [
      ...(typeof score?.selfScore === 'number' ? [] : [issue(VK.selfScoreMissing, `scoreList.${i}.selfScore`, { survey: nameOfSurvey(s) })]),
      ...(score?.selfFile ? [] : [issue(VK.selfFileMissing, `scoreList.${i}.selfFile`, { survey: nameOfSurvey(s) })]),
    ];
  });
}

/** Before the result: every survey has a review score. */
export function reviewIssues(surveys: readonly Named[], scores: readonly AuditScore[]): IssueMessage[] {
  return surveys.flatMap((s, i) =>
    typeof scores.find((x) => x.surveyId === s.surveyId)?.reviewScore === 'number' ? [] : [issue(VK.reviewScoreMissing, `scoreList.${i}.reviewScore`, { survey: nameOfSurvey(s) })],
  );
}

/** Before the improvement report is sent: what was done, the improvement form and who is in charge. */
export function replyCommitIssues(reply: { description?: string; fixingFile?: unknown; personInCharge?: string }): IssueMessage[] {
  return [
    ...(reply.description?.trim() ? [] : [issue(VK.required, 'description')]),
    ...(reply.personInCharge?.trim() ? [] : [issue(VK.replyPersonRequired, 'personInCharge')]),
    ...(reply.fixingFile ? [] : [issue(VK.fixingFileRequired, 'fixingFile')]),
  ];
}

/** What is wrong with a due date (missing, not a date, before the business day), or undefined. */
function dueDateIssue(value: unknown, today: IsoDate): { key: ValidationKey; params?: Record<string, unknown> } | undefined {
  if (typeof value !== 'string' || value.trim() === '') return { key: VK.required };
  if (!z.iso.date().safeParse(value).success) return { key: VK.date };
  return value < today ? { key: VK.dateNotPast, params: { today } } : undefined;
}

const dueDate = (today: IsoDate) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: VK.required })).superRefine((v, ctx) => {
    const wrong = dueDateIssue(v, today);
    if (wrong) report(ctx, wrong.key, [], wrong.params);
  });

/**
 * The result (`POST a/supplierAudit/{id}/result`) of the audit whose review gives `result`:
 * blocking the supplier is a choice on a FAIL only; a CONDITIONAL_PASS or FAIL asks for an
 * improvement report by a due date (not before the business day).
 */
export const auditResultSchema = (result: AuditResult, today: IsoDate) =>
  z
    .object({
      resultBlock: z.boolean().default(false),
      replyDueDate: optionalText(),
      comments: optionalText(LONG_TEXT),
    })
    .superRefine((v, ctx) => {
      if (v.resultBlock && result !== 'FAIL') report(ctx, VK.blockOnlyOnFail, ['resultBlock']);
      const wrong = needsImprovementReport(result) ? dueDateIssue(v.replyDueDate, today) : undefined;
      if (wrong) report(ctx, wrong.key, ['replyDueDate'], wrong.params);
    });
export type AuditResultInput = z.input<ReturnType<typeof auditResultSchema>>;

/** Asking for an improvement report, or moving its due date (`POST a/supplierAudit/{id}/reply`). */
export const auditReplyRequestSchema = (today: IsoDate) => z.object({ dueDate: dueDate(today) });

/** Sending an improvement report back (`POST a/supplierAudit/{id}/reply/reject`): why, and by when a new one is due. */
export const auditReplyReturnSchema = (today: IsoDate) => z.object({ reason: requiredText(LONG_TEXT), dueDate: dueDate(today) });
export type AuditReplyReturnInput = z.input<ReturnType<typeof auditReplyReturnSchema>>;
