import { createContext, useContext, type ReactNode } from 'react';

const ReadOnlyContext = createContext(false);

/** Makes every field inside read-only text (the view and review modes of a detail page). */
export function FormReadOnly({ value, children }: { value: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={value}>{children}</ReadOnlyContext.Provider>;
}

/** A field's own `readOnly` wins over the form's. */
export function useFieldReadOnly(own?: boolean): boolean {
  const form = useContext(ReadOnlyContext);
  return own ?? form;
}
