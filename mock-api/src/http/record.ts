import { say } from './locale';
import { MSG } from './messages';
import { fail } from './respond';

/** `:id` of a path as a number (NaN when it is not one: the lookup then finds nothing). */
export const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : NaN);

/** No such record, or one the caller may not see: 404, never 403, so ids cannot be probed. */
export const notFound = (request: Request) => fail(404, [say(request, MSG.notFound)]);
