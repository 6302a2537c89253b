import type { Bilingual } from '../http/locale';
import { isEmpty, textMatcher } from './compare';
import { compileFilter, type ValueTest } from './filters';
import { pathReader } from './path';
import { SEARCH_MSG } from './search-messages';
import { sortRecords } from './sort';

export type SortDirection = 'ASC' | 'DESC';
export interface SortOrder {
  field: string;
  direction: SortDirection;
}

/** The search request of api-conventions.md; every other key is a filter. */
export interface SearchRequest {
  keyword?: string;
  paging?: { page?: number; pageSize?: number };
  sorts?: SortOrder[];
  [filter: string]: unknown;
}

export interface PageResult<T> {
  atPage: number;
  items: T[];
  totalCount: number;
  totalPages: number;
}

/** How one resource is searched. */
export interface SearchSpec<T> {
  /** Text fields (dotted paths) the keyword looks in, case-insensitive "contains". */
  keywordFields: string[];
  /** Default `id DESC` (spec section 9); the attachment setting overrides it with ASC. */
  defaultSorts?: SortOrder[];
  /** A filter key whose field has another name or path, e.g. `supplierName: 'basicData.companyInfo.name'`. */
  filterPaths?: Record<string, string>;
  /** A filter that is not a field comparison; it gets the record and the filter value. */
  customFilters?: Record<string, (record: T, value: unknown) => boolean>;
}

export type SearchOutcome<T> = { page: PageResult<T> } | { errors: Bilingual[] };

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
/**
 * The longest keyword or filter text: a search box never needs more, and a regular expression
 * made of ~32 K characters throws "Regular expression too large" (issue 18).
 */
export const MAX_FILTER_TEXT = 1000;
const DEFAULT_SORTS: SortOrder[] = [{ field: 'id', direction: 'DESC' }];
const RESERVED = new Set(['keyword', 'paging', 'sorts']);

/**
 * Keyword, filters, sorting and one page, in a single pass over the records plus one sort.
 * Every broken rule of the request is reported (one message each), as the conventions ask.
 * Filter keys not listed in the spec compare the record field of the same name (or path).
 */
export function search<T extends object>(records: readonly T[], body: unknown, spec: SearchSpec<T>): SearchOutcome<T> {
  if (body === undefined || body === null) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) return { errors: [SEARCH_MSG.notAnObject] };
  const request = body as SearchRequest;
  const errors: Bilingual[] = [];

  const keyword = readKeyword(request.keyword, errors);
  const { page, pageSize } = readPaging(request.paging, errors);
  const sorts = readSorts(request.sorts, errors) ?? spec.defaultSorts ?? DEFAULT_SORTS;
  const tests = readFilters(request, spec, errors);
  if (errors.length) return { errors };

  if (keyword !== null) tests.unshift(keywordTest(spec.keywordFields, keyword));
  // Plain index loops on the per-record paths (see compare.ts on builtin calls).
  const hits: T[] = [];
  for (let i = 0; i < records.length; i++) {
    let keep = true;
    for (let t = 0; t < tests.length && keep; t++) keep = tests[t](records[i]);
    if (keep) hits.push(records[i]);
  }

  const sorted = sortRecords(hits, sorts);
  const start = (page - 1) * pageSize;
  return {
    page: {
      atPage: page,
      items: sorted.slice(start, start + pageSize),
      totalCount: sorted.length,
      totalPages: Math.ceil(sorted.length / pageSize),
    },
  };
}

function readKeyword(keyword: unknown, errors: Bilingual[]): string | null {
  if (isEmpty(keyword)) return null;
  if (typeof keyword !== 'string') {
    errors.push(SEARCH_MSG.keyword);
    return null;
  }
  if (keyword.length > MAX_FILTER_TEXT) {
    errors.push(SEARCH_MSG.keywordTooLong(MAX_FILTER_TEXT));
    return null;
  }
  return keyword.trim() || null;
}

/** Absent paging, page or pageSize take the defaults (page 1, 20 a page). */
function readPaging(paging: unknown, errors: Bilingual[]) {
  const given = typeof paging === 'object' && paging !== null ? (paging as Record<string, unknown>) : {};
  const page = given.page ?? 1;
  const pageSize = given.pageSize ?? DEFAULT_PAGE_SIZE;
  const whole = (n: unknown, max: number): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= max;
  if (!whole(page, Number.MAX_SAFE_INTEGER)) errors.push(SEARCH_MSG.page);
  if (!whole(pageSize, MAX_PAGE_SIZE)) errors.push(SEARCH_MSG.pageSize(MAX_PAGE_SIZE));
  return { page: page as number, pageSize: pageSize as number };
}

/** The request's sorts, or null for the resource default (absent or empty list). */
function readSorts(sorts: unknown, errors: Bilingual[]): SortOrder[] | null {
  if (sorts === undefined || sorts === null || (Array.isArray(sorts) && sorts.length === 0)) return null;
  const valid =
    Array.isArray(sorts) &&
    sorts.every(
      (s) =>
        typeof s === 'object' && s !== null && typeof s.field === 'string' && s.field !== '' &&
        (s.direction === 'ASC' || s.direction === 'DESC'),
    );
  if (!valid) {
    errors.push(SEARCH_MSG.sorts);
    return null;
  }
  return sorts as SortOrder[];
}

function readFilters<T>(request: SearchRequest, spec: SearchSpec<T>, errors: Bilingual[]) {
  const tests: ((record: T) => boolean)[] = [];
  for (const [key, value] of Object.entries(request)) {
    if (RESERVED.has(key)) continue;
    const named = key.length > MAX_KEY ? `${key.slice(0, MAX_KEY)}…` : key;
    if (key.length > MAX_KEY || key.split('.').some(inherited)) {
      errors.push(SEARCH_MSG.badFilter(named));
      continue;
    }
    if (holdsLongText(value, 0)) {
      errors.push(SEARCH_MSG.filterTooLong(key, MAX_FILTER_TEXT));
      continue;
    }
    // Own entries only: `customFilters[key]` would find Object.prototype's members.
    const custom = spec.customFilters && Object.hasOwn(spec.customFilters, key) ? spec.customFilters[key] : undefined;
    if (custom) {
      if (!isEmpty(value)) tests.push((record) => custom(record, value));
      continue;
    }
    const outcome = compileFilter(key, value);
    if ('error' in outcome) errors.push(outcome.error);
    else if (outcome.test) tests.push(onField((spec.filterPaths && Object.hasOwn(spec.filterPaths, key) ? spec.filterPaths[key] : undefined) ?? key, outcome.test));
  }
  return tests;
}

/** A field path is at most this long; a longer key is refused and named by its start only. */
const MAX_KEY = 200;

/** A step named like an Object.prototype member (`constructor`, `__proto__`, ...) names no field of a record. */
const inherited = (step: string) => step in Object.prototype;

/** Any text over the limit inside a filter value; deeper than a filter's shape counts as too long. */
function holdsLongText(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.length > MAX_FILTER_TEXT;
  if (typeof value !== 'object' || value === null) return false;
  if (depth > 3) return true;
  return Object.values(value).some((v) => holdsLongText(v, depth + 1));
}

function onField<T>(path: string, test: ValueTest) {
  const read = pathReader(path);
  return (record: T) => test(read(record));
}

/** The keyword: case-insensitive "contains" in any of the fields (any element of a list). */
function keywordTest<T>(fields: string[], keyword: string): (record: T) => boolean {
  const readers = fields.map(pathReader);
  const matches = textMatcher(keyword, 'CONTAINS');
  const inValue = (value: unknown): boolean => (value instanceof Array ? value.some(inValue) : matches(value));
  return (record) => {
    for (let i = 0; i < readers.length; i++) if (inValue(readers[i](record))) return true;
    return false;
  };
}
