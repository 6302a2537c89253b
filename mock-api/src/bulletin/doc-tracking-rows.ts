import type { BulletinListItem, BulletinReply, BulletinReplyStatus, SupplierBulletinRow } from 'shared-ui/contract';
import type { BulletinRecord } from '../seed/bulletins';
import type { SearchSpec } from '../store/search';
import { textFilter } from '../store/text-filter';

/** A filter value of one or several statuses as a list (blank: none). */
const wanted = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** The internal list row: the doc version without replies, their count by status. */
export function bulletinListItem({ replies, history: _history, ...record }: BulletinRecord): BulletinListItem {
  const replyCounts: Partial<Record<BulletinReplyStatus, number>> = {};
  for (const reply of replies ?? []) replyCounts[reply.status] = (replyCounts[reply.status] ?? 0) + 1;
  return { ...record, replyCounts };
}

/** Whether a supplier sees the version at all: published (PUBLISHED, or CLOSED after it) by `today`, holding its reply. */
export function ownReplyOf(record: BulletinRecord, supplierId: number, today: string): BulletinReply | undefined {
  if (!record.publishDate || record.publishDate > today || (record.status !== 'PUBLISHED' && record.status !== 'CLOSED')) return undefined;
  return record.replies?.find((r) => r.supplierId === supplierId);
}

/**
 * The supplier's rows: the CURRENT versions once published (PUBLISHED, or CLOSED after it) that
 * hold a reply of this supplier (every target supplier has one from publishing on), each with that
 * reply's status; nothing of the other suppliers.
 */
export function supplierBulletinRows(records: readonly BulletinRecord[], supplierId: number, today: string): SupplierBulletinRow[] {
  const rows: SupplierBulletinRow[] = [];
  for (const full of records) {
    const own = full.docVersionStatus === 'CURRENT' ? ownReplyOf(full, supplierId, today) : undefined;
    if (!own) continue;
    const { replies: _replies, targets: _targets, history: _history, ...record } = full;
    rows.push({ ...record, replyStatus: own.status, ...(own.repliedAt ? { repliedAt: own.repliedAt } : {}), returnCount: own.returnHistory.length });
  }
  return rows;
}

const KEYWORD_FIELDS = ['docNo', 'docVersionCode', 'subject', 'title'];

/**
 * `a/eipBulletin/search` (BulletinFilter): docNo and subject contain; category, status,
 * docVersionStatus (one or a list); publishDate range; replyStatus: versions with at least one
 * reply in that status (e.g. COMMITTED: replies waiting for review).
 */
export const bulletinSearch: SearchSpec<BulletinRecord> = {
  keywordFields: KEYWORD_FIELDS,
  customFilters: {
    docNo: textFilter((b) => b.docNo),
    subject: textFilter((b) => b.subject),
    replyStatus: (b, value) => (b.replies ?? []).some((r) => wanted(value).includes(r.status)),
  },
};

/** `su/eipBulletin/search`: the same filters on the supplier's rows, `replyStatus` = its own reply's status. */
export const supplierBulletinSearch: SearchSpec<SupplierBulletinRow> = {
  keywordFields: KEYWORD_FIELDS,
  customFilters: {
    docNo: textFilter((b) => b.docNo),
    subject: textFilter((b) => b.subject),
  },
};
