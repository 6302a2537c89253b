import type { AttachmentSetting, OptionItem } from 'shared-ui/contract';
import { resource, type ServerOptions } from 'shared-ui/data';

// The general lookups the supplier's forms ask (spec section 7, `g/` and the sign-up's `ss/`).

const banks = resource('g/banks');
const paymentMethods = resource('g/paymentMethods');

/** The banks of a country, as a select's options: `700 Chunghwa Post`. */
export const banksOf = (countryCode: string): ServerOptions => ({
  key: ['banks', countryCode],
  load: async () => (await banks.read<{ code: string; name: string }[]>({ countryCode })).map((b) => ({ code: b.code, name: `${b.code} ${b.name}` })),
});

/** The payment methods a company offers a supplier of that country. */
export const paymentMethodsOf = (countryCode: string, companyCode: string): ServerOptions => ({
  key: ['paymentMethods', countryCode, companyCode],
  load: () => paymentMethods.read<OptionItem[]>({ countryCode, companyCode }),
});

/** The attachment settings of a supplier type in a language: the signed-in `g/` list or the sign-up's `ss/` one. */
export const defaultAttachments = (prefix: 'g' | 'ss') => {
  const settings = resource(`${prefix}/defaultAttachments`);
  return (supplierTypeCode: string, langCode: string) => settings.read<AttachmentSetting[]>({ supplierTypeCode, langCode });
};
