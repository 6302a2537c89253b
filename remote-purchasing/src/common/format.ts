/** Quantities and amounts as the user's language writes numbers (1,200.5). */
export function formatNumber(value: unknown, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value);
}

export function formatAmount(value: unknown, currency: string | undefined, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return currency ? `${currency} ${number}` : number;
}
