import { useEffect, type RefObject } from 'react';

/**
 * Focuses the element once the page has painted. `autoFocus` focuses it as React inserts the
 * form, which makes the browser lay the whole page out inside that same task: on /login the
 * longest task of the load (about 40 ms on a fast machine, 170 ms at Lighthouse's 4x CPU, issue
 * 17). After the first frame the layout is done, and the focus costs nothing.
 */
export function useFocusAfterPaint(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => ref.current?.focus());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ref]);
}
