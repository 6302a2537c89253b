import { Activity, createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Routes, useLocation } from 'shared-ui/routing';

/**
 * Spec section 2: every list page is kept alive when the user leaves it and returns. A screen the
 * user leaves stays on the page, hidden, only if it said it may be kept: a list does; a form does
 * not, since typing the user chose to discard must not come back with it. Whoever keeps screens
 * (the host's areas, an area's list while a record is open) gives each a `mark`; the screen calls
 * it while it is shown and calls what it returns when it goes.
 */
export type MarkKeepable = () => () => void;

// The host's dialogIsOpen (host-shell a11y) asks the same; it stays there, in the first bundle,
// where a shared export would cost /login's script bytes its budget does not have.
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

const KeepAliveContext = createContext<MarkKeepable | null>(null);

/** Called by a screen that may be kept alive when the user leaves it (the list page). */
export function useKeepAlive(): void {
  const mark = useContext(KeepAliveContext);
  useEffect(() => mark?.(), [mark]);
}

/**
 * The marks of the screens one keeper holds, by key. A mark also marks the keeper's own screen
 * for whoever keeps it (an area's list marks the area): a kept list keeps what holds it.
 */
export function useKeepAliveMarks() {
  const outer = useContext(KeepAliveContext);
  const [marks] = useState(() => new Map<string, number>());
  const [markers] = useState(() => new Map<string, MarkKeepable>());
  return {
    /**
     * Whether the screen at `key` may be kept: read as the user leaves it, before its effects go.
     * Not with a dialog open (Back pressed while replying a line): it would come back open, with
     * what was typed in it, and stay on the page as a dialog the shell's focus rules obey.
     */
    keepable: (key: string) => (marks.get(key) ?? 0) > 0 && !document.querySelector(OPEN_DIALOG),
    markOf(key: string): MarkKeepable {
      let mark = markers.get(key);
      if (!mark) {
        mark = () => {
          marks.set(key, (marks.get(key) ?? 0) + 1);
          const unmarkOuter = outer?.();
          return () => {
            marks.set(key, (marks.get(key) ?? 1) - 1);
            unmarkOuter?.();
          };
        };
        markers.set(key, mark);
      }
      return mark;
    },
  };
}

export type ScreenLocation = ReturnType<typeof useLocation>;

/**
 * One screen on the page at `location` (its `<Route>`s as children): shown, or kept while the
 * user is elsewhere, hidden in an `Activity` (its effects stopped, its state and DOM as they were)
 * at the address it was left at. `hidden` tells lookups of "the page's heading" to skip it.
 */
export function KeptScreen({ shown, location, mark, children }: { shown: boolean; location: ScreenLocation; mark: MarkKeepable; children: ReactNode }) {
  return (
    <div hidden={!shown}>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <KeepAliveContext value={mark}>
          <Routes location={location}>{children}</Routes>
        </KeepAliveContext>
      </Activity>
    </div>
  );
}
