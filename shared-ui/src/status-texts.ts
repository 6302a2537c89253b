// shared-ui/status-texts: the names of every status catalogue in both languages, for the
// portal's status chips and the mock backend's status option lists and export sheets alike; and
// the delivery date bands' names (overdue, within 7 days, later), which its sheets name too.
import deliveryEn from './i18n/locales/en-US/delivery-date.json';
import deliveryZh from './i18n/locales/zh-TW/delivery-date.json';
import en from './i18n/locales/en-US/status.json';
import zh from './i18n/locales/zh-TW/status.json';

export const statusTexts = { 'zh-TW': zh, 'en-US': en } as const;
export const deliveryDateTexts = { 'zh-TW': deliveryZh, 'en-US': deliveryEn } as const;
