import { registerNamespace } from 'shared-ui';
import en from './locales/en-US/shell.json';
import zh from './locales/zh-TW/shell.json';

export const registerShellNamespace = () => registerNamespace('shell', { 'zh-TW': zh, 'en-US': en });
