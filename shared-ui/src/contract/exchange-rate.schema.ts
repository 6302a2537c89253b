import { z } from 'zod';
import { optionalNumberField, requiredText } from './common.schema';
import { US_DOLLAR } from './constants';
import { report, type IssueParams } from './issues';
import { RATE_DECIMALS } from './number-formats';
import { VK, type ValidationKey } from './validation-keys';

/**
 * A rate is maintained when it is a number above 0: the spec's "cannot be 0 or empty", and a
 * price turned negative by a rate below 0 would win every comparison.
 */
export const isMaintainedRate = (rate: unknown): boolean => typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/** Whether a rate has at most `RATE_DECIMALS` decimals: the screens show every one of them, none rounded away. */
const fitsRateDecimals = (rate: number): boolean => Number(rate.toFixed(RATE_DECIMALS)) === rate;

/**
 * What is wrong with a rate, if anything: below 0, or 0, empty or not a number (spec section 8's
 * message), or more decimals than a rate has (it would be shown as another rate).
 */
export const rateIssue = (rate: unknown): ValidationKey | undefined => {
  if (!isMaintainedRate(rate)) return typeof rate === 'number' && rate < 0 ? VK.exchangeRateNegative : VK.exchangeRateEmpty;
  return fitsRateDecimals(rate as number) ? undefined : VK.rateDecimals;
};

/** Reports a rate's issue at `path`; too many decimals says how many a rate has. */
export function reportRateIssue(ctx: z.RefinementCtx, issue: ValidationKey, path: (string | number)[], params?: IssueParams): void {
  report(ctx, issue, path, issue === VK.rateDecimals ? { ...params, digits: RATE_DECIMALS } : params);
}

/** One exchange rate field: empty, 0 or not a number answer "Exchange rate is 0 or empty."; below 0 says so. */
export const exchangeRateField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: VK.exchangeRateEmpty }).superRefine((n, ctx) => {
      const issue = rateIssue(n);
      if (issue) reportRateIssue(ctx, issue, []);
    }),
  );

/**
 * A table of rates into the local currency: no rate may be 0 or empty, and the US dollar rate
 * must be maintained (a USD row with a rate) unless the local currency is USD itself.
 */
export const exchangeRateListSchema = (localCurrencyCode?: string) =>
  z
    .array(z.object({ currencyCode: requiredText(), rate: optionalNumberField() }))
    .superRefine((list, ctx) => {
      list.forEach((r, i) => {
        const issue = rateIssue(r.rate);
        if (issue) reportRateIssue(ctx, issue, [i, 'rate'], { currency: r.currencyCode });
      });
      if (localCurrencyCode !== US_DOLLAR && !list.some((r) => r.currencyCode === US_DOLLAR)) report(ctx, VK.usdRateRequired);
    });

/** A rate as typed, before it is checked (a draft may still wait for one): empty, or a number with no more decimals than a rate has. */
export const typedRateField = () =>
  optionalNumberField().superRefine((n, ctx) => {
    if (typeof n === 'number' && Number.isFinite(n) && !fitsRateDecimals(n)) reportRateIssue(ctx, VK.rateDecimals, []);
  });
