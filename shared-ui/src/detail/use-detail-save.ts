import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCreatingMode, notify, type DetailMode } from 'shared-ui';
import { invalidateResource, useIdempotentCall, useQueryClient } from 'shared-ui/data';
import { hasPendingUploads, useUploadsPending, type FieldLabels, type FieldValues, type UseFormReturn } from 'shared-ui/form';
import { refusalText } from './action-refusal';
import type { DetailDeclaration } from './detail-declaration';
import { reportSaveError } from './save-error';

interface SaveOptions<Rec extends FieldValues, Input extends FieldValues, Output> {
  declaration: DetailDeclaration<Rec, Input, Output>;
  mode: DetailMode;
  id: string | undefined;
  form: UseFormReturn<Input, unknown, Output>;
  /** The labels of the form's fields and lists on screen: a refusal nothing shows is named by the nearest one. */
  labels: FieldLabels;
  onSaved(savedId: string | number | undefined, values: Input): void;
  /** The form was refused (by the schema or the server): show the first invalid field. */
  onInvalid(): void;
}

const defaultIdOf = (record: unknown) => (record && typeof record === 'object' ? (record as { id?: string | number }).id : undefined);

/**
 * Save: validate, then create (create, copy) or update (edit) through the declared resource. One
 * request at a time: a second click while the first is in flight does nothing. Nor is anything
 * saved while a file is still uploading (`uploading`): the saved record would lack it, and the page
 * in view mode would have no field left to take it. On success: the
 * notice, the resource's lists and records read again, `onSaved`; on failure every field keeps
 * what was typed and the server's field errors go onto the fields, those no field shows into
 * `refusal`, the text the form keeps on screen until the next save.
 */
export function useDetailSave<Rec extends FieldValues, Input extends FieldValues, Output>(options: SaveOptions<Rec, Input, Output>) {
  const { declaration, mode, id, form } = options;
  const { t } = useTranslation('detail');
  const client = useQueryClient();
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const uploading = useUploadsPending(form.control);
  // One Idempotency-Key per submission: Save again with the same values (its answer was lost) is
  // the same create, and the server answers it once; changed values are a new submission.
  const idempotent = useIdempotentCall();

  const send = (andSend: boolean) => async (values: Output) => {
    const { resource, form: edits } = declaration;
    const body = edits?.toBody ? edits.toBody(values, mode) : values;
    const sendOn = andSend && isCreatingMode(mode) ? edits?.createAndSend?.call : undefined;
    try {
      // A save and a save-and-send of the same values are two submissions: each its own key.
      const saved = sendOn
        ? await idempotent({ sendOn, body }, (idempotencyKey) => resource.call<Rec>(sendOn, body, { silent: true, idempotencyKey }))
        : isCreatingMode(mode)
          ? await idempotent(body, (idempotencyKey) => resource.create(body, { silent: true, idempotencyKey }))
          : await resource.update(id!, body, { silent: true });
      notify({ severity: 'success', message: t('detail:saved') });
      await invalidateResource(client, resource);
      const savedId = (edits?.idOf ?? defaultIdOf)(saved) ?? (isCreatingMode(mode) ? undefined : id);
      options.onSaved(savedId, form.getValues());
    } catch (error) {
      setRefusal(refusalText(t, t('detail:save'), reportSaveError(error, form, t, options.labels).unshown));
      options.onInvalid();
    }
  };

  /** `andSend`: the declared `createAndSend` call instead of the create. */
  const save = async (andSend = false) => {
    if (inFlight.current || hasPendingUploads(form.control)) return;
    inFlight.current = true;
    setSaving(true);
    setRefusal(undefined);
    try {
      await form.handleSubmit(send(andSend), options.onInvalid)();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return { save, saving, uploading, refusal };
}
