import { startTransition, useState } from 'react';

/**
 * A field whose real control is a chunk fetched at its first focus (a list's supplier and date
 * filters): a plain field stands in until then. The swap is a transition, so React keeps the
 * stand-in on screen while the chunk loads instead of showing a Suspense fallback: the focus stays
 * in the field and what the user types there stays too. A fallback took the focus away (Tab then
 * went back to the top of the page) and dropped the typing. The real field takes the focus only
 * if the stand-in still has it when the chunk arrives.
 */
export function useStandIn(wantedAtFirst = false) {
  const [wanted, setWanted] = useState(wantedAtFirst);
  const [focused, setFocused] = useState(false);
  return {
    /** The real field may be rendered (inside a Suspense whose fallback is the stand-in too). */
    wanted,
    /** The stand-in has the focus: the real field takes it over. */
    focused,
    /** The stand-in's focus handlers. */
    standIn: {
      onFocus() {
        setFocused(true);
        startTransition(() => setWanted(true));
      },
      onBlur() {
        setFocused(false);
      },
    },
  };
}
