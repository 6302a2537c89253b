import type { AccountRef, ActivityAction, ActivityEntry, OnBehalf } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import { clock } from '../store/clock';
import { createCollection } from '../store/collection';
import { refOf as accountRefOf } from '../http/account-ref';

/**
 * The documents that keep a timeline, by the name their calls carry after the prefix
 * (`a/po/{id}` → `po`); a document read under two paths (`su/supplier/me`) is one kind.
 */
export type DocKind =
  | 'po' | 'deliverySchedule' | 'inquiry' | 'quotation' | 'parity' | 'bill' | 'supplierAudit' | 'supplierAuditSurvey'
  | 'eipBulletin' | 'eipReply' | 'supplier' | 'relationLog';

/** One document: its kind and id (a document-tracking reply: the document's id and the supplier's). */
export interface DocRef {
  kind: DocKind;
  id: number | string;
}

export const docKey = (doc: DocRef) => `${doc.kind}/${doc.id}`;

type ActivityRecord = ActivityEntry & { doc: string };

/** Every document's timeline in one collection: not seeded, a seeded document starts with an empty history. */
export const activities = createCollection<ActivityRecord>('activities');

export interface Transition {
  action: ActivityAction;
  /** The account that made the change: a stored account or its reference. */
  by: AccountRecord | AccountRef;
  onBehalf?: OnBehalf;
  /** The status catalogue of `from`/`to` (status.json); default the kind's `status` catalogue. */
  catalogue?: string;
  from?: string;
  to?: string;
  reason?: string;
  /** A note that refuses nothing (a delivery reply's remark): the timeline shows it apart from a reason. */
  remark?: string;
}

/** The status catalogue of each kind's `status`, so a handler names only the values. */
const STATUS_CATALOGUE: Partial<Record<DocKind, string>> = {
  inquiry: 'inquiryStatus', quotation: 'quotationStatus', parity: 'parityStatus', bill: 'billStatus', supplierAudit: 'auditStatus',
  eipBulletin: 'bulletinStatus', eipReply: 'bulletinReplyStatus', supplier: 'supplierStatus', relationLog: 'relationLogStatus', supplierAuditSurvey: 'surveyStatus',
};

const refOf = (by: AccountRecord | AccountRef): AccountRef => ('fullName' in by ? accountRefOf(by) : by);
const present = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * The one way a handler tells the timeline that a document changed state: called by every
 * domain's transition, at the business clock's time, after the change was stored.
 */
export function recordActivity(doc: DocRef, change: Transition): ActivityEntry {
  const reason = present(change.reason);
  const remark = present(change.remark);
  const catalogue = change.catalogue ?? STATUS_CATALOGUE[doc.kind];
  const { doc: _doc, ...entry } = activities.insert({
    doc: docKey(doc),
    at: clock.iso(),
    action: change.action,
    by: refOf(change.by),
    ...(change.onBehalf ? { onBehalf: change.onBehalf } : {}),
    ...(catalogue && change.to !== undefined ? { catalogue } : {}),
    ...(change.from !== undefined && change.from !== change.to ? { from: change.from } : {}),
    ...(change.to !== undefined ? { to: change.to } : {}),
    ...(reason ? { reason } : {}),
    ...(remark ? { remark } : {}),
  });
  return entry;
}

/** A document's timeline, oldest first (the order things happened; the panel says which way it shows them). */
export function activityOf(doc: DocRef): ActivityEntry[] {
  const key = docKey(doc);
  return activities
    .all()
    .filter((a) => a.doc === key)
    .map(({ doc: _doc, ...entry }) => entry);
}
