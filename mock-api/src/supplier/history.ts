import type { AccountRef, SupplierHistoryAction, SupplierHistoryEntry } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import { clock } from '../store/clock';
import { supplierHistory } from '../store/collections';

/** Adds a line to a supplier's commit history, at the business clock's now unless `at` is given. */
export function addHistory(supplierId: number, action: SupplierHistoryAction, by?: AccountRef, note?: string, at = clock.iso()): SupplierHistoryEntry {
  return supplierHistory.insert({ supplierId, action, at, ...(by ? { by } : {}), ...(note ? { note } : {}) });
}

/** A supplier's history, newest first (the same instant: the later line first). */
export function historyOf(supplierId: number): SupplierHistoryEntry[] {
  return supplierHistory
    .all()
    .filter((h) => h.supplierId === supplierId)
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
}

/** The caller as a history line names it: the account and the person's name. */
export const refOf = (account: AccountRecord): AccountRef => ({ account: account.account, name: account.fullName });
