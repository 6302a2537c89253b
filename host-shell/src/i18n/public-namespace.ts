import { registerNamespace } from 'shared-ui';
import en from './locales/en-US/public.json';
import zh from './locales/zh-TW/public.json';

// The texts of the pages around sign-in (forgot and reset password, forgot account, the terms
// dialog), loaded with those pages rather than with the login screen. Importing registers them.
registerNamespace('public', { 'zh-TW': zh, 'en-US': en });
