import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from 'shared-ui';
import type { DeliveryScheduleFilter, DeliveryScheduleRow } from 'shared-ui/contract';
import { invalidateResource, useCallerPrefix, useQueryClient } from 'shared-ui/data';
import { buttonColumn, defineList, ListPage, searchExport, supplierFilter } from 'shared-ui/list';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { replyCalls, scheduleResource } from './delivery.api';
import { ReplyByFileDialog } from './file-flows';
import { ReplyDialog } from './reply-dialog';
import { scheduleColumns } from './schedule-columns';

/**
 * Internal staff with the menu entry follow the lines still waiting for their suppliers' replies;
 * only a supplier replies.
 */
const awaitingSuppliers = defineList<DeliveryScheduleRow, DeliveryScheduleFilter>({
  resource: scheduleResource('a'),
  namespace: 'purchasing',
  title: 'purchasing:reply.title',
  permission: 'DELIVERY_REPLY',
  exports: [searchExport('xls')],
  fixedFilters: { confirmStatus: ['NOT_REPLIED', 'REJECTED'] },
  columns: [...scheduleColumns('a'), { field: 'rejectReason', minWidth: 160, flex: 1 }],
  filters: [poNoFilter, materialFilter, plantFilter, ...supplierFilter<DeliveryScheduleFilter>('a'), { type: 'dateRange', name: 'estimatedDate' }],
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
      defineList<DeliveryScheduleRow, DeliveryScheduleFilter>({
        resource: replyCalls.lines,
        namespace: 'purchasing',
        title: 'purchasing:reply.title',
        permission: 'DELIVERY_REPLY',
        exports: [searchExport('searchForReply/xls')],
        columns: [
          ...scheduleColumns('su'),
          { field: 'rejectReason', minWidth: 160, flex: 1 },
          {
            ...buttonColumn<DeliveryScheduleRow>('reply', (row) => ({
              label: 'purchasing:reply.reply',
              name: 'purchasing:reply.replyTo',
              values: { poNo: row.poNo, item: row.item },
              onClick: () => setReplying(row),
            })),
            headerName: 'purchasing:reply.reply',
          },
        ],
        filters: [poNoFilter, materialFilter, plantFilter, { type: 'dateRange', name: 'estimatedDate' }],
        toolbarActions: [{ key: 'byFile', label: 'purchasing:reply.byFile', flag: 'edit', onClick: () => setByFile(true) }],
      }),
    [],
  );
  const refresh = () => invalidateResource(client, replyCalls.lines);
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
