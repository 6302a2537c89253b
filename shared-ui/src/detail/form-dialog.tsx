import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from 'shared-ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useScreenBelow } from 'shared-ui/components';
import { FormProvider, FormReadOnly, UploadsPendingNote, usePortalForm, type DefaultValues, type FieldValues } from 'shared-ui/form';
import type { z } from 'zod';
import { useDiscardPrompt } from './discard-prompt';
import { FormRefusal } from './form-refusal';
import { useFormSubmit, type SubmitCall } from './use-form-submit';

export interface FormDialogProps<Input extends FieldValues, Output> {
  /** i18n keys: the dialog's title, an optional explanation, the send button. */
  title: string;
  body?: string;
  confirmLabel: string;
  schema: z.ZodType<Output, Input>;
  defaults: DefaultValues<Input>;
  /**
   * The call, sent `silent`: a refusal lands on the fields (or above them), everything kept as
   * typed. A call that creates something or changes state takes `call` (its Idempotency-Key).
   */
  send(values: Output, call: SubmitCall): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
  /** Error colour on the send button (a rejection, a block). */
  destructive?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The fields, named as in `schema`. */
  children: ReactNode;
}

/** The first field a keyboard user would type in, once the dialog has opened. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), [role="combobox"]';

/** Focuses the dialog's first field, unless the user is already in one (typing as it opened). */
function focusFirstField(content: HTMLElement | null) {
  if (!content || content.contains(document.activeElement)) return;
  content.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
}

/**
 * A small form in a dialog that asks before a call (a reason, a block date, an event): its own
 * form, editable even over a page in view mode; Send (or Enter in a one-line field) validates,
 * sends once and closes on success, never while a file is still uploading. The first field has the
 * focus; Escape or a click beside the dialog asks before throwing away what was typed.
 */
export function FormDialog<Input extends FieldValues, Output>(props: FormDialogProps<Input, Output>) {
  const { title, body, confirmLabel, schema, defaults, send, onDone, onCancel, destructive, maxWidth = 'sm', children } = props;
  const { t } = useTranslation('detail');
  const form = usePortalForm(schema, defaults);
  const { submit, busy, refusal, uploading } = useFormSubmit(form, send);
  const formId = useId();
  // A phone gets the whole screen for typing: a reason or an event is more than a line.
  const phone = useScreenBelow('sm');
  const content = useRef<HTMLDivElement>(null);
  // isDirty read while drawing: react-hook-form tracks only the form state a render reads. A file
  // on its way is typed work too (the field's value changes only once it is up).
  const discard = useDiscardPrompt({ dirty: form.formState.isDirty || uploading, busy, onDiscard: onCancel });
  return (
    <Dialog
      open
      onClose={discard.close}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={phone}
      aria-labelledby="form-dialog-title"
      slotProps={{ transition: { onEntered: () => focusFirstField(content.current) } }}
    >
      <DialogTitle id="form-dialog-title">{t(title)}</DialogTitle>
      <DialogContent ref={content}>
        <FormRefusal message={refusal} />
        {body && <DialogContentText sx={{ mb: 2 }}>{t(body)}</DialogContentText>}
        <FormProvider {...form}>
          <FormReadOnly value={false} ownForm>
            <form
              id={formId}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!busy && !uploading) void submit().then((sent) => sent && onDone());
              }}
            >
              {children}
            </form>
          </FormReadOnly>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <UploadsPendingNote pending={uploading} />
        {/* Waiting, they keep the focus (BusyButton): Send pressed by Enter stays where the keyboard is. */}
        <BusyButton onClick={onCancel} inactive={busy}>
          {t('common:actions.cancel')}
        </BusyButton>
        <BusyButton type="submit" form={formId} variant="contained" color={destructive ? 'error' : 'primary'} inactive={busy || uploading}>
          {t(confirmLabel)}
        </BusyButton>
      </DialogActions>
      {discard.prompt}
    </Dialog>
  );
}
