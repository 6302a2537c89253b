/**
 * The heading of the page the user sees: the first `h1` that is not in an area kept alive behind
 * it (KeptAreas hides those with `hidden`). Pages have one, in `main` (the shell has none outside).
 */
export const pageHeading = (): HTMLElement | undefined => [...document.querySelectorAll<HTMLElement>('h1')].find(shown);

/** Whether `element` is on the page the user sees: connected, and not in an area kept behind it. */
export const shown = (element: Element | null): element is HTMLElement => !!element?.isConnected && !element.closest('[hidden]');

/**
 * Calls `onHeading` with the page's heading (`pageHeading`) once it
 * is there, and again whenever it is replaced or its text changes (a record's number arrives after
 * it loads). A remote's page renders after its code arrives, so the heading may come late.
 * Returns the stop function.
 */
export function watchHeading(onHeading: (heading: HTMLElement, first: boolean) => void): () => void {
  let last: { element: HTMLElement; text: string } | undefined;
  const look = () => {
    const heading = pageHeading();
    const text = heading?.textContent?.trim() ?? '';
    if (!heading || !text || (heading === last?.element && text === last.text)) return;
    const first = last === undefined;
    last = { element: heading, text };
    onHeading(heading, first);
  };
  const observer = new MutationObserver(look);
  // `hidden`: an area kept alive is shown again without any node added.
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributeFilter: ['hidden'] });
  look();
  return () => observer.disconnect();
}
