import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, useSession, type Locale } from '../session/session-store';
import commonEn from './locales/en-US/common.json';
import commonZh from './locales/zh-TW/common.json';

/** The one i18next instance of the portal; shared-ui is a singleton, so host and remotes share it. */
export const i18n = i18next.createInstance();

export type NamespaceResources = Record<Locale, Record<string, unknown>>;

let ready: Promise<unknown> | undefined;

type MissingKeyListener = (key: string) => void;
let missingKeyListener: MissingKeyListener = (key) => console.warn(`Missing translation: ${key}`);

/** Who hears of a key that no language has (tests turn it into a failure). */
export function onMissingTranslation(listener: MissingKeyListener): void {
  missingKeyListener = listener;
}

export function initI18n(): Promise<unknown> {
  ready ??= i18n.use(initReactI18next).init({
    lng: useSession.getState().locale ?? DEFAULT_LOCALE,
    fallbackLng: 'en-US',
    supportedLngs: [...LOCALES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { 'zh-TW': { common: commonZh }, 'en-US': { common: commonEn } } satisfies Resource,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => missingKeyListener(`${ns}:${key}`),
  }).then(() => {
    for (const [namespace, resources] of pending.splice(0)) addNamespace(namespace, resources);
    for (const [name, format] of pendingFormats.splice(0)) addFormat(name, format);
  });
  syncDocumentLanguage(i18n.language as Locale);
  return ready;
}

// Namespaces registered before init (a module that registers on import) wait for it.
const pending: [string, NamespaceResources][] = [];

function addNamespace(namespace: string, resources: NamespaceResources) {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, namespace, resources[locale], true, true);
}

/** Adds a remote's (or an entry's) namespace when it loads. */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  if (i18n.isInitialized) addNamespace(namespace, resources);
  else pending.push([namespace, resources]);
}

/**
 * How a text's `{{value, <name>}}` is written: `format(value, language, options)`, the options
 * being the text's other params (an amount's `currency`).
 */
export type TextFormat = (value: unknown, language: string, options: Record<string, unknown>) => string;

const pendingFormats: [string, TextFormat][] = [];

function addFormat(name: string, format: TextFormat) {
  i18n.services.formatter?.add(name, (value, lng, options: Record<string, unknown>) => format(value, lng ?? i18n.language, options));
}

/** Adds a named format of interpolated values when the entry that writes them loads (the contract's number kinds). */
export function registerFormat(name: string, format: TextFormat): void {
  if (i18n.isInitialized) addFormat(name, format);
  else pendingFormats.push([name, format]);
}

/** Switches every screen, remembers the choice and updates `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  useSession.getState().setLocale(locale);
  await i18n.changeLanguage(locale);
  syncDocumentLanguage(locale);
}

function syncDocumentLanguage(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
