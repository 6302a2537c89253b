import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber, formatPrice, formatRate } from '../contract/number-formats';

// The number formats live with the contract: the messages that name a number (the browser's and
// the mock backend's) write it as the screens do.
export { formatAmount, formatNumber, formatPrice, formatRate, numberFormat } from '../contract/number-formats';

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
    /** An exchange rate to every decimal it has (1,234.213456), as `RateField` shows it. */
    rate: (value: unknown) => formatRate(value, locale),
    list: (values: readonly (string | number)[]) => formatList(values, locale),
    dateTime: formatDateTime,
  };
}
