import type { Bilingual } from '../http/locale';

/**
 * One entry of an option list as seeded: the code, its name in both languages, and the few
 * extra fields some lists carry (the plant's company, the service item's parent...). The
 * handlers answer `{ code, name }` in the request's language plus those extras.
 */
export interface SeedOption {
  code: string;
  name: Bilingual;
  /** Plants, purchasing orgs: the buyer company they belong to. */
  companyCode?: string;
  /** Companies: their local currency; countries: their currency. */
  currencyCode?: string;
  /** Service items: the parent in the tree (absent on the top level). */
  parentCode?: string;
  /** Supplier types: the companies that use the type (absent: every company). */
  companyCodes?: string[];
  /** Phone codes, banks: the country. */
  countryCode?: string;
}

export const bi = (zh: string, en: string): Bilingual => ({ 'zh-TW': zh, 'en-US': en });

/** An option list from `[code, 中文, English]` rows. */
export const rows = (list: [string, string, string][]): SeedOption[] => list.map(([code, zh, en]) => ({ code, name: bi(zh, en) }));
