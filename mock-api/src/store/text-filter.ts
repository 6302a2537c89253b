import { textMatcher } from './compare';

/**
 * A text filter: plain text means "contains" (what a number or name box asks), a value
 * search object `{ mode, value }` is honoured as sent. `read` may answer a list (any element
 * matches). The matcher is made once per filter value, not once per record.
 */
export function textFilter<T>(read: (record: T) => unknown): (record: T, value: unknown) => boolean {
  let last: unknown = undefined;
  let test: (v: unknown) => boolean = () => false;
  return (record, value) => {
    if (value !== last) {
      last = value;
      const search = typeof value === 'object' && value !== null ? (value as { mode?: string; value?: unknown }) : { value };
      test = textMatcher(String(search.value ?? ''), search.mode === 'STARTS_WITH' ? 'STARTS_WITH' : 'CONTAINS');
    }
    const v = read(record);
    if (v instanceof Array) {
      for (let i = 0; i < v.length; i++) if (test(v[i])) return true;
      return false;
    }
    return test(v);
  };
}
