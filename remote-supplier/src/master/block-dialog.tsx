import { useTranslation } from 'react-i18next';
import { api, Button } from 'shared-ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared-ui/components';
import { supplierBlockSchema, type BlockAction } from 'shared-ui/contract';
import { FormRefusal, useFormSubmit } from 'shared-ui/detail';
import { DateField, FormProvider, FormReadOnly, usePortalForm } from 'shared-ui/form';

/** Blocks or unblocks a supplier from a date (`POST a/supplier/{id}/block`). */
export function BlockDialog({ supplierId, blockAction, today, onDone, onCancel }: { supplierId: number; blockAction: BlockAction; today: string; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('supplier');
  const form = usePortalForm(supplierBlockSchema, { blockAction, blockDate: today });
  const { submit, busy, refusal } = useFormSubmit(form, (values) => api.post(`a/supplier/${supplierId}/block`, values, { silent: true }));
  const key = blockAction === 'BLOCK' ? 'block' : 'unblock';
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="block-dialog-title">
      <DialogTitle id="block-dialog-title">{t(`master.actions.${key}Title`)}</DialogTitle>
      <DialogContent>
        <FormRefusal message={refusal} />
        <DialogContentText sx={{ mb: 2 }}>{t(`master.actions.${key}Body`)}</DialogContentText>
        <FormProvider {...form}>
          <FormReadOnly value={false} ownForm>
            <form noValidate onSubmit={(e) => e.preventDefault()}>
              <DateField name="blockDate" label="supplier:master.system.blockDate" required />
            </form>
          </FormReadOnly>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" color={blockAction === 'BLOCK' ? 'error' : 'primary'} disabled={busy} onClick={() => void submit().then((sent) => sent && onDone())}>
          {t(`master.actions.${key}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
