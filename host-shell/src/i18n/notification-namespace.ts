import { registerNamespace } from 'shared-ui';
import en from './locales/en-US/notification.json';
import zh from './locales/zh-TW/notification.json';

/** The notifications' texts (bell, panel, list page); with the signed-in shell, never with /login. */
export const registerNotificationNamespace = () => registerNamespace('notification', { 'zh-TW': zh, 'en-US': en });
