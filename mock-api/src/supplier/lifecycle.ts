import { type AccountRef, type Supplier, type SupplierHistoryAction, type SupplierStatus, type SystemInfo } from 'shared-ui/contract';
import type { Bilingual } from '../http/locale';
import { cloneData } from '../seed/domain';
import { supplierHistory, suppliers, type SupplierParts } from '../store/collections';
import { clearPending, commitNeedsReview, lastApproved, markPending, setApproved } from './approved';
import { notifySupplierChange } from './change-notifications';
import { addHistory, statusBefore } from './history';
import { SUPPLIER_ACTION, SUPPLIER_MSG } from './messages';

// The supplier lifecycle of spec section 4 as the contract reads it (supplier-lifecycle.ts).
// Each step answers the stored record, or the refusal (409) when the state does not allow it.

export type Outcome = { supplier: Supplier } | { refusal: Bilingual };

const statusOf = (s: Supplier) => s.basicData.systemInfo.status;

/** Stores the record's new parts and system info (`restoreReviewOn` dropped unless kept in `system`). */
export function store(s: Supplier, system: Partial<SystemInfo>, parts: Partial<SupplierParts> = {}): Supplier {
  statusBefore(s.id, statusOf(s));
  const basicData = parts.basicData ?? s.basicData;
  const { restoreReviewOn: _flag, ...before } = s.basicData.systemInfo;
  const systemInfo: SystemInfo = { ...before, ...system };
  const next = { basicData: { ...basicData, systemInfo }, financialData: parts.financialData ?? s.financialData, purchaseData: parts.purchaseData ?? s.purchaseData };
  return suppliers.update(s.id, cloneData(next)) as Supplier;
}

const keepFlag = (s: Supplier): Partial<SystemInfo> => (s.basicData.systemInfo.restoreReviewOn ? { restoreReviewOn: s.basicData.systemInfo.restoreReviewOn } : {});

const refuse = (action: Bilingual, s: Supplier): Outcome => ({ refusal: SUPPLIER_MSG.wrongState(action, statusOf(s)) });

/** Save (PUT): the change is kept as DRAFT, pending from today if it was not yet; never while in sign-off. */
export function saveChange(s: Supplier, parts: Partial<SupplierParts>, by: AccountRef): Outcome {
  if (statusOf(s) === 'SIGNING') return { refusal: SUPPLIER_MSG.signing };
  store(s, { ...keepFlag(s), status: 'DRAFT' }, parts);
  const saved = suppliers.update(s.id, { updatedBy: by }) as Supplier;
  markPending(s.id);
  addHistory(s.id, 'SAVE', by);
  return { supplier: saved };
}

/** The last approved data back on the record (rollback, automatic revert): APPROVED, nothing pending. */
export function restoreApproved(s: Supplier, approved: SupplierParts, action: SupplierHistoryAction, by?: AccountRef, at?: string): Supplier {
  const basicData = { ...approved.basicData, systemInfo: s.basicData.systemInfo };
  const restored = store(s, { status: 'APPROVED' }, { ...approved, basicData });
  clearPending(s.id);
  addHistory(s.id, action, by, undefined, at);
  notifySupplierChange(restored, 'SUPPLIER_CHANGE_REVERTED');
  return restored;
}

/**
 * Commit: a DRAFT or REJECTED change that needs approval (or of a never approved supplier) waits
 * for review (COMMITTED); a contacts-only change updates the master directly (APPROVED).
 */
export function commitChange(s: Supplier, by: AccountRef): Outcome {
  if (!(['DRAFT', 'REJECTED'] as SupplierStatus[]).includes(statusOf(s))) return refuse(SUPPLIER_ACTION.commit, s);
  if (commitNeedsReview(s)) {
    const committed = store(s, { ...keepFlag(s), status: 'COMMITTED' });
    addHistory(s.id, 'COMMIT', by);
    return { supplier: committed };
  }
  const updated = store(s, { status: 'APPROVED' });
  setApproved(updated);
  clearPending(s.id);
  addHistory(s.id, 'DIRECT_UPDATE', by);
  return { supplier: updated };
}

/** Commit to BPM: a COMMITTED change goes to sign-off (SIGNING) with a form number. */
export function commitBpm(s: Supplier, by: AccountRef): Outcome {
  if (statusOf(s) !== 'COMMITTED') return refuse(SUPPLIER_ACTION.commitBpm, s);
  // Unique and reproducible: the number of the history line this step writes.
  const bpmDocNo = `BPM-SUP-${String(supplierHistory.nextId()).padStart(6, '0')}`;
  const signing = store(s, {
    status: 'SIGNING',
    bpmStatus: 'SIGNING',
    bpmDocNo,
    bpmDocIdentify: `SUP${s.id}`,
    bpmDocUrl: `https://bpm.portal.example/doc/${bpmDocNo}`,
  });
  addHistory(s.id, 'COMMIT_BPM', by, bpmDocNo);
  return { supplier: signing };
}

/** Reject (with a reason): a COMMITTED or SIGNING change is sent back (REJECTED). */
export function rejectChange(s: Supplier, by: AccountRef, reason: string): Outcome {
  const status = statusOf(s);
  if (status !== 'COMMITTED' && status !== 'SIGNING') return refuse(SUPPLIER_ACTION.reject, s);
  const rejected = store(s, { ...keepFlag(s), status: 'REJECTED', ...(status === 'SIGNING' ? { bpmStatus: 'REJECTED' as const } : {}) });
  addHistory(s.id, 'REJECT', by, reason);
  return { supplier: rejected };
}

/** Rollback: the pending change is dropped, the last approved data is back; never approved: refused. */
export function rollback(s: Supplier, by: AccountRef): Outcome {
  if (!(['DRAFT', 'COMMITTED', 'REJECTED'] as SupplierStatus[]).includes(statusOf(s))) return refuse(SUPPLIER_ACTION.rollback, s);
  const approved = lastApproved(s.id);
  if (!approved) return { refusal: SUPPLIER_MSG.neverApproved };
  return { supplier: restoreApproved(s, approved, 'ROLLBACK', by) };
}

/** Update to the ERP: an APPROVED supplier gets its SAP number (the seed's format: 200000 + id, else the next free). */
export function updateToErp(s: Supplier, by: AccountRef): Outcome {
  if (statusOf(s) !== 'APPROVED') return refuse(SUPPLIER_ACTION.updateSupplierToSap, s);
  let supplierNoSap = s.basicData.systemInfo.supplierNoSap;
  if (!supplierNoSap) {
    const taken = new Set(suppliers.all().map((x) => x.basicData.systemInfo.supplierNoSap).filter(Boolean));
    let candidate = 200000 + s.id;
    while (taken.has(String(candidate))) candidate += 1;
    supplierNoSap = String(candidate);
  }
  const written = store(s, { ...keepFlag(s), supplierNoSap });
  addHistory(s.id, 'ERP_UPDATE', by, supplierNoSap);
  return { supplier: written };
}

/** Block or unblock at a date; blocking a blocked supplier (or the reverse) is refused. The history notes why (a failed audit), else the date. */
export function setBlock(s: Supplier, blockAction: 'BLOCK' | 'UNBLOCK', blockDate: string, by: AccountRef, note = blockDate): Outcome {
  const blocked = s.basicData.systemInfo.blockStatus === 'BLOCKED';
  if (blockAction === 'BLOCK' && blocked) return { refusal: SUPPLIER_MSG.alreadyBlocked };
  if (blockAction === 'UNBLOCK' && !blocked) return { refusal: SUPPLIER_MSG.alreadyUnblocked };
  const changed = store(s, { ...keepFlag(s), blockStatus: blockAction === 'BLOCK' ? 'BLOCKED' : 'UNBLOCKED', blockAction, blockDate });
  addHistory(s.id, blockAction, by, note);
  return { supplier: changed };
}

/** The sign-off's decision on a SIGNING change: approved (a potential supplier becomes NORMAL) or rejected. */
export function decideBpm(s: Supplier, decision: 'APPROVE' | 'REJECT', reason?: string): Outcome {
  if (statusOf(s) !== 'SIGNING') return refuse(SUPPLIER_ACTION.bpmDecision, s);
  if (decision === 'REJECT') {
    const rejected = store(s, { ...keepFlag(s), status: 'REJECTED', bpmStatus: 'REJECTED' });
    addHistory(s.id, 'BPM_REJECT', undefined, reason);
    return { supplier: rejected };
  }
  const approved = store(s, { status: 'APPROVED', bpmStatus: 'APPROVED', stage: 'NORMAL' });
  setApproved(approved);
  clearPending(s.id);
  addHistory(s.id, 'BPM_APPROVE');
  notifySupplierChange(approved, 'SUPPLIER_CHANGE_APPROVED');
  return { supplier: approved };
}
