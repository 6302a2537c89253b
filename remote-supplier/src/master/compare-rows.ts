import { SUPPLIER_RECORD_LISTS, compareWithApproved, type Supplier, type SupplierFieldChange } from 'shared-ui/contract';

/** One row of the History comparison: a field, a list of codes, or a record added or removed. */
export type CompareRow =
  /** A field (its path names it); `valuePath` is the field its values are of. */
  | { kind: 'value'; path: string; valuePath: string; before?: string; after?: string }
  /** A list of codes: what it held and holds, and the codes added and removed; `itemPath` is the path of one code (for its option list). */
  | { kind: 'codes'; path: string; itemPath: string; before: string[]; after: string[]; added: string[]; removed: string[] }
  /**
   * A record only one version has (`path`: its row, `listPath`: its list): its identifying fields
   * (`fieldPaths`) as each version holds them, none in the version without it.
   */
  | { kind: 'record'; path: string; listPath: string; fieldPaths: string[]; before?: (string | undefined)[]; after?: (string | undefined)[] };

/**
 * The lists of codes of the record (each row's index a `*`): read as one field, what was added and
 * what was removed. `code`: the field of an entry holding its code (none: the entry is the code);
 * `flag`: a yes/no field one entry carries (the main service item), read as a field of the list.
 */
const CODE_LISTS: Record<string, { code?: string; flag?: string }> = {
  'financialData.financialInfoList.*.paymentMethodCodes': {},
  'basicData.categoryInfoList': { code: 'serviceItemCode', flag: 'main' },
};

/** The value the record holds at a dotted path (undefined where the path is not the record's shape, e.g. an attachment slot). */
export function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);
const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));
const entriesAt = (record: Supplier, path: string) => {
  const list = valueAt(record, path);
  return Array.isArray(list) ? (list as unknown[]) : [];
};

/** A list of codes' rows: the list, when its codes differ, and the code its flag marks, when that moved. */
function codeListRows(path: string, { code, flag }: { code?: string; flag?: string }, now: Supplier, then: Supplier): CompareRow[] {
  const codeOf = (entry: unknown) => String(code ? (entry as Record<string, unknown>)[code] : entry);
  const before = entriesAt(then, path).map(codeOf);
  const after = entriesAt(now, path).map(codeOf);
  const rows: CompareRow[] = [];
  const itemPath = code ? `${path}.*.${code}` : `${path}.*`;
  if (before.join('\n') !== after.join('\n')) {
    rows.push({ kind: 'codes', path, itemPath, before, after, added: after.filter((c) => !before.includes(c)), removed: before.filter((c) => !after.includes(c)) });
  }
  if (flag) {
    const flagged = (record: Supplier) => {
      const entry = entriesAt(record, path).find((e) => (e as Record<string, unknown>)[flag] === true);
      return entry === undefined ? undefined : text(codeOf(entry));
    };
    const [was, is] = [flagged(then), flagged(now)];
    if (was !== is) rows.push({ kind: 'value', path: `${path}.${flag}`, valuePath: itemPath, before: was, after: is });
  }
  return rows;
}

/**
 * Where a changed path belongs: a list of codes (`…paymentMethodCodes.1` → the list), a record one
 * version lacks (`basicData.bankInfoList.2.currencyCode` → the account), or nowhere (the field itself).
 */
function groupOf(path: string, now: Supplier, then: Supplier): { key: string; rows: () => CompareRow[] } | undefined {
  const segments = path.split('.');
  for (let end = 1; end < segments.length; end++) {
    const prefix = segments.slice(0, end).join('.');
    const pattern = prefix.replace(/\.\d+(?=\.|$)/g, '.*');
    const codes = CODE_LISTS[pattern];
    if (codes) return { key: prefix, rows: () => codeListRows(prefix, codes, now, then) };
    const identity = SUPPLIER_RECORD_LISTS[pattern];
    const index = segments[end];
    const has = (record: Supplier) => isIndex(index) && entriesAt(record, prefix)[Number(index)] !== undefined;
    if (identity && isIndex(index) && has(now) !== has(then)) {
      const row = `${prefix}.${index}`;
      const fieldPaths = identity.map((field) => `${row}.${field}`);
      const valuesIn = (record: Supplier) => (has(record) ? fieldPaths.map((p) => text(valueAt(record, p))) : undefined);
      return { key: row, rows: () => [{ kind: 'record', path: row, listPath: prefix, fieldPaths, before: valuesIn(then), after: valuesIn(now) }] };
    }
  }
  return undefined;
}

/**
 * The History comparison's rows from the field-by-field changes (`supplierChanges`), in their
 * order: a list of codes is one row, whichever of its entries moved, and a record only one version
 * has (an account added, a contact removed) is one row of its identifying fields rather than a
 * row for each of its fields (a record is told apart by `SUPPLIER_RECORD_LISTS`). `now` is the
 * current data, `then` the last approved version aligned to it (`alignApproved`), as the changes
 * were compared: an index names the same record in both.
 */
function compareRows(changes: readonly SupplierFieldChange[], now: Supplier, then: Supplier): CompareRow[] {
  const rows: CompareRow[] = [];
  const grouped = new Set<string>();
  for (const change of changes) {
    const group = groupOf(change.path, now, then);
    if (!group) rows.push({ kind: 'value', path: change.path, valuePath: change.path, before: change.before, after: change.after });
    else if (!grouped.has(group.key)) {
      grouped.add(group.key);
      rows.push(...group.rows());
    }
  }
  return rows;
}

/**
 * The History comparison of the current data with the last approved version: its rows
 * (`compareRows`) and `then`, the approved version aligned to the current data, that their
 * values are read in — one alignment for both.
 */
export function historyComparison(now: Supplier, approved: Supplier): { then: Supplier; rows: CompareRow[] } {
  const { aligned, changes } = compareWithApproved(now, approved);
  return { then: aligned, rows: compareRows(changes, now, aligned) };
}
