import type { Supplier } from './supplier';

/** One field that differs between the current data and the last approved version. */
export interface SupplierFieldChange {
  /** Dotted path in the record: `basicData.companyInfo.phone`, `basicData.bankInfoList.1.currencyCode`. */
  path: string;
  before?: string;
  after?: string;
}

type Comparable = Pick<Supplier, 'basicData' | 'financialData' | 'purchaseData'>;

// Not master data: the workflow state and what the caller may do change without a change request.
const IGNORED = new Set(['basicData.systemInfo', 'permissions', 'updatedBy', 'id']);

/**
 * The lists of records of the supplier (each row's index a `*`) and the field that tells one of
 * their records apart: an approved record is compared with the current one holding the same value
 * there, wherever each list has it. A record only one version has is an account (a contact, a
 * company, …) added or removed, not its neighbour's fields changed.
 */
export const SUPPLIER_RECORD_LISTS: Readonly<Record<string, string>> = {
  'basicData.bankInfoList': 'bankAccount',
  'basicData.contactList': 'name',
  'basicData.contactList.*.socialMediaList': 'account',
  'financialData.financialInfoList': 'companyCode',
  'purchaseData.purchaseOrgList': 'purchasingOrgCode',
  'purchaseData.paymentSubRangeList': 'subRangeCode',
};

// The paths that lead to a record list (`basicData`, `basicData.contactList.*`, …): where the alignment looks.
const TOWARDS_RECORD_LISTS = new Set(
  Object.keys(SUPPLIER_RECORD_LISTS).flatMap((pattern) => pattern.split('.').map((_, i, segments) => segments.slice(0, i + 1).join('.'))),
);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const identityOf = (record: unknown, field: string) => {
  const value = isObject(record) ? record[field] : undefined;
  return value === undefined || value === null ? '' : String(value).trim();
};

/**
 * The approved list's records at the indexes of the current ones they are: the record with the
 * same identity (the first not taken, should two share one); where the identity is blank on
 * either side, the record at the same position, as long as no current record has taken it.
 * A current record new since approval has none (undefined); the records the current list no
 * longer has follow its end, in their order.
 */
function alignList(now: readonly unknown[], then: readonly unknown[], field: string): unknown[] {
  const taken = new Set<number>();
  const aligned: unknown[] = now.map((record) => {
    const identity = identityOf(record, field);
    const at = identity ? then.findIndex((r, j) => !taken.has(j) && identityOf(r, field) === identity) : -1;
    if (at < 0) return undefined;
    taken.add(at);
    return then[at];
  });
  now.forEach((record, i) => {
    if (aligned[i] !== undefined || taken.has(i) || i >= then.length) return;
    if (identityOf(record, field) && identityOf(then[i], field)) return;
    taken.add(i);
    aligned[i] = then[i];
  });
  then.forEach((record, j) => {
    if (!taken.has(j) && record !== undefined) aligned.push(record);
  });
  return aligned;
}

function align(now: unknown, then: unknown, pattern: string): unknown {
  if (pattern && !TOWARDS_RECORD_LISTS.has(pattern)) return then;
  if (Array.isArray(now) && Array.isArray(then)) {
    const field = SUPPLIER_RECORD_LISTS[pattern];
    const list = field ? alignList(now, then, field) : then;
    return list.map((record, i) => (i < now.length ? align(now[i], record, `${pattern}.*`) : record));
  }
  if (isObject(now) && isObject(then)) {
    return Object.fromEntries(Object.entries(then).map(([key, value]) => [key, align(now[key], value, pattern ? `${pattern}.${key}` : key)]));
  }
  return then;
}

/**
 * The last approved version with its lists of records (`SUPPLIER_RECORD_LISTS`) in the current
 * data's order, so that an index names the same record in both: approved bank accounts [A, B]
 * against current [B] read [B, A] (B kept, A removed), not A changed into B. At the index of a
 * current record new since approval the list holds `undefined`; what the current data no longer
 * has follows the current list's end. Any other list keeps its order.
 */
export function alignApproved<T extends Comparable>(current: Comparable, approved: T): T {
  return align(current, approved, '') as T;
}

function flatten(value: unknown, path: string, into: Map<string, string>): void {
  if (IGNORED.has(path)) return;
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    // A file list compares by its names: a re-upload of the same file is no change to read.
    if (value.every((v) => typeof v === 'object' && v !== null && 'fileName' in v)) {
      if (value.length) into.set(path, value.map((v) => (v as { fileName: string }).fileName).join(', '));
      return;
    }
    value.forEach((item, i) => flatten(item, `${path}.${i}`, into));
    return;
  }
  if (typeof value === 'object') {
    if ('fileName' in value) {
      into.set(path, String((value as { fileName: unknown }).fileName));
      return;
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'id') flatten(child, path ? `${path}.${key}` : key, into);
    return;
  }
  into.set(path, String(value));
}

/**
 * The attachments as data: the files of each slot, keyed by the slot's code. A slot is a place
 * for files the attachment settings offer; an empty one (or its order) is no change to approve.
 */
const attachmentsOf = (basicData: Comparable['basicData'] | undefined) =>
  Object.fromEntries((basicData?.attachmentList ?? []).filter((a) => a.files.length > 0).map((a) => [a.attachmentCode, a.files]));

function flattenRecord(record: Comparable, into: Map<string, string>): void {
  flatten({ ...record.basicData, attachmentList: attachmentsOf(record.basicData) }, 'basicData', into);
  flatten(record.financialData, 'financialData', into);
  flatten(record.purchaseData, 'purchaseData', into);
}

/**
 * Field-by-field comparison of a supplier with its last approved version (History tab), in the
 * order of the current record; fields only in the approved version (a removed contact) follow.
 * A record of a list of records is compared with the approved one of the same identity (see
 * `alignApproved`): its path's index is the current record's, a removed one's past the list's end.
 */
export function supplierChanges(current: Comparable, approved: Comparable): SupplierFieldChange[] {
  const now = new Map<string, string>();
  const then = new Map<string, string>();
  flattenRecord(current, now);
  flattenRecord(alignApproved(current, approved), then);
  const changes: SupplierFieldChange[] = [];
  for (const [path, after] of now) if (then.get(path) !== after) changes.push({ path, before: then.get(path), after });
  for (const [path, before] of then) if (!now.has(path)) changes.push({ path, before });
  return changes;
}

/**
 * Whether committing these changes needs the sign-off (spec section 4: "sent for BPM sign-off
 * when it needs approval; otherwise it updates the master directly"). The portal's reading:
 * contacts are the supplier's people, kept up to date without sign-off; every other field
 * (company, bank accounts, payment, purchasing data) is master data the sign-off approves.
 */
export const changeNeedsApproval = (changes: readonly SupplierFieldChange[]): boolean =>
  changes.some((c) => !c.path.startsWith('basicData.contactList'));
