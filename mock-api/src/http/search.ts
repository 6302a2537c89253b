import { MAX_PAGE_SIZE, search, type SearchSpec } from '../store/search';
import { say } from './locale';
import { fail, ok } from './respond';

/**
 * `POST .../search` answered by hand (test resources, the benchmark; a domain's lists declare
 * `searchCalls`): the page result, or 400 with every broken rule in the request's language.
 */
export async function answerSearch<T extends object>(request: Request, records: readonly T[], spec: SearchSpec<T>) {
  return answerPage(request, records, await searchBody(request), spec);
}

/**
 * The raw search body, not readBody's object: a body that is not a JSON object is handed on as
 * it is (text when it is not JSON), so the search refuses it with 400.
 */
export async function searchBody(request: Request): Promise<unknown> {
  const raw = await request.text();
  try {
    return raw ? JSON.parse(raw) : {};
  } catch {
    return raw;
  }
}

/** One page of `rows` as the search asks, each row passed through `show`; or 400 with every broken rule. */
export function answerPage<T extends object, R = T>(request: Request, rows: readonly T[], body: unknown, spec: SearchSpec<T>, show?: (row: T) => R) {
  const outcome = search(rows, body, spec);
  if ('errors' in outcome) return fail(400, outcome.errors.map((m) => say(request, m)));
  return ok(show ? { ...outcome.page, items: outcome.page.items.map(show) } : outcome.page);
}

/** Every row the search matches, in its order (the Excel export: the search without paging). */
export function allMatches<T extends object>(request: Request, rows: readonly T[], body: unknown, spec: SearchSpec<T>): T[] | Response {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!isObject && body !== null && body !== undefined) {
    const outcome = search(rows, body, spec);
    if ('errors' in outcome) return fail(400, outcome.errors.map((m) => say(request, m)));
  }
  const base = isObject ? body : {};
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const outcome = search(rows, { ...base, paging: { page, pageSize: MAX_PAGE_SIZE } }, spec);
    if ('errors' in outcome) return fail(400, outcome.errors.map((m) => say(request, m)));
    out.push(...outcome.page.items);
    if (page >= outcome.page.totalPages) return out;
  }
}

