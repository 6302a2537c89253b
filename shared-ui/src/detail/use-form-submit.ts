import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentCall } from 'shared-ui/data';
import { fieldLabelsOf, hasPendingUploads, useUploadsPending, type FieldValues, type UseFormReturn } from 'shared-ui/form';
import { reportSaveError } from './save-error';

/**
 * What a form's send hands its call: `silent` (the form shows a refusal itself) and the
 * submission's `idempotencyKey`, for a call that creates something or changes state.
 */
export interface SubmitCall {
  silent: true;
  idempotencyKey: string;
}

/**
 * Submits a form that is not a detail page (a reply or a reject dialog) the way the detail page
 * saves: validate, one request at a time, and on failure every field keeps what was typed while
 * the server's field errors land on the fields. `send` makes its calls `silent`. Nothing is sent
 * while a file of the form is still uploading (`uploading`: the send buttons wait, saying why).
 * Send again with the same values after an answer that never arrived is the same submission: the
 * call passed on `call` gets the same Idempotency-Key (`useIdempotentCall`). A refusal at a path no
 * field of the form shows goes to the nearest field or list that does, named by its label ("Roles
 * (item 4): …"), as on the detail page; the refusal box repeats it under the notice, with what
 * nothing shows.
 */
export function useFormSubmit<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  send: (values: Output, call: SubmitCall) => Promise<unknown>,
) {
  const { t } = useTranslation('detail');
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const uploading = useUploadsPending(form.control);
  const idempotent = useIdempotentCall();
  // The labels its fields register (useFieldLabel), read at a refusal.
  const labels = fieldLabelsOf(form.control);
  /** Why the server refused the last send, for the dialog to show (undefined once sent again). */
  const [refusal, setRefusal] = useState<string | undefined>();
  const submit = async () => {
    if (inFlight.current || hasPendingUploads(form.control)) return false;
    inFlight.current = true;
    setBusy(true);
    setRefusal(undefined);
    let sent = false;
    try {
      await form.handleSubmit(async (values) => {
        try {
          await idempotent(values, (idempotencyKey) => send(values, { silent: true, idempotencyKey }));
          sent = true;
        } catch (error) {
          const { notice, moved, unshown } = reportSaveError(error, form, t, labels);
          setRefusal([...new Set([notice, ...moved, ...unshown])].filter(Boolean).join('\n') || undefined);
        }
      })();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    return sent;
  };
  return { submit, busy, refusal, uploading };
}
