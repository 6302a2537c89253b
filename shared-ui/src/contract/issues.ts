import type { z } from 'zod';
import { VK, type ValidationKey } from './validation-keys';

export type IssueParams = Record<string, unknown>;

/**
 * A broken rule, as forms and the mock backend both report it: `path` is the field in
 * react-hook-form's dot notation (`bankInfoList.1.currencyCode`, '' for the whole value), `key`
 * an i18n key of the `validation` namespace, `params` its interpolation values (`{{size}}`).
 */
export interface IssueMessage {
  path: string;
  key: string;
  params?: IssueParams;
}

export const pathOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');

const isKey = (message: unknown): message is string => typeof message === 'string' && message.startsWith('validation:');

/**
 * The issues of a failed parse, one per field and key. Params come from custom issues (rules
 * add them with `report`); a zod message that is not a key (a rule someone forgot to give a key)
 * becomes `validation:invalid` rather than leaking an English sentence.
 */
export function issueMessages(error: z.ZodError): IssueMessage[] {
  const seen = new Set<string>();
  const out: IssueMessage[] = [];
  for (const issue of error.issues) {
    const path = pathOf(issue.path);
    const key = isKey(issue.message) ? issue.message : VK.invalid;
    const params = issue.code === 'custom' ? issue.params : undefined;
    const id = `${path}\u0000${key}\u0000${JSON.stringify(params ?? {})}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(params && Object.keys(params).length > 0 ? { path, key, params } : { path, key });
  }
  return out;
}

/** Parses and answers the broken rules ([] when the value is valid). */
export function issuesOf(schema: z.ZodType, value: unknown): IssueMessage[] {
  const result = schema.safeParse(value);
  return result.success ? [] : issueMessages(result.error);
}

/** Adds a keyed issue from a superRefine, with its params, at a path relative to the value. */
export function report(
  ctx: z.RefinementCtx,
  key: ValidationKey,
  path: (string | number)[] = [],
  params?: IssueParams,
): void {
  ctx.addIssue({ code: 'custom', message: key, path, ...(params ? { params } : {}) });
}

/** An issue outside zod (file checks, look-ups), shaped like `issueMessages` output. */
export function issue(key: ValidationKey, path = '', params?: IssueParams): IssueMessage {
  return params ? { path, key, params } : { path, key };
}
