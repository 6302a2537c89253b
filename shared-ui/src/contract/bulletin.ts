import type { FileRef } from './files';
import type { AccountRef, Code, Id, IsoDate, IsoDateTime } from './scalars';

/** Doc version status (spec section 4). */
export type DocVersionStatus = 'CURRENT' | 'OLD' | 'CANCELLED';
// Announcement and reply statuses: values not in the spec (portal's choice), one per action of
// section 4 (publish, confirm, reject, commit, close by doc version; reply save and commit).
export type BulletinStatus = 'DRAFT' | 'COMMITTED' | 'PUBLISHED' | 'REJECTED' | 'CLOSED';
export type BulletinReplyStatus = 'PENDING' | 'DRAFT' | 'COMMITTED' | 'RETURNED' | 'CONFIRMED';

/** Targets: chosen suppliers, or criteria, where green supply chain is the only criterion. */
export type BulletinTarget =
  | { type: 'SUPPLIER'; supplierIds: Id[] }
  | { type: 'CRITERIA'; greenSupplyChain: true };

/** A reply sent back to the supplier: when, why, by whom. */
export interface ReturnRecord {
  date: IsoDateTime;
  explanation: string;
  reviewer: AccountRef;
}

/** A supplier's reply; its return history is kept per reply. */
export interface BulletinReply {
  supplierId: Id;
  supplierName?: string;
  status: BulletinReplyStatus;
  content?: string;
  files: FileRef[];
  repliedAt?: IsoDateTime;
  returnHistory: ReturnRecord[];
}

export interface Bulletin {
  id?: Id;
  docNo?: string;
  /** Identifies one version of a doc; `close/{docVersionCode}` closes it. */
  docVersionCode?: string;
  version: number;
  docVersionStatus: DocVersionStatus;
  status: BulletinStatus;
  subject: string;
  category: Code;
  title: string;
  /** Rich text (HTML), sanitised before display. */
  content: string;
  publishDate?: IsoDate;
  validFrom?: IsoDate;
  validTo?: IsoDate;
  replyRequired: boolean;
  replyDueDate?: IsoDate;
  reminderCount: number;
  targets: BulletinTarget;
  attachments: FileRef[];
  replies?: BulletinReply[];
  /** What happened to the version, oldest first (internal users only). */
  history?: BulletinHistoryEntry[];
}

/** A step of a version's life: who wrote, sent for approval, rejected (with the reason), published, reminded, closed. */
export type BulletinHistoryAction = 'CREATE' | 'SAVE' | 'COMMIT' | 'REJECT' | 'CONFIRM' | 'PUBLISH' | 'NEW_VERSION' | 'REMIND' | 'CLOSE' | 'CANCEL';

export interface BulletinHistoryEntry {
  action: BulletinHistoryAction;
  at: IsoDateTime;
  by: AccountRef;
  /** A rejection's reason, the number of suppliers reminded. */
  note?: string;
}

/** One version of the same doc no., as the version history lists it. */
export interface BulletinVersionRef {
  id: Id;
  version: number;
  docVersionCode?: string;
  docVersionStatus: DocVersionStatus;
  status: BulletinStatus;
  publishDate?: IsoDate;
}

/** `GET a/eipBulletin/{id}` and `GET a/purchaseBulletin/{id}`: a version with its replies, the doc's versions and the history. */
export interface BulletinDetail extends Bulletin {
  id: Id;
  versions: BulletinVersionRef[];
}

/**
 * `GET su/eipBulletin/{id}`: the document as its target supplier reads it, with its own reply
 * only: no targets, no other supplier, no internal history.
 */
export interface SupplierBulletinDetail extends Omit<Bulletin, 'replies' | 'targets' | 'history'> {
  id: Id;
  reply: BulletinReply;
}

/** A supplier that announcements can be addressed to (`a/supplier/searchPublishTarget`). */
export interface PublishTarget {
  id: Id;
  name: string;
  supplierNoScp: string;
  countryCode: Code;
  greenSupplierChainSurvey: boolean;
}

export interface PublishTargetFilter {
  countryCode?: Code | Code[];
  greenSupplierChainSurvey?: boolean;
  /** The suppliers already chosen, to show their names again. */
  ids?: Id[];
}

/**
 * A row of `su/purchaseBulletin/search`: a published notice addressed to the caller's supplier,
 * `read` once someone of its accounts opened it.
 */
export interface SupplierPurchaseBulletinRow extends Omit<Bulletin, 'replies' | 'targets' | 'history'> {
  id: Id;
  read: boolean;
}

export interface SupplierPurchaseBulletinFilter extends BulletinFilter {
  read?: boolean;
}

export interface BulletinFilter {
  docNo?: string;
  subject?: string;
  category?: Code;
  status?: BulletinStatus | BulletinStatus[];
  docVersionStatus?: DocVersionStatus | DocVersionStatus[];
  publishDate?: { from?: IsoDate; to?: IsoDate };
  /** Internal lists: the versions with at least one reply in this status (one or a list). */
  replyStatus?: BulletinReplyStatus | BulletinReplyStatus[];
}

/**
 * A row of `a/eipBulletin/search`: the doc version without the replies, with how many target
 * suppliers' replies are in each status (a status nobody is in is absent). The search also takes
 * `replyStatus` (one or a list): the versions with at least one reply in it.
 */
export interface BulletinListItem extends Omit<Bulletin, 'replies' | 'history'> {
  replyCounts: Partial<Record<BulletinReplyStatus, number>>;
}

/**
 * A row of `su/eipBulletin/search`: a published CURRENT doc version the supplier is a target of,
 * with its own reply's status (`replyStatus`; PENDING = still to reply) and none of the other
 * suppliers' replies or the target list.
 */
export interface SupplierBulletinRow extends Omit<Bulletin, 'replies' | 'targets' | 'history'> {
  replyStatus: BulletinReplyStatus;
  repliedAt?: IsoDateTime;
  /** Times the reply was sent back. */
  returnCount: number;
}

/** `su/eipBulletin/search` filters: `BulletinFilter`, where `replyStatus` is the caller's own reply's. */
export type SupplierBulletinFilter = BulletinFilter;
