import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';

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
 * starts with the caller it let through, so no handler can forget the check or skip it.
 */
export function guarded<Caller extends object, Params extends PathParams<keyof Params> = PathParams>(
  guard: Guard<Caller>,
  handler: (info: Parameters<Resolver<Params>>[0] & { caller: Caller }) => Response | Promise<Response>,
): Resolver<Params> {
  return (info) => {
    const caller = guard(info.request);
    return isRefusal(caller) ? caller.response : handler({ ...info, caller });
  };
}
