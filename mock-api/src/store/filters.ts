import type { Bilingual } from '../http/locale';
import { compareKeys, isEmpty, sortKey, textMatcher } from './compare';
import { SEARCH_MSG } from './search-messages';

/**
 * One search filter, turned into a test on the field's value. The value's shape picks the kind:
 *  - empty (null, '', [], absent): no filter, as a blank search field means "any";
 *  - a string, number or boolean: exact match (compared as text, so `1001` finds `"1001"`);
 *  - a list: membership, the field equals one of the values;
 *  - `{ mode: 'STARTS_WITH' | 'CONTAINS', value }`: text match, case-insensitive (spec section 5);
 *  - `{ mode: 'BETWEEN', from?, to? }`, or a date range `{ from?, to? }` without a mode: inclusive
 *    range; either bound may be left out; from > to is refused (spec section 5).
 * Ranges use the one `{ from, to }` convention (not `fooFrom`/`fooTo` keys), the same shape as
 * BETWEEN. A text `to` bound is inclusive by prefix: `to: '2026-03-31'` keeps `2026-03-31T17:00`,
 * so a date range covers its whole last day. Numeric text compares as numbers.
 * A field holding a list matches when any element does.
 */
export type ValueTest = (value: unknown) => boolean;

export type FilterOutcome = { test: ValueTest | null } | { error: Bilingual };

export function compileFilter(key: string, filter: unknown): FilterOutcome {
  if (isEmpty(filter) || (Array.isArray(filter) && filter.length === 0)) return { test: null };
  if (Array.isArray(filter)) {
    if (!filter.every(isScalar)) return { error: SEARCH_MSG.badFilter(key) };
    const wanted = new Set(filter.map(String));
    return { test: anyElement((v) => !isEmpty(v) && wanted.has(`${v}`)) };
  }
  if (isScalar(filter)) {
    const wanted = String(filter);
    return { test: anyElement((v) => !isEmpty(v) && `${v}` === wanted) };
  }
  if (typeof filter !== 'object') return { error: SEARCH_MSG.badFilter(key) };

  const { mode, value, from, to, ...rest } = filter as Record<string, unknown>;
  if (Object.keys(rest).length) return { error: SEARCH_MSG.badFilter(key) };
  if (mode === undefined && value === undefined) return range(key, from, to);
  if (mode === 'BETWEEN') return range(key, from, to);
  if (mode !== 'STARTS_WITH' && mode !== 'CONTAINS') return { error: SEARCH_MSG.badMode(key) };
  if (isEmpty(value)) return { test: null };
  if (!isScalar(value)) return { error: SEARCH_MSG.badFilter(key) };
  return { test: anyElement(textMatcher(String(value), mode)) };
}

function range(key: string, from: unknown, to: unknown): FilterOutcome {
  const hasFrom = !isEmpty(from);
  const hasTo = !isEmpty(to);
  if ((hasFrom && !isScalar(from)) || (hasTo && !isScalar(to))) return { error: SEARCH_MSG.badFilter(key) };
  if (!hasFrom && !hasTo) return { test: null };
  // The bounds' keys are made once; each record's value once (twice for a text `to`).
  const fromKey = hasFrom ? sortKey(from) : null;
  const toKey = hasTo ? sortKey(to) : null;
  if (fromKey !== null && toKey !== null && compareKeys(fromKey, toKey) > 0) return { error: SEARCH_MSG.rangeReversed(key) };
  const prefix = typeof toKey === 'string' ? String(to).length : null;
  return {
    test: anyElement((v) => {
      if (isEmpty(v)) return false;
      const own = sortKey(v);
      if (fromKey !== null && compareKeys(own, fromKey) < 0) return false;
      if (toKey === null) return true;
      const upTo = prefix !== null && typeof v === 'string' ? sortKey(v.slice(0, prefix)) : own;
      return compareKeys(upTo, toKey) <= 0;
    }),
  };
}

const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

const anyElement =
  (test: ValueTest): ValueTest =>
  (value) =>
    value instanceof Array ? value.some(test) : test(value);
