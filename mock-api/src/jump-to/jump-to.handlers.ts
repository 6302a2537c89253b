import { http } from 'msw';
import { JUMP_TO_KINDS, JUMP_TO_MAX_MATCHES, type JumpToMatch } from 'shared-ui/contract';
import { guarded, type Guard } from '../http/guarded';
import { requireInternalUser, requireSupplier } from '../http/guards';
import { say } from '../http/locale';
import { PREFIXES, type Prefix } from '../http/reader';
import { fail, ok } from '../http/respond';
import { searchBody } from '../http/search';
import { isEmpty, textMatcher } from '../store/compare';
import { MAX_FILTER_TEXT } from '../store/search';
import { SEARCH_MSG } from '../store/search-messages';
import { visibleCandidates, type Candidate } from './sources';

/** How well a record matches: its number exactly, then starting with, then containing the keyword, then a name. */
function rankOf(row: Candidate, keyword: string, contains: (value: unknown) => boolean): number | undefined {
  const number = row.number.toLowerCase();
  if (number === keyword) return 0;
  if (number.startsWith(keyword)) return 1;
  if (contains(row.number)) return 2;
  return row.also?.some(contains) ? 3 : undefined;
}

/** The keyword as sent (trimmed, lower case), or the 400 of one that is not text or too long. */
function keywordOf(request: Request, body: unknown): string | Response {
  const keyword = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).keyword : undefined;
  if (isEmpty(keyword)) return '';
  if (typeof keyword !== 'string') return fail(400, [say(request, SEARCH_MSG.keyword)]);
  if (keyword.length > MAX_FILTER_TEXT) return fail(400, [say(request, SEARCH_MSG.keywordTooLong(MAX_FILTER_TEXT))]);
  return keyword.trim().toLowerCase();
}

const KIND_ORDER = new Map(JUMP_TO_KINDS.map((kind, i) => [kind, i]));

/** The best matches over every kind the caller may see, at most JUMP_TO_MAX_MATCHES. */
function matches(prefix: Prefix, request: Request, keyword: string): JumpToMatch[] {
  const contains = textMatcher(keyword, 'CONTAINS');
  const found: (JumpToMatch & { rank: number })[] = [];
  for (const { kind, rows } of visibleCandidates(prefix, request)) {
    for (const row of rows) {
      const rank = row.number ? rankOf(row, keyword, contains) : undefined;
      if (rank !== undefined) found.push({ kind, id: row.id, number: row.number, ...(row.label ? { label: row.label } : {}), rank });
    }
  }
  found.sort((a, b) => a.rank - b.rank || KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! || b.id - a.id);
  return found.slice(0, JUMP_TO_MAX_MATCHES).map(({ rank: _rank, ...match }) => match);
}

const GUARDS: Record<Prefix, Guard<object>> = { a: requireInternalUser, su: requireSupplier };

/**
 * `POST {a|su}/jumpTo/search` `{ keyword }`: JumpToMatch[] (the header's jump-to box, issue 19).
 * A blank keyword answers []; each kind is offered only past its own list's guard and scope.
 */
export const jumpToHandlers = PREFIXES.map((prefix) =>
  http.post(
    `*/api/${prefix}/jumpTo/search`,
    guarded(GUARDS[prefix], async ({ request }) => {
      const keyword = keywordOf(request, await searchBody(request));
      if (keyword instanceof Response) return keyword;
      return ok<JumpToMatch[]>(keyword ? matches(prefix, request, keyword) : []);
    }, { textLimit: false }),
  ),
);
