import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared-ui/components';
import { FormProvider, FormReadOnly, usePortalForm, type DefaultValues, type FieldValues } from 'shared-ui/form';
import type { z } from 'zod';
import { FormRefusal } from './form-refusal';
import { useFormSubmit } from './use-form-submit';

export interface FormDialogProps<Input extends FieldValues, Output> {
  /** i18n keys: the dialog's title, an optional explanation, the send button. */
  title: string;
  body?: string;
  confirmLabel: string;
  schema: z.ZodType<Output, Input>;
  defaults: DefaultValues<Input>;
  /** The call, sent `silent`: a refusal lands on the fields (or above them), everything kept as typed. */
  send(values: Output): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
  /** Error colour on the send button (a rejection, a block). */
  destructive?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The fields, named as in `schema`. */
  children: ReactNode;
}

/**
 * A small form in a dialog that asks before a call (a reason, a block date, an event): its own
 * form, editable even over a page in view mode; Send validates, sends once and closes on success.
 */
export function FormDialog<Input extends FieldValues, Output>(props: FormDialogProps<Input, Output>) {
  const { title, body, confirmLabel, schema, defaults, send, onDone, onCancel, destructive, maxWidth = 'sm', children } = props;
  const { t } = useTranslation('detail');
  const form = usePortalForm(schema, defaults);
  const { submit, busy, refusal } = useFormSubmit(form, send);
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth={maxWidth} fullWidth aria-labelledby="form-dialog-title">
      <DialogTitle id="form-dialog-title">{t(title)}</DialogTitle>
      <DialogContent>
        <FormRefusal message={refusal} />
        {body && <DialogContentText sx={{ mb: 2 }}>{t(body)}</DialogContentText>}
        <FormProvider {...form}>
          <FormReadOnly value={false} ownForm>
            <form noValidate onSubmit={(e) => e.preventDefault()}>
              {children}
            </form>
          </FormReadOnly>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy} onClick={() => void submit().then((sent) => sent && onDone())}>
          {t(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
