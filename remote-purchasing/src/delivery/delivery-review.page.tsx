import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, Typography, useCan } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/components';
import { replyUndecided, type DeliveryScheduleFilter, type DeliveryScheduleRow } from 'shared-ui/contract';
import { invalidateResource, useQueryClient } from 'shared-ui/data';
import { ReasonDialog } from 'shared-ui/detail';
import { buttonColumn, defineList, ListPage, searchExport, supplierFilter } from 'shared-ui/list';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { deliveryReviewSearch, reviewCalls } from './delivery.api';
import { ReviewByFileDialog } from './file-flows';
import { replyColumns, scheduleColumns } from './schedule-columns';
import { useReplyText } from '../common/reply-splits';
import { repliedByColumn } from '../common/on-behalf';

interface Decision {
  row: DeliveryScheduleRow;
  kind: 'approve' | 'reject';
}

/** Why a reply has no Approve button: without a date there is nothing to agree to. */
function NoDateToApprove() {
  const { t } = useTranslation('purchasing');
  return (
    <Typography variant="caption" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
      {t('review.undecidedOnlyReject')}
    </Typography>
  );
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
        ? { renderCell: (params: Parameters<typeof button>[0]) => (replyUndecided(params.row) ? <NoDateToApprove /> : button(params)) }
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
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [byFile, setByFile] = useState(false);
  const declaration = useMemo(
    () =>
      defineList<DeliveryScheduleRow, DeliveryScheduleFilter>({
        ...deliveryReviewSearch(),
        namespace: 'purchasing',
        title: 'purchasing:review.title',
        permission: 'DELIVERY_REVIEW',
        exports: [searchExport('searchForReview/xls')],
        columns: [
          // The reply date by its band (the earliest), then every date of the reply with its quantity.
          ...scheduleColumns('a', replyColumns),
          { field: 'remark', minWidth: 140 },
          repliedByColumn,
          ...(mayReview ? decisionColumns(setDeciding) : []),
        ],
        filters: [poNoFilter, materialFilter, plantFilter, ...supplierFilter<DeliveryScheduleFilter>('a')],
        toolbarActions: [{ key: 'byFile', label: 'purchasing:review.byFile', flag: 'review', onClick: () => setByFile(true) }],
      }),
    [mayReview],
  );
  const replyText = useReplyText();
  const refresh = () => invalidateResource(client, reviewCalls.lines);
  const done = (message: string) => {
    setDeciding(null);
    notify({ severity: 'success', message });
    void refresh();
  };
  const approve = async (row: DeliveryScheduleRow) => {
    setBusy(true);
    try {
      await reviewCalls.approve(row.id);
      done(t('review.approved'));
    } catch {
      setDeciding(null); // the api client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ListPage declaration={declaration} />
      <ConfirmDialog
        open={deciding?.kind === 'approve'}
        title="purchasing:review.approveTitle"
        body="purchasing:review.approveBody"
        values={{ poNo: deciding?.row.poNo ?? '', item: deciding?.row.item ?? '', replies: deciding ? replyText(deciding.row) : '', date: deciding?.row.replyDate ?? '' }}
        confirmLabel="purchasing:review.approve"
        busy={busy}
        onConfirm={() => deciding && void approve(deciding.row)}
        onCancel={() => setDeciding(null)}
      />
      {deciding?.kind === 'reject' && (
        <ReasonDialog
          title="purchasing:review.rejectTitle"
          body="purchasing:review.rejectBody"
          confirmLabel="purchasing:review.reject"
          send={(reason) => reviewCalls.reject(deciding.row.id, { reason })}
          onDone={() => done(t('review.rejected'))}
          onCancel={() => setDeciding(null)}
        >
          {/* What is sent back, date by date, as the approve dialog shows it. */}
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('review.rejectedReply', { poNo: deciding.row.poNo, item: deciding.row.item, replies: replyText(deciding.row) })}
          </Typography>
        </ReasonDialog>
      )}
      {byFile && <ReviewByFileDialog onClose={() => setByFile(false)} onSaved={() => void refresh()} />}
    </>
  );
}
