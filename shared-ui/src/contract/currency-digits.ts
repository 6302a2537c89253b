// A currency's minor-unit digits (ISO 4217): how many decimals its amounts have. Zod-free, so the
// components entry imports it by path (the amount formats) without reaching the contract's schemas.

const digitsByCurrency = new Map<string, number>();

/** The decimals of a currency's amounts: JPY 0, TWD, USD, EUR 2; 2 for a code Intl does not know. */
export function currencyDigits(currencyCode: string): number {
  let digits = digitsByCurrency.get(currencyCode);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      // not a well-formed code (RangeError): amounts as most currencies write them
      digits = 2;
    }
    digitsByCurrency.set(currencyCode, digits);
  }
  return digits;
}
