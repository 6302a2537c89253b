import { createContext, useContext, useEffect } from 'react';

/**
 * The labels of one form's fields on screen, by form path (`warranty`, `lines.0.objectPrice`), in
 * the language shown; a list registers its own name under its path (`details`: the bill lines).
 * Whatever shows a path's error registers that path: a refusal at a path nobody registered is
 * named, and shown, by the nearest one that did (`roles.3` by the Roles list). The detail page
 * holds its form's; a field outside one (a list's filters) registers nowhere.
 */
export type FieldLabels = Map<string, string>;

export const FieldLabelsContext = createContext<FieldLabels | null>(null);

/** The labels of the form around, if it keeps them. */
export const useFieldLabels = (): FieldLabels | null => useContext(FieldLabelsContext);

/** Keeps the label of what shows the path's error (a field, a list) under its path while it is mounted. */
export function useFieldLabel(path: string, label: string): void {
  const labels = useFieldLabels();
  useEffect(() => {
    if (!labels || !label) return;
    labels.set(path, label);
    return () => {
      if (labels.get(path) === label) labels.delete(path);
    };
  }, [labels, path, label]);
}

/** Where a path's error is shown and by which label: its own, or its nearest registered parent's (`roles` for `roles.3`). */
export function nearestLabel(labels: FieldLabels, path: string): { path: string; label: string } | undefined {
  for (let at = path; at; at = at.slice(0, Math.max(0, at.lastIndexOf('.')))) {
    const label = labels.get(at);
    if (label) return { path: at, label };
  }
  return undefined;
}
