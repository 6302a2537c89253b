import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, useCan } from 'shared-ui';
import type { DeliveryScheduleFilter, DeliveryScheduleRow } from 'shared-ui/contract';
import { invalidateResource, useQueryClient } from 'shared-ui/data';
import { buttonColumn, defineList, ListPage, searchExport, supplierFilter } from 'shared-ui/list';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { deliveryReviewSearch, reviewCalls } from './delivery.api';
import { ReviewByFileDialog } from './file-flows';
import { ApproveReplyDialog, NoDateToApprove, onlyRejectable, RejectReplyDialog, type ReplyDecision } from './reply-decisions';
import { replyColumns, scheduleColumns, useLinePageLink } from './schedule-columns';
import { repliedByColumn } from '../common/on-behalf';

interface Decision {
  row: DeliveryScheduleRow;
  kind: ReplyDecision;
}

/**
 * Approve and reject, each a column of its own so the keyboard reaches each button by its cell. A
 * reply whose date is undecided can only be rejected: its approve cell says so instead.
 */
const decisionColumns = (decide: (d: Decision) => void) =>
  (['approve', 'reject'] as const).map((kind) => {
    const column = buttonColumn<DeliveryScheduleRow>(
      kind,
      (row) => ({
        label: `purchasing:review.${kind}`,
        name: `purchasing:review.${kind}One`,
        values: { poNo: row.poNo, item: row.item },
        destructive: kind === 'reject',
        onClick: () => decide({ row, kind }),
      }),
      kind === 'approve' ? 170 : 120,
    );
    const button = column.renderCell!;
    return {
      ...column,
      headerName: `purchasing:review.${kind}`,
      ...(kind === 'approve'
        ? { renderCell: (params: Parameters<typeof button>[0]) => (onlyRejectable(params.row) ? <NoDateToApprove /> : button(params)) }
        : {}),
    };
  });

/**
 * Delivery review (internal): the suppliers' replies waiting for a decision, approved or rejected
 * with a reason, line by line on screen or all at once by file.
 */
export function DeliveryReviewPage() {
  const { t } = useTranslation('purchasing');
  const client = useQueryClient();
  const mayReview = useCan('DELIVERY_REVIEW', 'review');
  const lineLink = useLinePageLink();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [byFile, setByFile] = useState(false);
  const declaration = useMemo(
    () =>
      defineList<DeliveryScheduleRow, DeliveryScheduleFilter>({
        ...deliveryReviewSearch(),
        namespace: 'purchasing',
        title: 'purchasing:review.title',
        permission: 'DELIVERY_REVIEW',
        // A line opens on its page (the reply in full, timeline, conversation; Approve and Reject there too), for a user who may open it.
        rowLink: lineLink,
        exports: [searchExport('searchForReview/xls')],
        columns: [
          // Approve and reject beside the PO line; the reply date by its band (the earliest), then
          // every date of the reply with its quantity.
          ...scheduleColumns('a', replyColumns, mayReview ? decisionColumns(setDeciding) : []),
          { field: 'remark', minWidth: 140 },
          repliedByColumn,
        ],
        filters: [poNoFilter, materialFilter, plantFilter, ...supplierFilter<DeliveryScheduleFilter>('a')],
        toolbarActions: [{ key: 'byFile', label: 'purchasing:review.byFile', flag: 'review', onClick: () => setByFile(true) }],
      }),
    [mayReview, lineLink],
  );
  const refresh = () => invalidateResource(client, reviewCalls.lines);
  const done = (message: string) => {
    setDeciding(null);
    notify({ severity: 'success', message });
    void refresh();
  };
  return (
    <>
      <ListPage declaration={declaration} />
      {deciding?.kind === 'approve' && <ApproveReplyDialog line={deciding.row} onDone={() => done(t('review.approved'))} onCancel={() => setDeciding(null)} />}
      {deciding?.kind === 'reject' && <RejectReplyDialog line={deciding.row} onDone={() => done(t('review.rejected'))} onCancel={() => setDeciding(null)} />}
      {byFile && <ReviewByFileDialog onClose={() => setByFile(false)} onSaved={() => void refresh()} />}
    </>
  );
}
