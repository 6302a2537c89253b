import { createContext, useContext, type ReactNode } from 'react';

const ReadOnlyContext = createContext(false);

/**
 * Makes every field inside read-only text (the view and review modes of a detail page). Nested,
 * it can only add read-only (a part the user may not edit), never lift an outer one — except at
 * the root of another form (`ownForm`): a dialog with its own form opened from a page in view
 * mode (a reason, a date) is editable whatever the page around it.
 */
export function FormReadOnly({ value, ownForm = false, children }: { value: boolean; ownForm?: boolean; children: ReactNode }) {
  const outer = useContext(ReadOnlyContext);
  return <ReadOnlyContext.Provider value={ownForm ? value : outer || value}>{children}</ReadOnlyContext.Provider>;
}

/** A field's own `readOnly` wins over the form's. */
export function useFieldReadOnly(own?: boolean): boolean {
  const form = useContext(ReadOnlyContext);
  return own ?? form;
}
