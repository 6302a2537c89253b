import { numberFormat } from 'shared-ui/components';

/** A unit price as price lists write it: up to 4 decimals (0.0852), grouped by the user's language. */
export function formatPrice(value: number | undefined, language: string): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(language === 'en-US' ? 'en-US' : 'zh-TW', 2, 4).format(value);
}
