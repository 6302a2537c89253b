import { compareKeys, isEmpty, sortKey } from './compare';
import { pathReader } from './path';
import type { SortOrder } from './search';

/**
 * Multi-field, stable: each sort field becomes one numeric rank per record (ranksOf), so the
 * comparator compares numbers only; records whose keys are all equal keep their store order
 * (the sort is stable). Empty values go last whatever the direction, so a DESC sort does not
 * open with a page of blanks.
 */
export function sortRecords<T>(records: T[], sorts: SortOrder[]): T[] {
  if (records.length < 2) return records;
  const columns = sorts.map((s) => ({ ranks: ranksOf(records, pathReader(s.field)), sign: s.direction === 'DESC' ? -1 : 1 }));
  const order = records.map((_, index) => index);
  order.sort((a, b) => {
    for (let c = 0; c < columns.length; c++) {
      const { ranks, sign } = columns[c];
      const x = ranks[a];
      const y = ranks[b];
      if (x === y) continue;
      return x !== x ? 1 : y !== y ? -1 : (x - y) * sign; // NaN (empty) last
    }
    return 0;
  });
  return order.map((index) => records[index]);
}

/**
 * The field's order as numbers (NaN for empty; a list counts by its first element). Numbers
 * are their own rank. When there is text, the distinct values are keyed and sorted once
 * (compareKeys) and each record gets its value's position; values with equal keys ('ABC',
 * 'abc') share a position, so they tie and keep store order. Keying the distinct values, not
 * every record, is what keeps a text sort of 10,000 records inside the budget.
 */
function ranksOf<T>(records: T[], read: (record: T) => unknown): Float64Array {
  const ranks = new Float64Array(records.length);
  const values: unknown[] = new Array(records.length);
  let text = false;
  for (let i = 0; i < records.length; i++) {
    const raw = read(records[i]);
    const value = raw instanceof Array ? raw[0] : raw;
    values[i] = value;
    if (isEmpty(value)) ranks[i] = NaN;
    else if (typeof value === 'number' && value - value === 0) ranks[i] = value;
    else if (typeof value === 'boolean') ranks[i] = value ? 1 : 0;
    else text = true;
  }
  if (!text) return ranks;

  const keyed = [...new Set(values)].filter((v) => !isEmpty(v)).map((value) => ({ value, key: sortKey(value) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  const rank = new Map<unknown, number>();
  keyed.forEach((entry, i) => rank.set(entry.value, i > 0 && compareKeys(keyed[i - 1].key, entry.key) === 0 ? rank.get(keyed[i - 1].value)! : i));
  for (let i = 0; i < records.length; i++) ranks[i] = isEmpty(values[i]) ? NaN : rank.get(values[i])!;
  return ranks;
}
