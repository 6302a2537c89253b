import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * The labels of one form's fields on screen, by form path (`warranty`, `lines.0.objectPrice`), in
 * the language shown; a list registers its own name under its path (`details`: the bill lines).
 * Whatever shows a path's error registers that path: a refusal at a path nobody registered is
 * named, and shown, by the nearest one that did (`roles.3` by the Roles list). Every form keeps its
 * own (`fieldLabelsOf`): the detail page's save and action, a dialog's send (`useFormSubmit`) read
 * them; a dialog's form over a page is another form, its fields never named in the page's.
 */
export type FieldLabels = Map<string, string>;

// Kept by the form's `control`: one object for the form's whole life, the same in its owner
// (`form.control`) and in its fields (`useFormContext().control`), as its uploads are.
const byForm = new WeakMap<object, FieldLabels>();

/** The labels of the form of `control`, for its owner to name a refusal by. */
export function fieldLabelsOf(control: object): FieldLabels {
  let labels = byForm.get(control);
  if (!labels) {
    labels = new Map();
    byForm.set(control, labels);
  }
  return labels;
}

/** The labels of the form around, if there is one. */
export function useFieldLabels(): FieldLabels | null {
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return form ? fieldLabelsOf(form.control) : null;
}

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
