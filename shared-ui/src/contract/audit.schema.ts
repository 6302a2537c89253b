import { z } from 'zod';
import { atLeastOne, isAfter, isoDateField, requiredText, whenFieldsValid } from './common.schema';
import { QUALITY_DEPARTMENT } from './constants';
import { report } from './issues';
import { VK } from './validation-keys';

const auditSurveySchema = z.object({
  surveyId: z.number({ error: VK.required }),
  weight: z.number({ error: VK.number }).min(0, { error: VK.nonNegative }),
  auditDepartment: z.string().optional(),
});

/**
 * An audit before invite (spec section 5, Audit): leader departments must include QM, and the
 * surveys must match the leader departments, none missing (a leader department without a survey)
 * and none unnecessary (a survey of a department that is not leading). That check needs every
 * survey's department (the form has it from the survey list, the backend looks it up); when one
 * is missing it is skipped rather than guessed.
 */
export const auditSchema = z
  .object({
    name: requiredText(),
    type: requiredText(),
    startDate: isoDateField(),
    endDate: isoDateField(),
    leaderDepartments: atLeastOne(z.string()),
    surveyIds: atLeastOne(auditSurveySchema),
    targets: atLeastOne(z.object({ supplierId: z.number() })),
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
          report(ctx, VK.surveyUnnecessary, ['surveyIds', i], { dept: s.auditDepartment });
        }
      });
    },
    { when: whenFieldsValid('leaderDepartments', 'surveyIds') },
  );

export type AuditInput = z.input<typeof auditSchema>;
