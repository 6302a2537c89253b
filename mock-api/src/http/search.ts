import { search, type SearchSpec } from '../store/search';
import { say } from './locale';
import { fail, ok } from './respond';

/**
 * `POST .../search` of a resource: the page result, or 400 with every broken rule in the
 * request's language. The raw body is passed on (not readBody) so a non-object body is refused.
 */
export async function answerSearch<T extends object>(request: Request, records: readonly T[], spec: SearchSpec<T>) {
  const raw = await request.text();
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : {};
  } catch {
    body = raw;
  }
  const outcome = search(records, body, spec);
  return 'errors' in outcome ? fail(400, outcome.errors.map((m) => say(request, m))) : ok(outcome.page);
}
