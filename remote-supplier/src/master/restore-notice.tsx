import { useTranslation } from 'react-i18next';
import { Alert } from 'shared-ui/components';
import type { SupplierStatus, SystemInfo } from 'shared-ui/contract';

/** The states of a change the automatic restore reverts (never one in sign-off, spec section 4). */
const PENDING = new Set<SupplierStatus>(['DRAFT', 'COMMITTED', 'REJECTED']);

/**
 * The day a flagged change is reverted: the contract's `restoreReviewOn` is the 1st of the month
 * the automatic restore flagged it on, and the revert follows on the 7th (spec sections 4 and 9).
 */
export const restoreDayOf = (restoreReviewOn: string) => `${restoreReviewOn.slice(0, 8)}07`;

/**
 * The automatic restore's warning on a pending change it has flagged (over 30 days without going
 * to sign-off): unless it moves on before the 7th, that day the last approved data comes back.
 * `text` is the i18n key in the reader's words (purchasing staff, or the supplier itself).
 */
export function RestoreNotice({ info, text }: { info: SystemInfo | undefined; text: string }) {
  const { t } = useTranslation('supplier');
  if (!info?.restoreReviewOn || !PENDING.has(info.status)) return null;
  return <Alert severity="warning">{t(text, { date: restoreDayOf(info.restoreReviewOn) })}</Alert>;
}
