import type { Code, Id } from './scalars';

/** Bank info of a supplier (spec section 3); one account per currency (section 5). */
export interface BankInfo {
  id?: Id;
  accountName: string;
  bankAccount: string;
  bankCode: Code;
  countryCode: Code;
  currencyCode: Code;
  swiftCode?: string;
}
