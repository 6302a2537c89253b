import { OptionName, OptionNames, useFormats } from 'shared-ui/components';
import type { OptionsSource } from 'shared-ui/data';

// List columns in the user's formats: numbers right-aligned (a quantity, an amount or a unit price
// after its row's currency) and lists of names. Headers by the list's `fields.<field>` convention.

function Quantity({ value }: { value: unknown }) {
  return <>{useFormats().number(value)}</>;
}

function Amount({ value, currency }: { value: unknown; currency?: string }) {
  return <>{useFormats().amount(value, currency)}</>;
}

function Price({ value, currency }: { value: unknown; currency?: string }) {
  return <>{useFormats().price(value, currency)}</>;
}

const listOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

function Names({ value }: { value: unknown }) {
  return <>{useFormats().list(listOf(value))}</>;
}

/** A quantity (1,200.5). */
export const quantityColumn = (field: string, width = 120) => ({
  field,
  width,
  type: 'number' as const,
  renderCell: ({ value }: { value?: unknown }) => <Quantity value={value} />,
});

/** An amount with its currency's decimals after the row's `currencyCode` (USD 1,200.50, JPY 1,201). */
export const amountColumn = (field: string, width = 150) => ({
  field,
  width,
  type: 'number' as const,
  renderCell: ({ value, row }: { value?: unknown; row: { currencyCode?: string } }) => <Amount value={value} currency={row.currencyCode} />,
});

/** A unit price, up to 4 decimals (at least its currency's), after the row's `currencyCode` (TWD 0.0852, JPY 12.5). */
export const priceColumn = (field: string, width = 150) => ({
  field,
  width,
  type: 'number' as const,
  renderCell: ({ value, row }: { value?: unknown; row: { currencyCode?: string } }) => <Price value={value} currency={row.currencyCode} />,
});

/**
 * Several names in one cell (the suppliers invited, a user's roles), listed as the user's language
 * lists them: 甲公司、乙公司 or "Acme, Rio Metals". The server sorts such a column by its first name.
 * With a `source`, the cell holds codes, each shown by its option's name (1000, 2000 → 台北總公司、蘇州廠).
 */
export const namesColumn = (field: string, { source, ...options }: { width?: number; minWidth?: number; flex?: number; sortable?: boolean; source?: OptionsSource }) => ({
  field,
  ...options,
  renderCell: ({ value }: { value?: unknown }) => (source ? <OptionNames source={source} codes={listOf(value)} /> : <Names value={value} />),
});

/**
 * A code shown by its option's name in the user's language (RAW → 原物料供應商 / Raw material
 * supplier), from the same cached list as a filter's select on it: the code only until the list
 * has come, never a code where the screen has a name for it.
 */
export const optionColumn = (field: string, source: OptionsSource, width = 120) => ({
  field,
  width,
  renderCell: ({ value }: { value?: unknown }) => <OptionName source={source} code={value} />,
});
