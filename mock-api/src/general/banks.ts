import { BRAZIL_COUNTRY_ON_CREATE, BRAZIL_COUNTRY_ON_EDIT } from 'shared-ui/contract';
import type { BankRecord } from '../seed/banks';
import { db } from '../store/db';

/** The country whose banks an account lists: Brazil's code on a new record (B1) lists Brazil's banks. */
export const bankCountryOf = (countryCode: string): string => (countryCode === BRAZIL_COUNTRY_ON_CREATE ? BRAZIL_COUNTRY_ON_EDIT : countryCode);

/**
 * A bank of a country, as `g/banks` lists it for the account's bank select. Codes repeat across
 * countries (104 is Bank of China and Caixa), so the country decides.
 */
export const bankOf = (countryCode: string, bankCode: string): BankRecord | undefined => {
  const country = bankCountryOf(countryCode);
  return db.state.reference.banks.find((b) => b.countryCode === country && b.code === bankCode);
};
