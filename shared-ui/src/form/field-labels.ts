/**
 * The labels of the fields on screen, by form path (`warranty`, `lines.0.objectPrice`), in the
 * language shown. A refusal that names fields the screen does not mark (an action sent from the
 * view mode) says which ones by their labels. Fields register themselves while mounted; the last
 * one mounted under a path wins.
 */
const labels = new Map<string, string>();

export function registerFieldLabel(path: string, label: string): () => void {
  labels.set(path, label);
  return () => {
    if (labels.get(path) === label) labels.delete(path);
  };
}

/** The label of the field at `path`, if one is on screen. */
export const fieldLabelOf = (path: string): string | undefined => labels.get(path);
