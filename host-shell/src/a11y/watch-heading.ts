/**
 * Calls `onHeading` with the page's heading (the first `h1` in `main`, else on the page) once it
 * is there, and again whenever it is replaced or its text changes (a record's number arrives after
 * it loads). A remote's page renders after its code arrives, so the heading may come late.
 * Returns the stop function.
 */
export function watchHeading(onHeading: (heading: HTMLElement, first: boolean) => void): () => void {
  let last: { element: HTMLElement; text: string } | undefined;
  const look = () => {
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    const text = heading?.textContent?.trim() ?? '';
    if (!heading || !text || (heading === last?.element && text === last.text)) return;
    const first = last === undefined;
    last = { element: heading, text };
    onHeading(heading, first);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  look();
  return () => observer.disconnect();
}
