import { useCallback, useEffect, useRef } from 'react';

type FocusTarget = HTMLElement | null | undefined;

// A control the focus can go to: on the page and not disabled.
const usable = (element: FocusTarget): element is HTMLElement => Boolean(element?.isConnected) && !(element as HTMLButtonElement).disabled;

export interface FocusAfterRemoval {
  /** The ref of item `index`'s remove button (an item without one is skipped). */
  removeButton(index: number): (element: HTMLElement | null) => void;
  /**
   * The ref of the list's add control (a button, a search field's input), where the focus goes
   * when no item's remove button is left; a list without one gives its own element (tabIndex -1).
   */
  addControl(element: HTMLElement | null): void;
  /**
   * Call when item `index` is removed (with the removal, before it is drawn); without an index,
   * when the list is emptied at once (a Clear).
   */
  removed(index?: number): void;
}

/**
 * Where the keyboard goes on after an item of a list removes itself with its own button. That
 * button leaves the page with the item, and the focus would fall back to the page's heading
 * (the shell's `keepFocusOnPage`), scrolling to the top of a long form. Once the removal is
 * drawn, the focus goes to the next item's remove button (now where the removed one was), else
 * the previous item's, else the list's add control.
 */
export function useFocusAfterRemoval(): FocusAfterRemoval {
  const items = useRef(new Map<number, HTMLElement>());
  // One ref per index: a ref that stays the same is not detached and attached at each render.
  const itemRefs = useRef(new Map<number, (element: HTMLElement | null) => void>());
  const add = useRef<HTMLElement | null>(null);
  // The index removed, -1 for all of them; null: nothing to do.
  const pending = useRef<number | null>(null);

  // An effect, not a layout effect: a confirm dialog closing with the removal has given the focus
  // back (to the removed button, gone) and let it go by then. A click's render runs its effects at
  // once, before the shell's fallback (a mutation observer) looks.
  useEffect(() => {
    const at = pending.current;
    if (at === null) return;
    pending.current = null;
    const left = [...items.current].filter(([, element]) => usable(element)).sort(([a], [b]) => a - b);
    const next = at < 0 ? undefined : (left.find(([index]) => index >= at) ?? left.filter(([index]) => index < at).pop());
    const target = next?.[1] ?? add.current;
    if (usable(target)) target.focus();
  });

  const removeButton = useCallback((index: number) => {
    let ref = itemRefs.current.get(index);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) items.current.set(index, element);
        else items.current.delete(index);
      };
      itemRefs.current.set(index, ref);
    }
    return ref;
  }, []);
  const addControl = useCallback((element: HTMLElement | null) => {
    add.current = element;
  }, []);
  const removed = useCallback((index?: number) => {
    pending.current = index ?? -1;
  }, []);
  return { removeButton, addControl, removed };
}
