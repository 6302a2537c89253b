/**
 * Runs `work` when the browser is next idle (at the latest after `timeout` ms, if given); where
 * there is no requestIdleCallback (jsdom), after `fallbackMs`. Returns its cancel. For work a page
 * will want soon but not now: code fetched ahead, a template run before its rows come.
 */
export function whenIdle(work: () => void, { timeout, fallbackMs }: { timeout?: number; fallbackMs: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
