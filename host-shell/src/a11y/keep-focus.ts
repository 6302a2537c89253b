import { dialogIsOpen } from './open-dialog';
import { pageHeading, shown } from './watch-heading';

/**
 * When the element that had the focus leaves the page (the Confirm button of a PO that is now
 * confirmed, a dialog's opener that a re-fetch replaced), the browser drops the focus to `body` and
 * the next Tab starts again at the header. This puts it on the page's heading instead, so a
 * keyboard or screen-reader user stays where they were. Returns the stop function.
 */
export function keepFocusOnPage(): () => void {
  let lastFocused: Element | null = null;
  const remember = (event: FocusEvent) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  };
  const recover = () => {
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    // The dialog's own focus trap decides; once it is gone, the next change of the page comes back here.
    if (dialogIsOpen()) return;
    // Gone, or hidden with a list the user left (KeptAreas): both are off the page.
    if (!lastFocused || shown(lastFocused)) return;
    const heading = pageHeading();
    if (!heading) return;
    lastFocused = null;
    heading.tabIndex = -1;
    heading.focus();
  };
  document.addEventListener('focusin', remember);
  const observer = new MutationObserver(recover);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    document.removeEventListener('focusin', remember);
    observer.disconnect();
  };
}
