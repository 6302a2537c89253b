// shared-ui/validation-texts: the texts of the contract's validation keys, for the mock backend,
// which answers the same rules in the request's language without React.
import en from './i18n/locales/en-US/validation.json';
import zh from './i18n/locales/zh-TW/validation.json';

export const validationTexts = { 'zh-TW': zh, 'en-US': en } as const;
