import { useTranslation } from 'react-i18next';
import { Chip, useFormats } from 'shared-ui/components';

// Column pieces of the payment lists: amounts and quantities in the user's number format, the
// payment block as a chip.

function Amount({ value, currency }: { value: unknown; currency?: string }) {
  return <>{useFormats().amount(value, currency)}</>;
}

function Quantity({ value }: { value: unknown }) {
  return <>{useFormats().number(value)}</>;
}

/** An amount, right-aligned, after the row's currency; its header is `payment:fields.<field>`. */
export const amountColumn = (field: string, width = 150) => ({
  field,
  width,
  type: 'number' as const,
  renderCell: ({ value, row }: { value?: unknown; row: { currencyCode?: string } }) => <Amount value={value} currency={row.currencyCode} />,
});

/** A quantity, right-aligned. */
export const quantityColumn = (field: string, width = 120) => ({
  field,
  width,
  type: 'number' as const,
  renderCell: ({ value }: { value?: unknown }) => <Quantity value={value} />,
});

function BlockChip({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('payment');
  return blocked ? <Chip size="small" color="error" variant="outlined" label={t('invoice.blocked')} data-payment-block="true" /> : null;
}

/** Blocked for payment: a chip on the blocked rows only. */
export const paymentBlockColumn = { field: 'paymentBlock', width: 120, renderCell: ({ value }: { value?: unknown }) => <BlockChip blocked={value === true} /> };
