import { HttpResponse } from 'msw';
import { issueMessages, type IssueMessage } from 'shared-ui/contract';
import type { z } from 'zod';
import { sayIssue } from './issue-messages';
import { nextTransactionId } from './respond';

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
  return HttpResponse.json({ messages, fieldErrors }, { status: 400, headers: { 'X-Transaction-Id': nextTransactionId() } });
}

/** A body checked with a contract schema: the parsed value, or the 400 of `refuseFields`. */
export function parseOrRefuse<S extends z.ZodType>(request: Request, schema: S, body: unknown): { data: z.output<S> } | { response: Response } {
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : { response: refuseFields(request, issueMessages(parsed.error)) };
}
