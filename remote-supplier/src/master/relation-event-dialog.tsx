import { Columns, Wide } from 'shared-ui/components';
import { relationEventSchema, type RelationEvent, type RelationEventInput } from 'shared-ui/contract';
import { optionsOf, serverDay } from 'shared-ui/data';
import { FormDialog } from 'shared-ui/detail';
import { DateField, SelectField, TextareaField, TextField } from 'shared-ui/form';
import { FileUploadField } from 'shared-ui/upload';
import { relationLogResource } from './supplier.api';

const label = (key: string) => `supplier:master.relation.${key}`;

// A new event is usually recorded on the day it happened.
const formOf = (event?: RelationEvent): RelationEventInput => ({
  subject: event?.subject ?? '',
  eventTypeCode: event?.eventTypeCode ?? '',
  eventDate: event?.eventDate ?? serverDay(),
  eventLocation: event?.eventLocation ?? '',
  eventParticipant: event?.eventParticipant ?? '',
  description: event?.description ?? '',
  attachments: event?.attachments ?? [],
});

/** Records a relationship event (a visit, a meeting…) or changes one still in draft. */
export function RelationEventDialog({ supplierId, event, onDone, onCancel }: { supplierId: string; event?: RelationEvent; onDone(): void; onCancel(): void }) {
  return (
    <FormDialog
      title={label(event ? 'editTitle' : 'newTitle')}
      confirmLabel={label('save')}
      schema={relationEventSchema}
      defaults={formOf(event)}
      send={(values, call) =>
        event?.id
          ? relationLogResource.update(event.id, values, { silent: true })
          : // Save again after a lost answer: the same event, not a second one.
            relationLogResource.create({ ...values, supplierId: Number(supplierId) }, call)
      }
      maxWidth="md"
      onDone={onDone}
      onCancel={onCancel}
    >
      <Columns>
        <Wide>
          <TextField name="subject" label={label('subject')} required />
        </Wide>
        <SelectField name="eventTypeCode" label={label('type')} options={optionsOf('relationEventTypes')} required />
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
    </FormDialog>
  );
}
