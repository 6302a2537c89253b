import { z } from 'zod';
import { optionalText, requiredText } from './common.schema';
import { report } from './issues';
import { VK } from './validation-keys';

export const bankInfoSchema = z.object({
  accountName: requiredText(),
  bankAccount: requiredText(),
  bankCode: requiredText(),
  countryCode: requiredText(),
  currencyCode: requiredText(),
  swiftCode: optionalText(),
});

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
  z.array(bankInfoSchema).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((bank, i) => {
      if (seen.has(bank.currencyCode)) report(ctx, VK.bankCurrencyExists, [i, 'currencyCode'], { currency: bank.currencyCode });
      seen.add(bank.currencyCode);
    });
    if (tradingCurrencies.length === 0 || list.some((b) => tradingCurrencies.includes(b.currencyCode))) return;
    list.forEach((_bank, i) => report(ctx, VK.tradingCurrencyFirst, [i, 'currencyCode'], { currencies: tradingCurrencies.join(', ') }));
  }, { when: currenciesValid });
