import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, Button, Stack, Typography } from 'shared-ui';
import { ConfirmDialog, DeleteIcon, Dialog, DialogActions, DialogContent, DialogTitle, formatNumber, IconButton, Tooltip, useScreenBelow } from 'shared-ui/components';
import { deliveryReplySchema, type DeliveryReplyFormInput, type DeliveryReplyRequest, type DeliveryScheduleRow } from 'shared-ui/contract';
import { FormRefusal, useDiscardPrompt, useFormSubmit } from 'shared-ui/detail';
import { DateField, FormProvider, FormReadOnly, ListIssue, NumberField, TextField, useFieldArray, usePortalForm } from 'shared-ui/form';
import type { ReplyCalls } from './delivery.api';
import { OnBehalfNotice } from '../common/on-behalf';

interface ReplyDialogProps {
  schedule: DeliveryScheduleRow;
  calls: ReplyCalls;
  /** The supplier's name when staff reply for it. */
  onBehalfOf?: string;
  onClose(): void;
  onSent(): void;
}

/**
 * The reply to one schedule line (spec section 4), by the supplier or by staff on its behalf: one
 * or more dates with their quantities, at most the open quantity in total; quantity 0 while the
 * date is undecided. Sending is final, so it asks first; a refused send keeps every row as typed.
 */
export function ReplyDialog({ schedule, calls, onBehalfOf, onClose, onSent }: ReplyDialogProps) {
  const { t, i18n } = useTranslation('purchasing');
  const form = usePortalForm(deliveryReplySchema, {
    scheduleId: schedule.id,
    openQuantity: schedule.openQuantity,
    unit: schedule.unit,
    replies: [{ replyQuantity: String(schedule.openQuantity), replyDate: '', remark: '' }],
  } as DeliveryReplyFormInput);
  const rows = useFieldArray({ control: form.control, name: 'replies' });
  const [asking, setAsking] = useState(false);
  // Send again after a lost answer: the reply saved the first time, not refused as replied already.
  const { submit, busy, refusal } = useFormSubmit(form, async (values, call) => {
    const body: DeliveryReplyRequest = { replies: [{ scheduleId: values.scheduleId, replies: values.replies }] };
    await calls.reply(body, call);
  });

  const send = async () => {
    setAsking(false);
    if (await submit()) onSent();
  };
  const discard = useDiscardPrompt({ dirty: form.formState.isDirty, busy, onDiscard: onClose });
  // On a phone the dialog takes the screen and each split's fields stack: a row of four is unreadable there.
  const phone = useScreenBelow('sm');

  return (
    <Dialog open onClose={discard.close} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="reply-dialog-title">
      <DialogTitle id="reply-dialog-title">{t('reply.dialogTitle', { poNo: schedule.poNo, item: schedule.item })}</DialogTitle>
      <DialogContent dividers>
        <FormProvider {...form}>
          {/* Its own form: editable also when opened from a page in view mode (the line's page). */}
          <FormReadOnly value={false} ownForm>
            <form noValidate onSubmit={(e) => e.preventDefault()}>
              <Stack spacing={2}>
                <FormRefusal message={refusal} />
                {onBehalfOf !== undefined && <OnBehalfNotice supplier={onBehalfOf} />}
                <Typography>
                  {t('reply.lineSummary', {
                    material: schedule.material ?? '',
                    date: schedule.estimatedDate,
                    open: formatNumber(schedule.openQuantity, i18n.language),
                    unit: schedule.unit ?? '',
                  })}
                </Typography>
                {schedule.rejectReason && <Typography color="error">{t('reply.rejectedBecause', { reason: schedule.rejectReason })}</Typography>}
                <Typography variant="body2" color="text.secondary">
                  {t('reply.hint')}
                </Typography>
                {rows.fields.map((row, index) => (
                  <Stack key={row.id} direction={phone ? 'column' : 'row'} spacing={1} sx={{ alignItems: phone ? 'stretch' : 'flex-start' }} role="group" aria-label={t('reply.splitN', { n: index + 1 })}>
                    <NumberField name={`replies.${index}.replyQuantity`} label="purchasing:fields.replyQuantity" required />
                    <DateField name={`replies.${index}.replyDate`} label="purchasing:fields.replyDate" />
                    <TextField name={`replies.${index}.remark`} label="purchasing:fields.remark" />
                    <Tooltip title={t('reply.removeSplit')}>
                      <span>
                        <IconButton aria-label={t('reply.removeSplit')} disabled={rows.fields.length === 1} onClick={() => rows.remove(index)}>
                          <DeleteIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                ))}
                {/* Named: a refusal of a split no field shows (its schedule) reads "Deliveries (row 2): …". */}
                <ListIssue name="replies" label="purchasing:reply.splits" />
                <div>
                  <Button onClick={() => rows.append({ replyQuantity: '0', replyDate: '', remark: '' } as never)}>{t('reply.addSplit')}</Button>
                </div>
              </Stack>
            </form>
          </FormReadOnly>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <BusyButton onClick={onClose} inactive={busy}>
          {t('cancel')}
        </BusyButton>
        <BusyButton
          variant="contained"
          inactive={busy}
          onClick={() => void form.trigger().then((valid) => (valid ? setAsking(true) : undefined))}
        >
          {t('reply.send')}
        </BusyButton>
      </DialogActions>
      <ConfirmDialog
        open={asking}
        title="purchasing:reply.sendTitle"
        body="purchasing:reply.sendBody"
        confirmLabel="purchasing:reply.send"
        busy={busy}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
      {discard.prompt}
    </Dialog>
  );
}
