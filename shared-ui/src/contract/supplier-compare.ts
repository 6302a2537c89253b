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
 * The lists of records of the supplier (each row's index a `*`) and the fields that together tell
 * one of their records apart: an approved record is compared with the current one holding the
 * same values there, wherever each list has it. A record only one version has is an account (a
 * contact, a company, …) added or removed, not its neighbour's fields changed. An account number
 * belongs to its bank in its country (the same number at two banks is two accounts), a sub-range
 * to a purchasing org (code 01 under two orgs is two sub-ranges) and a handle to its platform (the
 * same handle on LINE and WeChat is two accounts); contacts may share a name (see `alignList`).
 */
export const SUPPLIER_RECORD_LISTS: Readonly<Record<string, readonly string[]>> = {
  'basicData.bankInfoList': ['countryCode', 'bankCode', 'bankAccount'],
  'basicData.contactList': ['name'],
  'basicData.contactList.*.socialMediaList': ['typeCode', 'account'],
  'financialData.financialInfoList': ['companyCode'],
  'purchaseData.purchaseOrgList': ['purchasingOrgCode'],
  'purchaseData.paymentSubRangeList': ['purchasingOrgCode', 'subRangeCode'],
};

// The paths that lead to a record list (`basicData`, `basicData.contactList.*`, …): where the alignment looks.
const TOWARDS_RECORD_LISTS = new Set(
  Object.keys(SUPPLIER_RECORD_LISTS).flatMap((pattern) => pattern.split('.').map((_, i, segments) => segments.slice(0, i + 1).join('.'))),
);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const fieldText = (record: unknown, field: string) => {
  const value = isObject(record) ? record[field] : undefined;
  return value === undefined || value === null ? '' : String(value).trim();
};
/** A record's identity ('' when any of its fields is blank: a record half filled in tells nothing apart). */
const identityOf = (record: unknown, fields: readonly string[]) => {
  const values = fields.map((field) => fieldText(record, field));
  return values.includes('') ? '' : JSON.stringify(values);
};

// The identity fields typed by hand, which a user mistypes and corrects. A code is chosen from a
// list (a company, an org, a bank): another code is another record, however alike the rest.
const TYPED_IDENTITY = new Set(['name', 'bankAccount', 'account']);

/** Whether two records' identities differ in one typed field alone (a name, an account number, a handle). */
const typedFieldCorrected = (now: unknown, then: unknown, identity: readonly string[]) => {
  const apart = identity.filter((field) => fieldText(now, field) !== fieldText(then, field));
  return apart.length === 1 && TYPED_IDENTITY.has(apart[0]);
};

/**
 * Whether two records (their fields as `alignList` flattens them) hold most of their fields other
 * than their identity alike: more than half of those either has are equal in both.
 */
function mostAlike(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>, identity: readonly string[]): boolean {
  const identityPaths = new Set(identity.map((field) => `record.${field}`));
  const others = new Set([...a.keys(), ...b.keys()].filter((path) => !identityPaths.has(path)));
  const equal = [...others].filter((path) => a.get(path) === b.get(path)).length;
  return equal * 2 > others.size;
}

/**
 * The approved list's records at the indexes of the current ones they are: the record with the
 * same identity — of several sharing one (two contacts of one name), the one with the most fields
 * equal as the comparison reads them (`flatten`: no `id`, '' is no value), then the fewest apart
 * (one left as it was before all), then the one at the same index, then the first; where the
 * identity is blank on either side, the record at the same position, as long as no current record
 * has taken it. When that leaves one current record and one approved record unpaired, apart in one
 * typed field of their identity and holding most of their other fields alike, they are one record
 * whose identity was corrected (a contact's name, an account's number at the same bank) rather than
 * one removed and one added; another code (a company, an org, a bank), little alike, or more left
 * on either side, and each stays unpaired. A current record new since approval has none (undefined); the
 * records the current list no longer has follow its end, in their order.
 */
function alignList(now: readonly unknown[], then: readonly unknown[], fields: readonly string[]): unknown[] {
  const nowIds = now.map((record) => identityOf(record, fields));
  const thenIds = then.map((record) => identityOf(record, fields));
  const pairs: (number | undefined)[] = now.map(() => undefined);
  const taken = new Set<number>();
  const pair = (i: number, j: number) => {
    pairs[i] = j;
    taken.add(j);
  };
  // Every pair of one identity, the likeliest first, each record taken by its likeliest pair.
  const fieldsOf = (record: unknown) => {
    const into = new Map<string, string>();
    flatten(record, 'record', into);
    return into;
  };
  const nowFields = now.map(fieldsOf);
  const thenFields = then.map(fieldsOf);
  const candidates = nowIds.flatMap((id, i) =>
    id
      ? thenIds.flatMap((other, j) => {
          if (other !== id) return [];
          const equal = [...nowFields[i]].filter(([path, value]) => thenFields[j].get(path) === value).length;
          return [{ i, j, equal, apart: nowFields[i].size + thenFields[j].size - 2 * equal }];
        })
      : [],
  );
  candidates.sort((x, y) => y.equal - x.equal || x.apart - y.apart || Number(y.i === y.j) - Number(x.i === x.j) || x.j - y.j || x.i - y.i);
  for (const { i, j } of candidates) if (pairs[i] === undefined && !taken.has(j)) pair(i, j);
  nowIds.forEach((id, i) => {
    if (pairs[i] !== undefined || taken.has(i) || i >= then.length || (id && thenIds[i])) return;
    pair(i, i);
  });
  // One record left on each side, most of its other fields alike: that record, its identity corrected.
  const unpaired = now.flatMap((_, i) => (pairs[i] === undefined ? [i] : []));
  const left = then.flatMap((record, j) => (taken.has(j) || record === undefined ? [] : [j]));
  if (unpaired.length === 1 && left.length === 1) {
    const [i, j] = [unpaired[0], left[0]];
    if (typedFieldCorrected(now[i], then[j], fields) && mostAlike(nowFields[i], thenFields[j], fields)) pair(i, j);
  }
  const aligned: unknown[] = pairs.map((j) => (j === undefined ? undefined : then[j]));
  then.forEach((record, j) => {
    if (!taken.has(j) && record !== undefined) aligned.push(record);
  });
  return aligned;
}

function align(now: unknown, then: unknown, pattern: string): unknown {
  if (pattern && !TOWARDS_RECORD_LISTS.has(pattern)) return then;
  if (Array.isArray(now) && Array.isArray(then)) {
    const fields = SUPPLIER_RECORD_LISTS[pattern];
    const list = fields ? alignList(now, then, fields) : then;
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
  return compareWithApproved(current, approved).changes;
}

/**
 * The changes (`supplierChanges`) with the approved version as they were read against
 * (`alignApproved`), from one alignment: for a view that shows each change's values as the
 * record it belongs to holds them.
 */
export function compareWithApproved<T extends Comparable>(current: Comparable, approved: T): { aligned: T; changes: SupplierFieldChange[] } {
  const aligned = alignApproved(current, approved);
  const now = new Map<string, string>();
  const then = new Map<string, string>();
  flattenRecord(current, now);
  flattenRecord(aligned, then);
  const changes: SupplierFieldChange[] = [];
  for (const [path, after] of now) if (then.get(path) !== after) changes.push({ path, before: then.get(path), after });
  for (const [path, before] of then) if (!now.has(path)) changes.push({ path, before });
  return { aligned, changes };
}

/**
 * Whether committing these changes needs the sign-off (spec section 4: "sent for BPM sign-off
 * when it needs approval; otherwise it updates the master directly"). The portal's reading:
 * contacts are the supplier's people, kept up to date without sign-off; every other field
 * (company, bank accounts, payment, purchasing data) is master data the sign-off approves.
 */
export const changeNeedsApproval = (changes: readonly SupplierFieldChange[]): boolean =>
  changes.some((c) => !c.path.startsWith('basicData.contactList'));
