// shared-ui/jump-to: the header's jump-to box (Ctrl+K): one search over the record numbers of
// every domain, opening the record's detail page. Its own entry, loaded with the signed-in shell.
import { registerNamespace } from 'shared-ui';
import en from './i18n/locales/en-US/jump-to.json';
import zh from './i18n/locales/zh-TW/jump-to.json';

registerNamespace('jumpTo', { 'zh-TW': zh, 'en-US': en });

export { JumpTo } from './jump-to/jump-to';
export type { JumpToDialogProps } from './jump-to/jump-to-dialog';
export { JUMP_TO_FEATURES, jumpToPath } from './jump-to/jump-to-paths';
