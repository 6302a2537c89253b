import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, visuallyHidden } from 'shared-ui';
import { keepFocusOnPage } from './keep-focus';
import { dialogIsOpen } from './open-dialog';
import { shown, watchHeading } from './watch-heading';

// Whether a page has been shown since the page load (the first keeps the browser's own start).
let pageShown = false;

/**
 * What a screen reader and a keyboard user need on every route change: the document title follows
 * the page's heading (`PO 4501001021 — Supplier portal`, in the user's language), a polite live
 * region announces it, and focus moves to the heading, unless the page has already put it
 * somewhere inside (a list back on the row that was opened) or a dialog is open over it. The
 * first page keeps the browser's own start: nothing has moved yet. Focus that falls off the page
 * goes to the heading too.
 */
export function PageAnnouncer({ pathname }: { pathname: string }) {
  const { t } = useTranslation('common');
  const [announcement, setAnnouncement] = useState('');
  const appTitle = t('common:app.title');

  useEffect(() => keepFocusOnPage(), []);

  useEffect(() => {
    // Per page load, not per announcer: the login screen's announcer gives way to the portal's on sign-in.
    const moveFocus = pageShown;
    pageShown = true;
    return watchHeading((heading, first) => {
      const title = `${heading.textContent?.trim()} — ${appTitle}`;
      document.title = title;
      // Again when the heading grows its record's number: the full name is what should be heard.
      setAnnouncement(title);
      if (!first) return;
      // Focus left in a list the user has just left (kept alive, hidden) is not on the page either.
      const active = document.activeElement;
      if (moveFocus && !dialogIsOpen() && !(shown(active) && document.querySelector('main')?.contains(active))) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: false });
      }
    });
  }, [pathname, appTitle]);

  return (
    <Box aria-live="polite" role="status" sx={visuallyHidden}>
      {announcement}
    </Box>
  );
}
