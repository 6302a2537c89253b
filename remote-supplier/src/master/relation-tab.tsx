import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, notify, Stack, Typography } from 'shared-ui';
import { ConfirmDialog, QueryContent, RecordTable, StatusChip, type RecordColumn } from 'shared-ui/components';
import type { RelationEvent, Sort } from 'shared-ui/contract';
import { everyPage, nameOf, optionsOf, partKey, useIdempotentCall, useOptions, useQuery, useQueryClient } from 'shared-ui/data';
import { FileList } from 'shared-ui/upload';
import { RelationEventDialog } from './relation-event-dialog';
import { relationLogResource, supplierResource } from './supplier.api';

const label = (key: string) => `supplier:master.relation.${key}`;

type EventRow = RelationEvent & { id: number };

/** Newest first; events of one day by the order they were recorded in, so no page boundary splits or repeats one. */
const NEWEST_FIRST: Sort[] = [{ field: 'eventDate', direction: 'DESC' }, { field: 'id', direction: 'DESC' }];

/**
 * Supplier Relationship Maintenance: the events log (date, location, type, participants…), every
 * event of the supplier, read page by page; with edit rights, events are recorded, changed while
 * in draft and committed.
 */
export function RelationTab({ supplierId, editable }: { supplierId: string; editable: boolean }) {
  const { t } = useTranslation('supplier');
  const client = useQueryClient();
  // Under the supplier's record: its refresh after an action reads the log again too.
  const key = partKey(supplierResource, supplierId, 'relationLog');
  const events = useQuery({
    queryKey: key,
    // The whole log, not its first page: a supplier kept for years has more events than a page holds.
    queryFn: () => everyPage((paging) => relationLogResource.search({ supplierId: Number(supplierId), paging, sorts: NEWEST_FIRST })),
  });
  const [editing, setEditing] = useState<EventRow | 'new' | null>(null);
  const [committing, setCommitting] = useState<EventRow | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  // Kept by the tab, not the question (closed after each try): Commit again after a lost answer is
  // the same commit, answered once, not refused as committed already.
  const idempotent = useIdempotentCall();

  const commit = async (event: EventRow) => {
    try {
      await idempotent(event.id, (idempotencyKey) => relationLogResource.action(event.id, 'commit', undefined, { idempotencyKey }));
      notify({ severity: 'success', message: t(label('committed')) });
      await refresh();
    } catch {
      // the api client has shown the error
    } finally {
      setCommitting(null);
    }
  };

  const columns: RecordColumn<EventRow>[] = [
    { key: 'date', label: label('date'), render: (e) => e.eventDate },
    { key: 'subject', label: label('subject'), render: (e) => e.subject },
    { key: 'type', label: label('type'), render: (e) => <EventType code={e.eventTypeCode} /> },
    { key: 'location', label: label('location'), render: (e) => e.eventLocation ?? '' },
    { key: 'participants', label: label('participants'), render: (e) => e.eventParticipant ?? '' },
    { key: 'files', label: label('attachments'), render: (e) => (e.attachments.length ? <FileList files={e.attachments} label={label('attachments')} /> : '') },
    { key: 'status', label: label('status'), render: (e) => <StatusChip catalogue="relationLogStatus" status={e.status} /> },
    {
      key: 'actions',
      label: label('actions'),
      render: (e) =>
        editable && e.status === 'DRAFT' ? (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setEditing(e)} aria-label={t(label('editOne'), { subject: e.subject })}>
              {t(label('edit'))}
            </Button>
            <Button size="small" onClick={() => setCommitting(e)} aria-label={t(label('commitOne'), { subject: e.subject })}>
              {t(label('commit'))}
            </Button>
          </Stack>
        ) : null,
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t(label('title'))}
        </Typography>
        {editable && (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            {t(label('new'))}
          </Button>
        )}
      </Stack>
      <QueryContent query={events}>
        {(rows) => <RecordTable label={label('title')} columns={columns} rows={rows} rowKey={(e) => e.id} empty={label('none')} />}
      </QueryContent>
      {editing && (
        <RelationEventDialog
          supplierId={supplierId}
          event={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            notify({ severity: 'success', message: t(label('saved')) });
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={committing !== null}
        title={label('commitTitle')}
        body={label('commitBody')}
        values={{ subject: committing?.subject ?? '' }}
        confirmLabel={label('commit')}
        // The commit's promise: the dialog waits for it, so a double-click commits once.
        onConfirm={() => (committing ? commit(committing) : undefined)}
        onCancel={() => setCommitting(null)}
      />
    </Stack>
  );
}

const eventTypes = optionsOf('relationEventTypes');

/** The event type's name from its option list (the same cache as the dialog's select). */
function EventType({ code }: { code: string }) {
  return <>{nameOf(useOptions(eventTypes), code)}</>;
}
