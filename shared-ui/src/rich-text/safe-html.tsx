import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Formatting, lists, links, tables and images are enough for bulletins and remarks; scripts,
// styles, forms and event handlers never reach the page.
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

// Links from the server open in a new tab without giving that tab a handle on the portal.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Sanitises HTML from the server (DOMPurify); pure so the mock and tests can use it too. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}

/** Rich text from the server (bulletin contents...), shown only after it is sanitised. */
export function SafeHtml({ html, component = 'div' }: { html: string; component?: 'div' | 'section' | 'article' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box component={component} sx={{ '& img': { maxWidth: '100%' }, '& table': { borderCollapse: 'collapse' } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
