import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';

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

/** The pages whose unsaved-changes guard is up now (an edit typed, a reply written), by their guard's id. */
const unsavedPages = new Set<string>();
const unsavedListeners = new Set<() => void>();
const subscribeUnsaved = (listener: () => void) => {
  unsavedListeners.add(listener);
  return () => unsavedListeners.delete(listener);
};
const markUnsaved = (id: string, unsaved: boolean) => {
  if (unsavedPages.has(id) === unsaved) return;
  if (unsaved) unsavedPages.add(id);
  else unsavedPages.delete(id);
  unsavedListeners.forEach((listener) => listener());
};

/**
 * A page's unsaved-changes guard says whether the page holds changes not saved, for the portal's
 * own ways out that no navigation guard sees: the header's logout asks with that in its words.
 */
export function useUnsavedPage(unsaved: boolean): void {
  const id = useId();
  useEffect(() => {
    markUnsaved(id, unsaved);
  }, [id, unsaved]);
  useEffect(() => () => markUnsaved(id, false), [id]);
}

/** True while a page on screen holds unsaved changes (its guard is up). */
export function useAnyUnsavedPage(): boolean {
  return useSyncExternalStore(subscribeUnsaved, () => unsavedPages.size > 0, () => false);
}
