import { createContext, useContext, useEffect } from 'react';

/**
 * The labels of one form's fields on screen, by form path (`warranty`, `lines.0.objectPrice`), in
 * the language shown. A refusal that names fields the screen does not mark (an action sent from
 * the view mode) says which ones by their labels. The detail page holds its form's; a field
 * outside one (a list's filters) registers nowhere.
 */
export type FieldLabels = Map<string, string>;

export const FieldLabelsContext = createContext<FieldLabels | null>(null);

/** The labels of the form around, if it keeps them. */
export const useFieldLabels = (): FieldLabels | null => useContext(FieldLabelsContext);

/** Keeps the field's label under its path while it is mounted. */
export function useFieldLabel(path: string, label: string): void {
  const labels = useFieldLabels();
  useEffect(() => {
    if (!labels) return;
    labels.set(path, label);
    return () => {
      if (labels.get(path) === label) labels.delete(path);
    };
  }, [labels, path, label]);
}
