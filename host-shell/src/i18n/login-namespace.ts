import { registerNamespace } from 'shared-ui';
import en from './locales/en-US/login.json';
import zh from './locales/zh-TW/login.json';

/** The public pages' texts, in the first bundle. */
export const registerLoginNamespace = () => registerNamespace('login', { 'zh-TW': zh, 'en-US': en });
