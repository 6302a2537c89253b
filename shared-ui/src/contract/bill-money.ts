import { currencyDigits } from './currency-digits';

// Money of a bill, in whole cents: quantities times prices, totals and tax without floating
// drift (0.1 + 0.2 is 0.3 here, and 1.005 × 1 rounds to 1.01 as an accountant expects).

/** An amount (at most two decimals, as amounts travel) as whole cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The sum of amounts, to the cent. */
export const sumCents = (amounts: readonly (number | null | undefined)[]): number => amounts.reduce<number>((s, a) => s + toCents(a ?? 0), 0);

const SCALE_DIGITS = 6;
/** A number as an integer of millionths, read from its decimal digits (quantities and prices have at most six). */
const millionths = (n: number): bigint => BigInt(n.toFixed(SCALE_DIGITS).replace('.', ''));
const halfUp = (value: bigint, divisor: bigint): bigint => {
  const sign = value < 0n ? -1n : 1n;
  const abs = value * sign;
  return sign * ((abs + divisor / 2n) / divisor);
};

/** `quantity × unitPrice` in units of 10^-digits, rounded half up, computed on the decimal digits (no binary drift). */
const lineUnits = (quantity: number, unitPrice: number, digits: number): number =>
  // millionths × millionths = 10^-12.
  Number(halfUp(millionths(quantity) * millionths(unitPrice), 10n ** BigInt(2 * SCALE_DIGITS - digits)));

/** `quantity × unitPrice` in cents, rounded half up, computed on the decimal digits (no binary drift). */
export const lineAmountCents = (quantity: number, unitPrice: number): number => lineUnits(quantity, unitPrice, 2);

/**
 * `quantity × unitPrice` as an amount: to the cent, or, given the currency, to its decimals
 * (`currencyDigits`: 850 × 0.23 JPY is 196, 850 × 0.23 USD 195.50). What a line's quantity is
 * worth, the most its amount may be.
 */
export function lineAmount(quantity: number, unitPrice: number, currencyCode?: string): number {
  const digits = currencyCode ? currencyDigits(currencyCode) : 2;
  return lineUnits(quantity, unitPrice, digits) / 10 ** digits;
}

/** Whether an amount has no more decimals than its currency's (100.005 USD and 1234.5 JPY have more). */
export const fitsCurrencyDigits = (amount: number, currencyCode: string): boolean => Number(amount.toFixed(currencyDigits(currencyCode))) === amount;

/**
 * The tax of an amount at a rate in percent, in cents, rounded half up to the currency's smallest
 * unit (a cent; a whole yen, `currencyCode` JPY: 195 × 5% is 10, not 9.75).
 */
export function taxCents(amountCents: number, ratePercent: number, currencyCode?: string): number {
  // Cents per smallest unit: 1 for two decimals, 100 for none.
  const unit = 10n ** BigInt(2 - (currencyCode ? currencyDigits(currencyCode) : 2));
  return Number(halfUp(BigInt(amountCents) * BigInt(ratePercent), 100n * unit) * unit);
}
