import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { refuseLongTexts } from './field-errors';
import { idempotent } from './idempotency';
import { say } from './locale';
import { MSG } from './messages';
import { fail } from './respond';

/** A guard's refusal: the answer (401, 403, ...) the call gets instead of its handler's. */
export interface Refusal {
  response: Response;
}

/** Who may make a call: the caller it lets through (an account, a reader, ...), or its refusal. */
export type Guard<Caller extends object> = (request: Request) => Caller | Refusal;

const isRefusal = (outcome: object): outcome is Refusal => 'response' in outcome;

type Resolver<Params extends PathParams<keyof Params>> = HttpResponseResolver<Params, DefaultBodyType, undefined>;

/**
 * A call only `guard`'s callers may make: the guard's refusal is answered here, and `handler`
 * starts with the caller it let through, so no handler can forget the check or skip it. A `POST`
 * with an `Idempotency-Key` is answered once per key (`idempotent`); a throw is a plain 500.
 */
export function guarded<Caller extends object, Params extends PathParams<keyof Params> = PathParams>(
  guard: Guard<Caller>,
  handler: (info: Parameters<Resolver<Params>>[0] & { caller: Caller }) => Response | Promise<Response>,
  /** `textLimit: false` for a search: its keyword and filters have their own, shorter limit. */
  { textLimit = true }: { textLimit?: boolean } = {},
): Resolver<Params> {
  return async (info) => {
    try {
      const caller = guard(info.request);
      if (isRefusal(caller)) return caller.response;
      const tooLong = textLimit ? await longTextRefusal(info.request) : null;
      if (tooLong) return tooLong;
      // A create retried with its Idempotency-Key answers as the first time (issue 18).
      return await idempotent(info.request, async () => handler({ ...info, caller }));
    } catch (error) {
      return serverError(info.request, error);
    }
  };
}

/** A JSON write body holding a text over MAX_BODY_TEXT: its 400, before any handler stores it (issue 18). */
async function longTextRefusal(request: Request): Promise<Response | null> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.headers.get('Content-Type')?.includes('json')) return null;
  const body: unknown = await request.clone().json().catch(() => undefined);
  return refuseLongTexts(request, body);
}

/**
 * A handler's failure: logged here, answered as the contract's plain 500, never with the error's
 * text (it can echo the input or name the code's internals; issue 18).
 */
export function serverError(request: Request, error: unknown): Response {
  console.error(`mock-api: ${request.method} ${new URL(request.url).pathname} failed:`, error instanceof Error ? error.stack : error);
  return fail(500, [say(request, MSG.serverError)]);
}
