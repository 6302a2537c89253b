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
}

export interface BulletinFilter {
  docNo?: string;
  subject?: string;
  category?: Code;
  status?: BulletinStatus;
  docVersionStatus?: DocVersionStatus;
  publishDate?: { from?: IsoDate; to?: IsoDate };
}

/**
 * A row of `a/eipBulletin/search`: the doc version without the replies, with how many target
 * suppliers' replies are in each status (a status nobody is in is absent). The search also takes
 * `replyStatus` (one or a list): the versions with at least one reply in it.
 */
export interface BulletinListItem extends Omit<Bulletin, 'replies'> {
  replyCounts: Partial<Record<BulletinReplyStatus, number>>;
}

/**
 * A row of `su/eipBulletin/search`: a published CURRENT doc version the supplier is a target of,
 * with its own reply's status (`replyStatus`; PENDING = still to reply) and none of the other
 * suppliers' replies or the target list.
 */
export interface SupplierBulletinRow extends Omit<Bulletin, 'replies' | 'targets'> {
  replyStatus: BulletinReplyStatus;
  repliedAt?: IsoDateTime;
  /** Times the reply was sent back. */
  returnCount: number;
}

/** `su/eipBulletin/search` filters: `BulletinFilter` plus the caller's own reply status. */
export interface SupplierBulletinFilter extends BulletinFilter {
  replyStatus?: BulletinReplyStatus | BulletinReplyStatus[];
}
