import type { AccountRef, Code, Id, IsoDate, IsoDateTime } from './scalars';
import type { AuditStatus } from './audit';
import type { BlockAction, Supplier } from './supplier';

// The supplier master-data lifecycle (spec section 4). The spec names the actions, not the
// server's transition tables; these are the portal's reading of them:
// - save (PUT): the change is kept as DRAFT, the master stays as last approved;
// - commit: a change that needs approval waits for review (COMMITTED); one that does not
//   (contacts only, `changeNeedsApproval`) updates the master directly (APPROVED);
// - commit to BPM: a COMMITTED change goes to sign-off (SIGNING); the sign-off approves
//   (APPROVED, a potential supplier becomes NORMAL) or rejects it (REJECTED);
// - reject (with a reason): a COMMITTED or SIGNING change is sent back (REJECTED);
// - rollback: the pending change is dropped, the last approved data is back (APPROVED);
// - update to ERP: an APPROVED supplier is written to the ERP master (gets its SAP number);
// - block / unblock at a date; automatic restore on the 1st (review) and 7th (revert).

/** One line of a supplier's commit history (`a/supplier/{id}/commitHistory`), newest first. */
export type SupplierHistoryAction =
  | 'REGISTER'
  | 'CREATE'
  | 'SAVE'
  | 'COMMIT'
  | 'DIRECT_UPDATE'
  | 'COMMIT_BPM'
  | 'BPM_APPROVE'
  | 'BPM_REJECT'
  | 'REJECT'
  | 'ROLLBACK'
  | 'ERP_UPDATE'
  | 'BLOCK'
  | 'UNBLOCK'
  | 'AUTO_REVIEW'
  | 'AUTO_REVERT';

export interface SupplierHistoryEntry {
  id: Id;
  supplierId: Id;
  action: SupplierHistoryAction;
  at: IsoDateTime;
  /** Who did it; the business clock's automatic restore and the sign-off system have none. */
  by?: AccountRef;
  /** Why (reject, BPM reject, block) or what (the SAP number given, the BPM form number). */
  note?: string;
}

/** Body of `POST a/supplier/{id}/block`: block or unblock, effective at a date. */
export interface SupplierBlockRequest {
  blockAction: BlockAction;
  blockDate: IsoDate;
}

/** The parts of the record a supplier may send in `PUT su/supplier/me`. */
export type SupplierOwnChange = Pick<
  Supplier['basicData'],
  'companyInfo' | 'contactList' | 'categoryInfoList' | 'bankInfoList' | 'attachmentList' | 'freeAttachmentList'
>;

/** A row of a supplier's Audit Records tab (`a/supplier/{id}/audit`), read-only. */
export interface SupplierAuditRecord {
  id: Id;
  auditNo: string;
  name: string;
  type: Code;
  status: AuditStatus;
  startDate: IsoDate;
  endDate: IsoDate;
  result?: Code;
  resultScore?: number;
}

/** The sign-off's answer, as the mock's stand-in for the BPM system (`POST dev/bpm/supplier/{id}`). */
export interface BpmDecision {
  decision: 'APPROVE' | 'REJECT';
  reason?: string;
}
