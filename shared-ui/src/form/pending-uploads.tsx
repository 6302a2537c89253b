import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';

/** A form's uploads on their way, and who is told when that changes (its Save and Send). */
interface Uploads {
  count: number;
  listeners: Set<() => void>;
}

// Kept by the form's `control`: one object for the form's whole life, the same in the template
// (`form.control`) and in its fields (`useFormContext().control`). A dialog's own form inside a
// page is another form: its uploads hold its Send, not the page's Save.
const byForm = new WeakMap<object, Uploads>();

function uploadsOf(control: object): Uploads {
  let uploads = byForm.get(control);
  if (!uploads) {
    uploads = { count: 0, listeners: new Set() };
    byForm.set(control, uploads);
  }
  return uploads;
}

function changed(uploads: Uploads) {
  for (const listener of uploads.listeners) listener();
}

/**
 * A file field of the form (its `control`) has started an upload; call the answer once it has
 * ended, sent or refused. Until every upload has ended, the form is not saved or sent: a record
 * saved then would be stored without the file, and the field that would take it is gone.
 */
export function startUpload(control: object): () => void {
  const uploads = uploadsOf(control);
  uploads.count += 1;
  changed(uploads);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    uploads.count -= 1;
    changed(uploads);
  };
}

/** Whether a file is on its way into the form now (read at a click, not at the last render). */
export function hasPendingUploads(control: object): boolean {
  return (byForm.get(control)?.count ?? 0) > 0;
}

/** Whether a file is on its way into the form; the component is drawn again when that changes. */
export function useUploadsPending(control: object): boolean {
  const uploads = uploadsOf(control);
  const subscribe = useCallback(
    (listener: () => void) => {
      uploads.listeners.add(listener);
      return () => void uploads.listeners.delete(listener);
    },
    [uploads],
  );
  return useSyncExternalStore(subscribe, () => uploads.count > 0, () => false);
}

/** Why Save and Send are disabled while files upload, beside them: nothing once they are done. */
export function UploadsPendingNote({ pending }: { pending: boolean }) {
  const { t } = useTranslation('common');
  if (!pending) return null;
  return (
    <Typography variant="body2" role="status" sx={{ alignSelf: 'center', color: 'text.secondary' }}>
      {t('common:uploadsPending')}
    </Typography>
  );
}
