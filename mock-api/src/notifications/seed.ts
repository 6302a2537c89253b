import type { NewRecord } from '../store/collection';
import { seedAccounts } from '../seed/accounts';
import { seededOrders } from '../seed/domain';
import { at } from '../seed/purchasing-common';
import { recordLink } from './links';
import type { NotificationRecord } from './notifications';

/** The newest open, unconfirmed POs of each supplier account that a demo starts with. */
const PER_ACCOUNT = 3;

/**
 * POs come from the ERP, not from a call of the mock: the seed's open, unconfirmed POs are the ones
 * "delivered" before the demo starts, so each demo supplier account starts with its newest few to
 * confirm (its own supplier's only), oldest first so the newest has the highest id.
 */
export function seedNotifications(): NewRecord<NotificationRecord>[] {
  const orders = seededOrders();
  return seedAccounts()
    .filter((a) => a.kind === 'supplier' && a.supplierId !== null)
    .flatMap((a) =>
      orders
        .filter((po) => po.supplierId === a.supplierId && po.status === 'OPEN' && po.confirmStatus === 'UNCONFIRMED')
        .sort((x, y) => y.poDate.localeCompare(x.poDate) || y.id - x.id)
        .slice(0, PER_ACCOUNT)
        .reverse()
        .map((po) => ({ account: a.account, kind: 'PO_TO_CONFIRM' as const, docNo: po.poNo, link: recordLink.po(po.id), params: {}, createdAt: at(po.poDate, '00:00'), readAt: null })),
    )
    .sort((x, y) => x.createdAt.localeCompare(y.createdAt));
}
