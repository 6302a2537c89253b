import { useTranslation } from 'react-i18next';
import { Chip } from 'shared-ui/components';

function BlockChip({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('payment');
  return blocked ? <Chip size="small" color="error" variant="outlined" label={t('invoice.blocked')} data-payment-block="true" /> : null;
}

/** Blocked for payment: a chip on the blocked rows only. */
export const paymentBlockColumn = { field: 'paymentBlock', width: 120, renderCell: ({ value }: { value?: unknown }) => <BlockChip blocked={value === true} /> };
