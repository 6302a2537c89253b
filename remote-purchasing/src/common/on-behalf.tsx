import { useTranslation } from 'react-i18next';
import { Alert } from 'shared-ui/components';
import type { AccountRef, OnBehalf } from 'shared-ui/contract';

// Staff may reply a delivery date or confirm a PO for a supplier (spec section 7, the a/ calls).
// They are told so before they send, and the supplier reads who acted for it wherever it sees
// the line or the PO.

/** Said to staff before they write for a supplier: the supplier will see who did it. */
export function OnBehalfNotice({ supplier }: { supplier: string }) {
  const { t } = useTranslation('purchasing');
  return (
    <Alert severity="info" role="note">
      {t('onBehalf.notice', { supplier })}
    </Alert>
  );
}

const person = (by: AccountRef) => (by.name ? `${by.name} (${by.account})` : by.account);

/** Who made a reply or a confirmation: the supplier's user, or "Lin Buyer (buyer) on behalf of Hsin Tai". */
export function AuthorText({ by, onBehalf }: { by?: AccountRef; onBehalf?: OnBehalf }) {
  const { t } = useTranslation('purchasing');
  if (onBehalf) return <>{t('onBehalf.by', { staff: person(onBehalf.staff), supplier: onBehalf.supplierName ?? String(onBehalf.supplierId) })}</>;
  return by ? <>{person(by)}</> : null;
}

/** The list column of who replied a line (`purchasing:fields.repliedBy`). */
export const repliedByColumn = {
  field: 'repliedBy',
  minWidth: 200,
  flex: 1,
  sortable: false,
  renderCell: ({ row }: { row: { repliedBy?: AccountRef; replyOnBehalf?: OnBehalf } }) => <AuthorText by={row.repliedBy} onBehalf={row.replyOnBehalf} />,
};
