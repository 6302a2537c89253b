import { registerNamespace } from 'shared-ui';
import en from '../i18n/locales/en-US/activity.json';
import zh from '../i18n/locales/zh-TW/activity.json';

// The panels' texts travel with the panels' chunks, registered when the first one loads.
registerNamespace('activity', { 'zh-TW': zh, 'en-US': en });
