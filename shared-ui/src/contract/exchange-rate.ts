import type { Code } from './scalars';

/**
 * A rate from a currency into the local currency (`g/` "exchange rate by from-currency").
 * `rate` is null while nobody maintained it; rules treat null like 0 (spec section 5).
 */
export interface ExchangeRate {
  currencyCode: Code;
  rate: number | null;
}
