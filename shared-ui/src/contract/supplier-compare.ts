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
 */
export function supplierChanges(current: Comparable, approved: Comparable): SupplierFieldChange[] {
  const now = new Map<string, string>();
  const then = new Map<string, string>();
  flattenRecord(current, now);
  flattenRecord(approved, then);
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
