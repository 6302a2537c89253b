import { useFormats } from 'shared-ui/components';

// List columns of numbers in the user's number format, right-aligned: a quantity, an amount after
// its row's currency. Headers by the list's `fields.<field>` convention.

function Quantity({ value }: { value: unknown }) {
  return <>{useFormats().number(value)}</>;
}

function Amount({ value, currency }: { value: unknown; currency?: string }) {
  return <>{useFormats().amount(value, currency)}</>;
}

/** A quantity (1,200.5). */
export const quantityColumn = (field: string, width = 120) => ({
  field,
  width,
  type: 'number' as const,
  renderCell: ({ value }: { value?: unknown }) => <Quantity value={value} />,
});

/** An amount with two decimals after the row's `currencyCode` (USD 1,200.50). */
export const amountColumn = (field: string, width = 150) => ({
  field,
  width,
  type: 'number' as const,
  renderCell: ({ value, row }: { value?: unknown; row: { currencyCode?: string } }) => <Amount value={value} currency={row.currencyCode} />,
});
