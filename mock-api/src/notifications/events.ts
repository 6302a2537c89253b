import type { NotificationKind } from 'shared-ui/contract';
import { notify, supplierAccountsOf, type NotificationEvent } from './notifications';

export { recordLink } from './links';

/** An event of a supplier's record to every account of that supplier. */
export const notifySupplier = (supplierId: number, kind: NotificationKind, docNo: string, link: string, params?: Record<string, string>) =>
  notify(supplierAccountsOf(supplierId), { kind, docNo, link, ...(params ? { params } : {}) } satisfies NotificationEvent);

