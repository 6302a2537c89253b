import { registerNamespace } from 'shared-ui';
import en from './locales/en-US/shell.json';
import zh from './locales/zh-TW/shell.json';

/** The signed-in shell's texts (menu, header, home); loaded with the admin layout, not with /login. */
export const registerShellNamespace = () => registerNamespace('shell', { 'zh-TW': zh, 'en-US': en });
