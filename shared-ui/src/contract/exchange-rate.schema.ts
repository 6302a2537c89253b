import { z } from 'zod';
import { optionalNumberField, requiredText } from './common.schema';
import { US_DOLLAR } from './constants';
import { report } from './issues';
import { VK } from './validation-keys';

/**
 * A rate is maintained when it is a number above 0: the spec's "cannot be 0 or empty", and a
 * price turned negative by a rate below 0 would win every comparison.
 */
export const isMaintainedRate = (rate: unknown): boolean => typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/** What is wrong with a rate, if anything: below 0, or 0, empty or not a number (spec section 8's message). */
export const rateIssue = (rate: unknown) => (isMaintainedRate(rate) ? undefined : typeof rate === 'number' && rate < 0 ? VK.exchangeRateNegative : VK.exchangeRateEmpty);

/** One exchange rate field: empty, 0 or not a number answer "Exchange rate is 0 or empty."; below 0 says so. */
export const exchangeRateField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: VK.exchangeRateEmpty }).superRefine((n, ctx) => {
      const issue = rateIssue(n);
      if (issue) report(ctx, issue, []);
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
        if (issue) report(ctx, issue, [i, 'rate'], { currency: r.currencyCode });
      });
      if (localCurrencyCode !== US_DOLLAR && !list.some((r) => r.currencyCode === US_DOLLAR)) report(ctx, VK.usdRateRequired);
    });
