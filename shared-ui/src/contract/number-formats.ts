import { currencyDigits } from './currency-digits';
import type { IssueParams } from './issues';

// Numbers as the user's language writes them, one set for the screens (`useFormats()`, the list's
// number columns, a read-only number field) and the messages that name a number, in the browser
// (i18next) and in the mock backend's answers alike. Zod-free, like currency-digits: the
// components entry imports it by path.

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The language's number format with so many decimals, made once: making one takes about 50 µs, and
 * a grid formats every number cell again at each sort and page.
 */
export function numberFormat(locale: string, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale} ${minimumFractionDigits} ${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits })));
  return format;
}

/**
 * The most decimals a quantity has: the contract's quantity rules count in millionths
 * (`millionths`), so a quantity is shown to every decimal the rules read (1.123456), none rounded
 * away; a quantity of a counted unit is whole and shows whole.
 */
export const QUANTITY_DECIMALS = 6;

/** A quantity as the user's language writes numbers, to every decimal it has (1,200.5, 12,345.123456). */
export function formatNumber(value: unknown, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return numberFormat(locale, 0, QUANTITY_DECIMALS).format(value);
}

/** The decimals of a currency's amounts (JPY none, TWD two); two when the currency is not known. */
const digitsOf = (currency: string | undefined) => (currency ? currencyDigits(currency) : 2);

/** An amount with its currency's decimals (TWD 1,200.50, JPY 1,201), after its currency when there is one. */
export function formatAmount(value: unknown, currency: string | undefined, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const digits = digitsOf(currency);
  const number = numberFormat(locale, digits, digits).format(value);
  return currency ? `${currency} ${number}` : number;
}

/**
 * A unit price as price lists write it: up to 4 decimals (TWD 0.0852), at least its currency's
 * (TWD 12.50, JPY 12.5, JPY 1,200), after its currency when there is one. Not an amount: a price
 * rounded to the currency's decimals is another price.
 */
export function formatPrice(value: unknown, currency: string | undefined, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const digits = digitsOf(currency);
  const number = numberFormat(locale, digits, Math.max(digits, 4)).format(value);
  return currency ? `${currency} ${number}` : number;
}

/** The most decimals an exchange rate has: the contract refuses more (`rateIssue`), so a rate is always shown as typed. */
export const RATE_DECIMALS = 6;

/**
 * An exchange rate as the user's language writes numbers, to every decimal it has (31.5, 0.213456,
 * 1,234.5). Not a price: a rate rounded to 4 decimals is another rate.
 */
export function formatRate(value: unknown, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return numberFormat(locale, 0, RATE_DECIMALS).format(value);
}

/**
 * What a number is, which says how it is written: a quantity (1,200.5, up to 6 decimals), an
 * amount in its currency's decimals (TWD 1,200.50) or a unit price to 4 decimals (TWD 0.0852), as
 * `quantityColumn`, `amountColumn` and `priceColumn` write them in a list, or an exchange rate to
 * its 6 decimals (0.213456).
 */
export type NumberKind = 'quantity' | 'amount' | 'price' | 'rate';

/** A number of a kind in the user's language; the currency of an amount or a price where it has one. */
export function formatNumberOf(kind: NumberKind, value: unknown, currency: string | undefined, locale: string): string {
  if (kind === 'amount') return formatAmount(value, currency, locale);
  if (kind === 'price') return formatPrice(value, currency, locale);
  if (kind === 'rate') return formatRate(value, locale);
  return formatNumber(value, locale);
}

export const NUMBER_KINDS: readonly NumberKind[] = ['quantity', 'amount', 'price', 'rate'];
const isNumberKind = (format: string): format is NumberKind => (NUMBER_KINDS as readonly string[]).includes(format);

/**
 * A value a message names, as its text says (`({{max, amount}})`): a number of that kind in the
 * message's language, an amount or a price in the message's own `currency` param (the bill's
 * currency); any other value, or a placeholder without a kind, as it is.
 */
export function formatMessageValue(value: unknown, format: string | undefined, params: IssueParams | undefined, locale: string): string {
  const currency = typeof params?.currency === 'string' ? params.currency : undefined;
  if (format && isNumberKind(format) && typeof value === 'number' && Number.isFinite(value)) return formatNumberOf(format, value, currency, locale);
  return String(value);
}

/**
 * A message's text with its placeholders filled as i18next fills them in the browser: `{{name}}`
 * by its param, `{{name, amount}}` by its param written as that kind of number. A placeholder
 * without its param stays.
 */
export function fillMessage(template: string, params: IssueParams | undefined, locale: string): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format: string | undefined) =>
    params && name in params ? formatMessageValue(params[name], format, params, locale) : whole,
  );
}
