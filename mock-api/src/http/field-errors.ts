import { HttpResponse } from 'msw';
import { formatNumber, issueMessages, type IssueMessage } from 'shared-ui/contract';
import type { z } from 'zod';
import { sayIssue } from './issue-messages';
import { say } from './locale';
import { headers } from './respond';

/** A field error with a text of its own (not a contract rule). */
export interface FieldText {
  path: string;
  message: string;
}

/**
 * 400 with every broken rule: `messages` in the request's language and `fieldErrors` with the
 * form's paths (`{ path, key, params }` of a contract rule, `{ path, message }` of a text).
 * `describe` may add params to a rule's message only (e.g. the attachment's name).
 */
export function refuseFields(request: Request, issues: readonly IssueMessage[], texts: readonly FieldText[] = [], describe: (issue: IssueMessage) => IssueMessage = (i) => i) {
  const fieldErrors = [...issues.map((i) => ({ ...i })), ...texts];
  const messages = [...issues.map((i) => sayIssue(request, describe(i))), ...texts.map((t) => t.message)];
  return HttpResponse.json({ messages, fieldErrors }, { status: 400, headers: headers() });
}

/**
 * The longest text a checked body may hold anywhere (issue 18: 100 KB subjects and remarks were
 * stored). A backstop under the contract's own field limits: `guarded()` checks every JSON
 * write body with it before the handler runs.
 */
export const MAX_BODY_TEXT = 4000;
const tooLong = (path: string) => ({ 'zh-TW': `${path}：不可超過 ${formatNumber(MAX_BODY_TEXT, 'zh-TW')} 個字元。`, 'en-US': `${path}: at most ${formatNumber(MAX_BODY_TEXT, 'en-US')} characters.` });

/** The paths of every text over the limit (dotted, list positions as numbers). */
function longTexts(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.length > MAX_BODY_TEXT) out.push(path.join('.'));
  } else if (typeof value === 'object' && value !== null && path.length < 12) {
    for (const [key, v] of Object.entries(value)) longTexts(v, [...path, key], out);
  }
  return out;
}

/** 400 naming every text of the body over the limit, or null when there is none. */
export function refuseLongTexts(request: Request, body: unknown): Response | null {
  const long = longTexts(body);
  return long.length ? refuseFields(request, [], long.map((path) => ({ path, message: say(request, tooLong(path)) }))) : null;
}

/** A body checked with a contract schema: the parsed value, or the 400 of `refuseFields`. */
export function parseOrRefuse<S extends z.ZodType>(request: Request, schema: S, body: unknown): { data: z.output<S> } | { response: Response } {
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : { response: refuseFields(request, issueMessages(parsed.error)) };
}
