import { auditSchema, issue, issueMessages, VK, type AuditPlan, type IssueMessage } from 'shared-ui/contract';
import { refuseFields } from '../http/field-errors';
import type { AuditRecord } from '../seed/audits';
import { suppliers, surveys } from '../store/collections';
import { isOption, staffRef, unknownCodes } from './codes';
import { targetOf } from './audit-records';

type Sent = Record<string, unknown>;

/**
 * The surveys as sent, each with its department as the server knows it (never the body's), and
 * the issues of the surveys themselves: unknown, or OFF (a survey already on the audit may stay).
 */
function withDepartments(sent: unknown, stored: AuditRecord | undefined): { surveyIds: unknown; issues: IssueMessage[] } {
  if (!Array.isArray(sent)) return { surveyIds: sent, issues: [] };
  const issues: IssueMessage[] = [];
  const surveyIds = sent.map((row: unknown, i) => {
    const given = (typeof row === 'object' && row !== null ? row : {}) as Sent;
    const survey = given.surveyId === undefined || given.surveyId === '' ? undefined : surveys.get(Number(given.surveyId));
    if (given.surveyId !== undefined && given.surveyId !== '' && !survey) issues.push(issue(VK.invalid, `surveyIds.${i}.surveyId`));
    if (survey?.status === 'OFF' && !stored?.surveyIds.some((s) => s.surveyId === survey.id)) issues.push(issue(VK.surveyOff, `surveyIds.${i}.surveyId`, { name: survey.name }));
    return { ...given, auditDepartment: survey?.auditDepartment };
  });
  return { surveyIds, issues };
}

/** What the schema cannot know: the codes, the accounts and the target suppliers exist. */
function lookupIssues(plan: AuditPlan): IssueMessage[] {
  return [
    ...(isOption('auditTypes', plan.type) ? [] : [issue(VK.invalid, 'type')]),
    ...unknownCodes('departments', 'leaderDepartments', plan.leaderDepartments),
    ...(staffRef(plan.personInCharge) ? [] : [issue(VK.accountNotFound, 'personInCharge')]),
    ...plan.processors.flatMap((p, i) => (staffRef(p) ? [] : [issue(VK.accountNotFound, `processors.${i}`)])),
    ...plan.targets.flatMap((t, i) => (suppliers.get(t.supplierId) ? [] : [issue(VK.invalid, `targets.${i}.supplierId`)])),
  ];
}

/**
 * An audit's plan as sent (create, or a save of a DRAFT), checked with the contract's schema and
 * the server's look-ups; 400 lists every broken rule (the request's language, the form's paths).
 */
export function checkPlan(request: Request, body: Sent, stored?: AuditRecord): { plan: AuditPlan } | { response: Response } {
  const { surveyIds, issues } = withDepartments(body.surveyIds, stored);
  const parsed = auditSchema.safeParse({ ...body, surveyIds });
  const all = parsed.success ? [...issues, ...lookupIssues(parsed.data)] : [...issueMessages(parsed.error), ...issues];
  return all.length > 0 || !parsed.success ? { response: refuseFields(request, all) } : { plan: parsed.data };
}

/** The parts of the record a plan fixes, with the names the server knows. */
export function plannedParts(plan: AuditPlan): Pick<AuditRecord, 'name' | 'type' | 'startDate' | 'endDate' | 'personInCharge' | 'processors' | 'contacts' | 'leaderDepartments' | 'surveyIds' | 'targets' | 'comments'> {
  return {
    name: plan.name,
    type: plan.type,
    startDate: plan.startDate,
    endDate: plan.endDate,
    personInCharge: staffRef(plan.personInCharge)!,
    processors: plan.processors.map((p) => staffRef(p)!),
    contacts: plan.contacts,
    leaderDepartments: plan.leaderDepartments,
    surveyIds: plan.surveyIds.map((s) => ({ surveyId: s.surveyId, weight: s.weight, ...(s.auditDepartment ? { auditDepartment: s.auditDepartment } : {}) })),
    targets: plan.targets.map((t) => targetOf(suppliers.get(t.supplierId)!)),
    comments: plan.comments,
  };
}
