import type { AccountRef, ActivityAction, SupplierHistoryAction, SupplierHistoryEntry } from 'shared-ui/contract';
import { recordActivity } from '../activity';
import { clock } from '../store/clock';
import { supplierHistory, suppliers } from '../store/collections';

const ACTIVITY_OF: Record<SupplierHistoryAction, ActivityAction | undefined> = {
  REGISTER: 'create', CREATE: 'create', SAVE: 'update', COMMIT: 'commit', DIRECT_UPDATE: 'approve', COMMIT_BPM: 'commit', BPM_APPROVE: 'approve',
  BPM_REJECT: 'reject', REJECT: 'reject', ROLLBACK: 'restore', ERP_UPDATE: undefined, BLOCK: 'block', UNBLOCK: 'unblock', AUTO_REVIEW: undefined, AUTO_REVERT: 'revert',
};
/** Who a step without an account was made by: the sign-off system or the automatic revert. */
const SYSTEM: AccountRef = { account: 'system' };

// The status a supplier had before the step being stored (lifecycle's `store` notes it, the
// step's history line, written right after in the same synchronous step, reads it).
const before = new Map<number, string>();
export const statusBefore = (supplierId: number, status: string) => void before.set(supplierId, status);

/**
 * Adds a line to a supplier's commit history, at the business clock's now unless `at` is given;
 * a step that moved the record's status (or its block) is also told to the supplier's timeline.
 */
export function addHistory(supplierId: number, action: SupplierHistoryAction, by?: AccountRef, note?: string, at = clock.iso()): SupplierHistoryEntry {
  const from = before.get(supplierId);
  before.delete(supplierId);
  const to = suppliers.get(supplierId)?.basicData.systemInfo.status;
  const activity = ACTIVITY_OF[action];
  const block = action === 'BLOCK' || action === 'UNBLOCK';
  if (activity && (block || from === undefined || from !== to)) {
    recordActivity({ kind: 'supplier', id: supplierId }, {
      action: activity,
      by: by ?? SYSTEM,
      ...(block ? { catalogue: 'blockStatus', from: action === 'BLOCK' ? 'UNBLOCKED' : 'BLOCKED', to: action === 'BLOCK' ? 'BLOCKED' : 'UNBLOCKED' } : { from, to }),
      reason: action === 'REJECT' || action === 'BPM_REJECT' || block ? note : undefined,
    });
  }
  return supplierHistory.insert({ supplierId, action, at, ...(by ? { by } : {}), ...(note ? { note } : {}) });
}

/** A supplier's history, newest first (the same instant: the later line first). */
export function historyOf(supplierId: number): SupplierHistoryEntry[] {
  return supplierHistory
    .all()
    .filter((h) => h.supplierId === supplierId)
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
}
