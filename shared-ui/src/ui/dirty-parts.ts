import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';

interface DirtyParts {
  mark(id: string, dirty: boolean): void;
}

/**
 * The parts of a page with a form of their own (a supplier's reply, a message being written),
 * which hold text not sent yet: the page's unsaved-changes guard asks before leaving over them
 * too. There is one guard per page (the router has one blocker at a time), so parts report to it.
 */
export const DirtyPartsContext = createContext<DirtyParts | null>(null);

/** A page's side: which parts are dirty now, as state (to draw the guard) and as a reading (when the user leaves). */
export function useDirtyPartsHost() {
  const [parts, setParts] = useState<ReadonlySet<string>>(() => new Set());
  const latest = useRef(parts);
  useEffect(() => {
    latest.current = parts;
  }, [parts]);
  const host = useMemo<DirtyParts>(
    () => ({
      mark: (id, dirty) =>
        setParts((current) => {
          if (current.has(id) === dirty) return current;
          const next = new Set(current);
          if (dirty) next.add(id);
          else next.delete(id);
          return next;
        }),
    }),
    [],
  );
  const anyDirtyNow = useCallback(() => latest.current.size > 0, []);
  return { host, anyDirty: parts.size > 0, anyDirtyNow };
}

/** A part's side: tells the page whether it holds unsent text (nothing outside a page that listens). */
export function useDirtyPart(dirty: boolean): void {
  const host = useContext(DirtyPartsContext);
  const id = useId();
  useEffect(() => {
    host?.mark(id, dirty);
  }, [host, id, dirty]);
  useEffect(() => () => host?.mark(id, false), [host, id]);
}
