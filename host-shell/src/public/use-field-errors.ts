import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issuesOf } from 'shared-ui/contract';
import type { z } from 'zod';

/**
 * Client-side check of a small public form against its contract schema: `validate` answers
 * whether the values pass and keeps one translated message per field for the inputs.
 */
export function useFieldErrors(schema: z.ZodType) {
  const { t } = useTranslation('validation');
  const [errors, setErrors] = useState<Record<string, string>>({});
  function validate(values: unknown): boolean {
    const next: Record<string, string> = {};
    for (const issue of issuesOf(schema, values)) next[issue.path] ??= t(issue.key, issue.params ?? {});
    setErrors(next);
    return Object.keys(next).length === 0;
  }
  return { errors, validate };
}
