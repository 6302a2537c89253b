import { useTranslation } from 'react-i18next';
import { currencyDigits } from '../contract/currency-digits';

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

/** A quantity as the user's language writes numbers (1,200.5). */
export function formatNumber(value: unknown, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return numberFormat(locale, 0, 4).format(value);
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

/**
 * Several names (or codes) in one line, as the language lists them: 甲公司、乙公司 in Chinese,
 * "Acme, Rio Metals" in English. A list, not a sentence: no "and" (Intl.ListFormat's zh-TW adds 和).
 */
export function formatList(values: readonly (string | number)[], locale: string): string {
  return values.join(locale.startsWith('zh') ? '、' : ', ');
}

/** A moment of the server's clock (`2026-03-19T08:30:00`), to the minute: `2026-03-19 08:30`. */
export const formatDateTime = (iso: string | undefined): string => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/** The formats in the user's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    number: (value: unknown) => formatNumber(value, locale),
    amount: (value: unknown, currency?: string) => formatAmount(value, currency, locale),
    price: (value: unknown, currency?: string) => formatPrice(value, currency, locale),
    list: (values: readonly (string | number)[]) => formatList(values, locale),
    dateTime: formatDateTime,
  };
}
