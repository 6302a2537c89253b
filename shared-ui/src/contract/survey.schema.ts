import { z } from 'zod';
import { fileRefSchema } from './attachment.schema';
import { LONG_TEXT, optionalText, requiredText } from './common.schema';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

/**
 * A survey as saved (`POST`/`PUT a/supplierAuditSurvey`): a name and its department; whom it is
 * for (empty lists: everyone); the questionnaire sheet (one file; the form holds `FileRef[]`);
 * ON or OFF. The backend also checks the codes against its option lists.
 */
export const surveySchema = lazySchema(() =>
  z.object({
    name: requiredText(),
    auditDepartment: requiredText(),
    description: optionalText(LONG_TEXT),
    environmentLevelCodes: z.array(z.string()).default([]),
    serviceItemCodes: z.array(z.string()).default([]),
    supplierTypeCodes: z.array(z.string()).default([]),
    exampleFile: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), fileRefSchema.optional()),
    status: z.enum(['ON', 'OFF'], { error: (iss) => (iss.input === undefined || iss.input === '' ? VK.required : VK.invalid) }),
  }),
);

export type SurveyInput = z.input<typeof surveySchema>;
export type SurveyOutput = z.output<typeof surveySchema>;
