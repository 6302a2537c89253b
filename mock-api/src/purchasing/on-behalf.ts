import type { AccountRef, OnBehalf } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import type { Reader } from '../http/reader';
import { say } from '../http/locale';
import { fail } from '../http/respond';
import { PUR_MSG } from './messages';

// Internal staff act for a supplier where spec section 7 lists the supplier's call under `a/` too
// (delivery reply, PO confirm). The write keeps the supplier's own rules, names the one supplier
// it is for, and records the staff account, so the supplier sees who acted for it.

/** Who made a write for a supplier: its own user, or staff for it (`onBehalf`). */
export interface Author {
  by: AccountRef;
  onBehalf?: OnBehalf;
}

export const accountRef = (account: AccountRecord): AccountRef => ({ account: account.account, name: account.fullName });

/** The caller writing for this supplier: a supplier user writes for its own, anyone else on its behalf. */
export function authorFor(reader: Reader, supplierId: number, supplierName?: string): Author {
  const by = accountRef(reader.account);
  if (reader.kind === 'supplier') return { by };
  return { by, onBehalf: { staff: by, supplierId, ...(supplierName ? { supplierName } : {}) } };
}

/** The supplier an `a/` write names (`supplierId`: a whole number, or its digits from a form field), or its 400. */
export function namedSupplier(request: Request, value: unknown): number | Response {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : fail(400, [say(request, PUR_MSG.supplierRequired)]);
}
