import { z } from 'zod';
import { optionalText, requiredText } from './common.schema';
import { report } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

export const bankInfoSchema = lazySchema(() =>
  z.object({
    accountName: requiredText(),
    bankAccount: requiredText(),
    bankCode: requiredText(),
    countryCode: requiredText(),
    currencyCode: requiredText(),
    swiftCode: optionalText(),
  }),
);

// The currency rules run while other columns of a row are still incomplete.
const currenciesValid = (p: { issues: { path?: PropertyKey[] }[] }) => !p.issues.some((i) => i.path?.[1] === 'currencyCode');

/**
 * "One bank account per transaction currency; a trading-currency account must be added first"
 * (spec section 5). The trading currencies are the order currencies of the supplier's purchasing
 * orgs (`tradingCurrencies(supplier)`): what the buyer pays in. Reading: as soon as the list has
 * an account, one of them must be in a trading currency; until then every other-currency row is
 * refused with "Add a trading currency account first." With no trading currency known (a new
 * supplier), only the one-per-currency rule applies.
 */
export const bankInfoListSchema = (tradingCurrencies: readonly string[] = []) =>
  z.array(bankInfoSchema).superRefine((list, ctx) => checkBankCurrencies(list, tradingCurrencies, ctx), { when: currenciesValid });

/**
 * The two currency rules over a bank list, reported at `[...at, i, 'currencyCode']`: for a
 * schema whose trading currencies come from another part of the same value (the supplier record's
 * purchasing orgs).
 */
export function checkBankCurrencies(
  list: readonly { currencyCode: string }[],
  tradingCurrencies: readonly string[],
  ctx: z.RefinementCtx,
  at: (string | number)[] = [],
): void {
  const seen = new Set<string>();
  list.forEach((bank, i) => {
    if (seen.has(bank.currencyCode)) report(ctx, VK.bankCurrencyExists, [...at, i, 'currencyCode'], { currency: bank.currencyCode });
    seen.add(bank.currencyCode);
  });
  if (tradingCurrencies.length === 0 || list.length === 0 || list.some((b) => tradingCurrencies.includes(b.currencyCode))) return;
  list.forEach((_bank, i) => report(ctx, VK.tradingCurrencyFirst, [...at, i, 'currencyCode'], { currencies: tradingCurrencies.join(', ') }));
}
