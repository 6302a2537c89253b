import { US_DOLLAR } from './constants';
import type { ExchangeRate } from './exchange-rate';
import { isMaintainedRate } from './exchange-rate.schema';
import type { CostComparisonType, ParityItem, ParityLine } from './parity';

// The arithmetic of the comparison sheet, the same for the screen and the mock backend: prices
// into the org's local currency and USD, the cost a row compares, the cheapest offer per row.

/**
 * The currencies a sheet needs a rate of into its local currency: USD (spec section 5: "the US
 * dollar rate must be maintained") and each currency its offers are in, in that order; never the
 * local currency itself. Without a rate an offer would drop out of the comparison (`cheapestBySeq`).
 */
export function rateCurrencies(lines: readonly Pick<ParityLine, 'currencyCode'>[], localCurrencyCode: string): string[] {
  return [...new Set([US_DOLLAR, ...lines.map((l) => l.currencyCode)])].filter((c) => c !== localCurrencyCode);
}

/**
 * A sheet's rate list as the server keeps it: a row per currency the sheet needs (`rateCurrencies`),
 * with the rate `rates` gives for it, null where it gives none; rows of other currencies dropped.
 * The screen lists these rows and lets the buyer type only their rates.
 */
export function sheetRateList(lines: readonly Pick<ParityLine, 'currencyCode'>[], localCurrencyCode: string, rates: readonly ExchangeRate[]): ExchangeRate[] {
  return rateCurrencies(lines, localCurrencyCode).map((currencyCode) => ({ currencyCode, rate: rates.find((r) => r.currencyCode === currencyCode)?.rate ?? null }));
}

/** The rate of a currency into the local one (1 for the local currency itself; undefined when not maintained). */
export function rateOf(currencyCode: string, localCurrencyCode: string, rates: readonly ExchangeRate[]): number | undefined {
  if (currencyCode === localCurrencyCode) return 1;
  const rate = rates.find((r) => r.currencyCode === currencyCode)?.rate;
  return isMaintainedRate(rate) ? (rate as number) : undefined;
}

/** An amount in `currencyCode` in the local currency. */
export function toLocal(amount: number | undefined, currencyCode: string, localCurrencyCode: string, rates: readonly ExchangeRate[]): number | undefined {
  const rate = rateOf(currencyCode, localCurrencyCode, rates);
  return amount === undefined || rate === undefined ? undefined : amount * rate;
}

/** An amount in `currencyCode` in US dollars, through the local currency. */
export function toUsd(amount: number | undefined, currencyCode: string, localCurrencyCode: string, rates: readonly ExchangeRate[]): number | undefined {
  const local = toLocal(amount, currencyCode, localCurrencyCode, rates);
  const usd = rateOf(US_DOLLAR, localCurrencyCode, rates);
  return local === undefined || usd === undefined ? undefined : local / usd;
}

/**
 * What a line costs in its own currency: the unit (net) price, or the total cost of the year:
 * unit price × quantity + tooling + shipping.
 */
export function costOf(line: Pick<ParityLine, 'netPrice' | 'toolingAmount' | 'shippingCost'>, item: Pick<ParityItem, 'quantity'> | undefined, type: CostComparisonType): number | undefined {
  if (line.netPrice === undefined) return undefined;
  if (type === 'UNIT_PRICE') return line.netPrice;
  return line.netPrice * (item?.quantity ?? 0) + (line.toolingAmount ?? 0) + (line.shippingCost ?? 0);
}

/** The change from the history price to the net price, as a fraction (-0.05 = 5 % cheaper). */
export const priceChange = (line: Pick<ParityLine, 'netPrice' | 'historyPrice'>) =>
  line.netPrice === undefined || !line.historyPrice ? undefined : (line.netPrice - line.historyPrice) / line.historyPrice;

/** Per row (`seq`), the supplier whose offer costs least in the local currency (rows without a comparable price left out). */
export function cheapestBySeq(
  sheet: { items: readonly Pick<ParityItem, 'seq' | 'quantity'>[]; lines: readonly ParityLine[]; costComparisonType: CostComparisonType; localCurrencyCode: string; exchangeRateList: readonly ExchangeRate[] },
): Map<number, number> {
  const out = new Map<number, number>();
  for (const item of sheet.items) {
    let best: { supplierId: number; cost: number } | undefined;
    for (const line of sheet.lines.filter((l) => l.seq === item.seq)) {
      const cost = toLocal(costOf(line, item, sheet.costComparisonType), line.currencyCode, sheet.localCurrencyCode, sheet.exchangeRateList);
      if (cost !== undefined && (!best || cost < best.cost)) best = { supplierId: line.supplierId, cost };
    }
    if (best) out.set(item.seq, best.supplierId);
  }
  return out;
}
