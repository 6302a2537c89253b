import { z } from 'zod';
import { optionalNumberField, requiredText } from './common.schema';
import { US_DOLLAR } from './constants';
import { report } from './issues';
import { VK } from './validation-keys';

/** A rate is maintained when it is a number other than 0 (spec: "cannot be 0 or empty"). */
export const isMaintainedRate = (rate: unknown): boolean => typeof rate === 'number' && Number.isFinite(rate) && rate !== 0;

/** One exchange rate field: empty, 0 or not a number all answer "Exchange rate is 0 or empty." */
export const exchangeRateField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: VK.exchangeRateEmpty }).refine((n) => n !== 0, { error: VK.exchangeRateEmpty }),
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
        if (!isMaintainedRate(r.rate)) report(ctx, VK.exchangeRateEmpty, [i, 'rate'], { currency: r.currencyCode });
      });
      if (localCurrencyCode !== US_DOLLAR && !list.some((r) => r.currencyCode === US_DOLLAR)) report(ctx, VK.usdRateRequired);
    });
