import { useTranslation } from 'react-i18next';
import { api, Button } from 'shared-ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-ui/components';
import { relationEventSchema, type RelationEvent, type RelationEventInput } from 'shared-ui/contract';
import { optionsOf } from 'shared-ui/data';
import { FormRefusal, useFormSubmit } from 'shared-ui/detail';
import { DateField, FormProvider, FormReadOnly, SelectField, TextareaField, TextField, usePortalForm } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { Columns, Wide } from '../common/layout';

const label = (key: string) => `supplier:master.relation.${key}`;

// A new event is usually recorded on the day it happened.
const formOf = (event?: RelationEvent): RelationEventInput => ({
  subject: event?.subject ?? '',
  eventTypeCode: event?.eventTypeCode ?? '',
  eventDate: event?.eventDate ?? new Date().toLocaleDateString('sv-SE'),
  eventLocation: event?.eventLocation ?? '',
  eventParticipant: event?.eventParticipant ?? '',
  description: event?.description ?? '',
  attachments: event?.attachments ?? [],
});

/** Records a relationship event (a visit, a meeting…) or changes one still in draft. */
export function RelationEventDialog({ supplierId, event, onDone, onCancel }: { supplierId: string; event?: RelationEvent; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('supplier');
  const form = usePortalForm(relationEventSchema, formOf(event));
  const { submit, busy, refusal } = useFormSubmit(form, (values) =>
    event?.id
      ? api.put(`a/supplier/relationLog/${event.id}`, values, { silent: true })
      : api.post('a/supplier/relationLog', { ...values, supplierId: Number(supplierId) }, { silent: true }),
  );
  const title = t(event ? 'master.relation.editTitle' : 'master.relation.newTitle');
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="md" fullWidth aria-labelledby="relation-event-title">
      <DialogTitle id="relation-event-title">{title}</DialogTitle>
      <DialogContent>
        <FormRefusal message={refusal} />
        <FormProvider {...form}>
          <FormReadOnly value={false} ownForm>
          <form noValidate onSubmit={(e) => e.preventDefault()}>
            <Columns>
              <Wide>
                <TextField name="subject" label={label('subject')} required />
              </Wide>
              <SelectField name="eventTypeCode" label={label('type')} options={optionsOf('relationEventTypes')} optionsKey="g-relationEventTypes" required />
              <DateField name="eventDate" label={label('date')} required />
              <TextField name="eventLocation" label={label('location')} />
              <TextField name="eventParticipant" label={label('participants')} />
              <Wide>
                <TextareaField name="description" label={label('description')} />
              </Wide>
              <Wide>
                <FileUploadField name="attachments" label={label('attachments')} />
              </Wide>
            </Columns>
          </form>
          </FormReadOnly>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit().then((sent) => sent && onDone())}>
          {t('master.relation.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
