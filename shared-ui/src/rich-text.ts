// shared-ui/rich-text: HTML from the server shown safely (DOMPurify, 20 KB: loaded only by the
// screens that show rich text, never by the login page).
export { SafeHtml, sanitizeHtml } from './rich-text/safe-html';
