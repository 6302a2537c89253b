import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, Stack, Typography, useCan } from 'shared-ui';
import type { DeliveryScheduleFilter, DeliveryScheduleRow } from 'shared-ui/contract';
import { invalidateResource, useCallerPrefix, useQueryClient } from 'shared-ui/data';
import { buttonColumn, defineList, ListPage, searchExport, searchSuppliers, supplierFilter } from 'shared-ui/list';
import { RemoteSelect, type RemoteOption } from 'shared-ui/remote-select';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { OnBehalfNotice, repliedByColumn } from '../common/on-behalf';
import { deliveryReplySearch, replyCalls, replyCallsFor, type ReplyCalls } from './delivery.api';
import { ReplyByFileDialog } from './file-flows';
import { ReplyDialog } from './reply-dialog';
import { scheduleColumns, useLinePageLink } from './schedule-columns';

/**
 * Every line still waiting for its supplier's reply (`a/.../searchForReply`, of every supplier in
 * the user's purchasing orgs), for staff who have not chosen a supplier yet; `rowLink` the line
 * page, if the user may open it. The export is the reply sheet of these lines, each with its
 * supplier (staff's sheet names it: the lines are of many).
 */
const awaitingSuppliers = (rowLink: ((row: DeliveryScheduleRow) => string) | undefined) =>
  defineList<DeliveryScheduleRow, DeliveryScheduleFilter>({
    ...deliveryReplySearch('a'),
    namespace: 'purchasing',
    title: 'purchasing:reply.title',
    permission: 'DELIVERY_REPLY',
    rowLink,
    exports: [searchExport('searchForReply/xls')],
    columns: [...scheduleColumns('a'), { field: 'rejectReason', minWidth: 160, flex: 1 }],
    filters: [poNoFilter, materialFilter, plantFilter, ...supplierFilter<DeliveryScheduleFilter>('a'), { type: 'dateRange', name: 'estimatedDate' }],
  });

export function DeliveryReplyPage() {
  const prefix = useCallerPrefix();
  return prefix === 'su' ? <ReplyLines calls={replyCalls} /> : <StaffReplyPage />;
}

/**
 * Staff with DELIVERY_REPLY choose a supplier and reply its lines as it would (spec section 7,
 * `a/deliveryScheduleToReply`), told that the reply is recorded as made on its behalf.
 */
function StaffReplyPage() {
  const { t } = useTranslation('purchasing');
  const [supplier, setSupplier] = useState<RemoteOption | null>(null);
  const calls = useMemo(() => (supplier ? replyCallsFor(Number(supplier.code)) : null), [supplier]);
  const lineLink = useLinePageLink();
  const awaiting = useMemo(() => awaitingSuppliers(lineLink), [lineLink]);
  const intro = (
    <Stack spacing={1}>
      <RemoteSelect label="purchasing:reply.forSupplier" search={searchSuppliers} queryKey="a/supplier/reply-for" value={supplier} onChange={setSupplier} />
      {supplier ? <OnBehalfNotice supplier={supplier.name} /> : <Typography variant="body2">{t('reply.chooseSupplier')}</Typography>}
    </Stack>
  );
  if (!supplier || !calls) return <ListPage declaration={awaiting} intro={intro} />;
  return <ReplyLines key={supplier.code} calls={calls} onBehalfOf={supplier.name} intro={intro} />;
}

interface ReplyLinesProps {
  calls: ReplyCalls;
  /** The supplier's name when staff reply for it. */
  onBehalfOf?: string;
  intro?: ReactNode;
}

/**
 * The delivery reply of one supplier: its schedule lines waiting for a date, replied one line at
 * a time on screen or all at once by file (download the open lines as .xlsx, fill them, upload).
 */
function ReplyLines({ calls, onBehalfOf, intro }: ReplyLinesProps) {
  const { t } = useTranslation('purchasing');
  const client = useQueryClient();
  const canReply = useCan('DELIVERY_REPLY', 'edit');
  const lineLink = useLinePageLink();
  const [replying, setReplying] = useState<DeliveryScheduleRow | null>(null);
  const [byFile, setByFile] = useState(false);
  const declaration = useMemo(
    () =>
      defineList<DeliveryScheduleRow, DeliveryScheduleFilter>({
        resource: calls.lines,
        namespace: 'purchasing',
        title: 'purchasing:reply.title',
        permission: 'DELIVERY_REPLY',
        // A line opens on its page (its reply and review, timeline, conversation; Reply there too), for a user who may open it.
        rowLink: lineLink,
        exports: [searchExport('searchForReply/xls')],
        columns: [
          ...scheduleColumns(
            'su',
            [],
            canReply
              ? [
                  {
                    ...buttonColumn<DeliveryScheduleRow>('reply', (row) => ({
                      label: 'purchasing:reply.reply',
                      name: 'purchasing:reply.replyTo',
                      values: { poNo: row.poNo, item: row.item },
                      onClick: () => setReplying(row),
                    })),
                    headerName: 'purchasing:reply.reply',
                  },
                ]
              : [],
          ),
          { field: 'rejectReason', minWidth: 160, flex: 1 },
          repliedByColumn,
        ],
        filters: [poNoFilter, materialFilter, plantFilter, { type: 'dateRange', name: 'estimatedDate' }],
        toolbarActions: [{ key: 'byFile', label: 'purchasing:reply.byFile', flag: 'edit', onClick: () => setByFile(true) }],
      }),
    [calls, canReply, lineLink],
  );
  const refresh = () => invalidateResource(client, calls.lines);
  return (
    <>
      <ListPage declaration={declaration} intro={intro} />
      {replying && (
        <ReplyDialog
          schedule={replying}
          calls={calls}
          onBehalfOf={onBehalfOf}
          onClose={() => setReplying(null)}
          onSent={() => {
            setReplying(null);
            notify({ severity: 'success', message: t('reply.sent') });
            void refresh();
          }}
        />
      )}
      {byFile && <ReplyByFileDialog calls={calls} onBehalfOf={onBehalfOf} onClose={() => setByFile(false)} onSaved={() => void refresh()} />}
    </>
  );
}
