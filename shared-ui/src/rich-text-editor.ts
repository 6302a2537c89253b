// shared-ui/rich-text-editor: rich text written in a form (mui-tiptap 1.31 on Tiptap 3: an
// MUI-styled editor, so it looks and behaves like the other fields). Its own entry, loaded only
// by the screens that edit content (bulletins), never by the login page or a read-only view;
// what it writes is shown through `shared-ui/rich-text`'s SafeHtml.
import { registerNamespace } from 'shared-ui';
import 'shared-ui/form'; // the fields' `detail` and `validation` texts
import en from './i18n/locales/en-US/rich-text.json';
import zh from './i18n/locales/zh-TW/rich-text.json';

registerNamespace('richText', { 'zh-TW': zh, 'en-US': en });

export { RichTextField, type RichTextFieldProps } from './rich-text-editor/rich-text-field';
