import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, notify } from 'shared-ui';
import type { DeliveryScheduleRow } from 'shared-ui/contract';
import { useCallerPrefix, useQueryClient } from 'shared-ui/data';
import { invalidateResource } from 'shared-ui/detail';
import { defineList, ListPage } from 'shared-ui/list';
import { materialFilter, plantFilter, poNoFilter, supplierFilters } from '../common/filters';
import { ReplyByFileDialog } from './file-flows';
import { ReplyDialog } from './reply-dialog';
import { REPLY_RESOURCE } from './resources';
import { scheduleColumns } from './schedule-columns';

function ReplyButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('purchasing');
  return (
    <Button size="small" variant="outlined" onClick={onClick}>
      {t('reply.reply')}
    </Button>
  );
}

/**
 * Internal staff with the menu entry follow the lines still waiting for their suppliers' replies;
 * only a supplier replies.
 */
const awaitingSuppliers = defineList<DeliveryScheduleRow>({
  resource: 'a/deliverySchedule',
  title: 'purchasing:reply.title',
  permission: 'DELIVERY_REPLY',
  rowPath: false,
  export: 'xls',
  fixedFilters: { confirmStatus: ['NOT_REPLIED', 'REJECTED'] },
  columns: [...scheduleColumns(true), { field: 'rejectReason', headerName: 'purchasing:fields.rejectReason', minWidth: 160, flex: 1 }],
  filters: [poNoFilter, materialFilter, plantFilter, ...supplierFilters('a'), { type: 'dateRange', name: 'estimatedDate', label: 'purchasing:fields.estimatedDate' }],
});

export function DeliveryReplyPage() {
  const prefix = useCallerPrefix();
  return prefix === 'su' ? <SupplierReplyPage /> : <ListPage declaration={awaitingSuppliers} />;
}

/**
 * Delivery reply (supplier): the schedule lines waiting for a date, replied one line at a time on
 * screen or all at once by file (download the open lines as .xlsx, fill them, upload).
 */
function SupplierReplyPage() {
  const { t } = useTranslation('purchasing');
  const client = useQueryClient();
  const [replying, setReplying] = useState<DeliveryScheduleRow | null>(null);
  const [byFile, setByFile] = useState(false);
  const declaration = useMemo(
    () =>
      defineList<DeliveryScheduleRow>({
        resource: REPLY_RESOURCE,
        searchPath: 'searchForReply',
        title: 'purchasing:reply.title',
        permission: 'DELIVERY_REPLY',
        rowPath: false,
        export: 'searchForReply/xls',
        columns: [
          ...scheduleColumns(false),
          { field: 'rejectReason', headerName: 'purchasing:fields.rejectReason', minWidth: 160, flex: 1 },
          { field: 'reply', headerName: 'purchasing:reply.reply', width: 110, sortable: false, renderCell: ({ row }) => <ReplyButton onClick={() => setReplying(row)} /> },
        ],
        filters: [poNoFilter, materialFilter, plantFilter, { type: 'dateRange', name: 'estimatedDate', label: 'purchasing:fields.estimatedDate' }],
        toolbarActions: [{ key: 'byFile', label: 'purchasing:reply.byFile', action: 'edit', onClick: () => setByFile(true) }],
      }),
    [],
  );
  const refresh = () => invalidateResource(client, REPLY_RESOURCE);
  return (
    <>
      <ListPage declaration={declaration} />
      {replying && (
        <ReplyDialog
          schedule={replying}
          onClose={() => setReplying(null)}
          onSent={() => {
            setReplying(null);
            notify({ severity: 'success', message: t('reply.sent') });
            void refresh();
          }}
        />
      )}
      {byFile && <ReplyByFileDialog onClose={() => setByFile(false)} onSaved={() => void refresh()} />}
    </>
  );
}
