import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared-ui/components';
import { reasonSchema } from 'shared-ui/contract';
import { FormProvider, FormReadOnly, TextareaField, usePortalForm } from 'shared-ui/form';
import { FormRefusal } from './form-refusal';
import { useFormSubmit } from './use-form-submit';

export interface ReasonDialogProps {
  /** i18n keys: the dialog's title, an optional explanation, the action's button. */
  title: string;
  body?: string;
  confirmLabel: string;
  /** The call with the reason, sent `silent` (a refused reason lands on the field, kept as typed). */
  send(reason: string): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
}

/** Asks why before a rejection; the reason is required here and by the server. */
export function ReasonDialog({ title, body, confirmLabel, send, onDone, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation('detail');
  const form = usePortalForm(reasonSchema, { reason: '' });
  const { submit, busy, refusal } = useFormSubmit(form, (values) => send(values.reason));
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="sm" fullWidth aria-labelledby="reason-dialog-title">
      <DialogTitle id="reason-dialog-title">{t(title)}</DialogTitle>
      <DialogContent>
        <FormRefusal message={refusal} />
        {body && <DialogContentText sx={{ mb: 2 }}>{t(body)}</DialogContentText>}
        <FormProvider {...form}>
          <FormReadOnly value={false} ownForm>
            <form noValidate onSubmit={(e) => e.preventDefault()}>
              <TextareaField name="reason" label="detail:reason" required />
            </form>
          </FormReadOnly>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void submit().then((sent) => sent && onDone())}>
          {t(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
