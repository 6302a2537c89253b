import { LOCALES, type Locale } from '../session/session-store';
import privacyEn from './locales/en-US/privacy.json';
import purchaseOrderTermsEn from './locales/en-US/purchase-order-terms.json';
import termsOfUseEn from './locales/en-US/terms-of-use.json';
import privacyZh from './locales/zh-TW/privacy.json';
import purchaseOrderTermsZh from './locales/zh-TW/purchase-order-terms.json';
import termsOfUseZh from './locales/zh-TW/terms-of-use.json';

/** One numbered section of a legal text: its heading and its paragraphs. */
export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

/** A legal text in one language, as stored in `terms/locales/<locale>/<document>.json`. */
export interface TermsDocumentContent {
  title: string;
  /** Date of the current version, ISO `YYYY-MM-DD`. */
  updated: string;
  sections: TermsSection[];
}

/** Terms of use and privacy statement (login, registration); PO terms (confirming a PO). */
export type TermsDocumentName = 'termsOfUse' | 'privacy' | 'purchaseOrderTerms';

/** Every legal text in both languages; zh-TW is the binding version (each text says so). */
export const termsDocuments: Readonly<Record<TermsDocumentName, Readonly<Record<Locale, TermsDocumentContent>>>> = {
  termsOfUse: { 'zh-TW': termsOfUseZh, 'en-US': termsOfUseEn },
  privacy: { 'zh-TW': privacyZh, 'en-US': privacyEn },
  purchaseOrderTerms: { 'zh-TW': purchaseOrderTermsZh, 'en-US': purchaseOrderTermsEn },
};

/** The locale whose text is shown for an i18next language: an exact match, any English, else zh-TW. */
export function termsLocale(language: string | undefined): Locale {
  const exact = LOCALES.find((l) => l === language);
  if (exact) return exact;
  return language?.toLowerCase().startsWith('en') ? 'en-US' : 'zh-TW';
}
