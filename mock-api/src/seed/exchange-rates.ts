/**
 * Exchange rates into the companies' local currencies (TWD, CNY, BRL), as maintained on a fixed
 * day so the seed never moves. One rate is deliberately not maintained (`null`: EUR into BRL) so
 * the "exchange rate is 0 or empty" rule can be seen; the USD rates always are (spec section 5).
 */
export interface ExchangeRateRecord {
  fromCurrency: string;
  toCurrency: string;
  rate: number | null;
  validFrom: string;
}

const RATES: [string, Record<string, number | null>][] = [
  ['TWD', { USD: 32.15, CNY: 4.43, BRL: 5.82, JPY: 0.2135, EUR: 34.9, TWD: 1 }],
  ['CNY', { USD: 7.26, TWD: 0.2257, BRL: 1.31, JPY: 0.0482, EUR: 7.88, CNY: 1 }],
  ['BRL', { USD: 5.53, TWD: 0.172, CNY: 0.762, JPY: 0.0367, EUR: null, BRL: 1 }],
];

export function seedExchangeRates(): ExchangeRateRecord[] {
  return RATES.flatMap(([toCurrency, from]) =>
    Object.entries(from).map(([fromCurrency, rate]) => ({ fromCurrency, toCurrency, rate, validFrom: '2026-01-02' })),
  );
}
