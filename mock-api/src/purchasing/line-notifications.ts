import { notifySupplier, recordLink } from '../notifications';
import type { LineChange } from './changes';

/**
 * The buyer's decision on a delivery reply tells the line's supplier (its accounts only), with the
 * reason of a rejection and a link to the line's own page: docNo is `<poNo>-<item>` as the reply
 * list shows the line.
 */
export function notifyLineDecisions(changes: readonly LineChange[]): void {
  for (const change of changes) {
    if (change.kind === 'reply') continue;
    const s = change.schedule;
    const docNo = `${s.poNo}-${s.item}`;
    if (change.kind === 'approve') notifySupplier(s.supplierId, 'DELIVERY_REPLY_APPROVED', docNo, recordLink.deliveryLine(s.id));
    else notifySupplier(s.supplierId, 'DELIVERY_REPLY_RETURNED', docNo, recordLink.deliveryLine(s.id), { reason: change.reason });
  }
}
