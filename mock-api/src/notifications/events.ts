import type { NotificationKind } from 'shared-ui/contract';
import { internalOwners, notify, supplierAccountsOf, type NotificationEvent } from './notifications';

export { recordLink } from './links';

/** An event of a supplier's record to every account of that supplier. */
export const notifySupplier = (supplierId: number, kind: NotificationKind, docNo: string, link: string, params?: Record<string, string>) =>
  notify(supplierAccountsOf(supplierId), { kind, docNo, link, ...(params ? { params } : {}) } satisfies NotificationEvent);

/**
 * A message in a record's conversation to the other side: a supplier's message to the record's
 * internal owners, an internal user's to the record's supplier (its accounts only).
 */
export function notifyMessage(from: 'supplier' | 'internal', record: { supplierId: number; owners: readonly string[] }, docNo: string, link: string) {
  const to = from === 'supplier' ? internalOwners(...record.owners) : supplierAccountsOf(record.supplierId);
  return notify(to, { kind: 'MESSAGE_RECEIVED', docNo, link });
}
