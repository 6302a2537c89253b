// shared-ui/status-texts: the names of every status catalogue in both languages, for the
// portal's status chips and the mock backend's status option lists alike.
import en from './i18n/locales/en-US/status.json';
import zh from './i18n/locales/zh-TW/status.json';

export const statusTexts = { 'zh-TW': zh, 'en-US': en } as const;
