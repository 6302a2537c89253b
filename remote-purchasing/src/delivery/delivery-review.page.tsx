import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, notify, Stack, useCan } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/components';
import type { DeliveryRejectInput, DeliveryScheduleRow } from 'shared-ui/contract';
import { useQueryClient } from 'shared-ui/data';
import { invalidateResource, ReasonDialog } from 'shared-ui/detail';
import { defineList, ListPage } from 'shared-ui/list';
import { materialFilter, plantFilter, poNoFilter, supplierFilters } from '../common/filters';
import { ReviewByFileDialog } from './file-flows';
import { REVIEW_RESOURCE } from './resources';
import { replyColumns, scheduleColumns } from './schedule-columns';

interface Decision {
  row: DeliveryScheduleRow;
  kind: 'approve' | 'reject';
}

function ReviewButtons({ row, onDecide }: { row: DeliveryScheduleRow; onDecide(d: Decision): void }) {
  const { t } = useTranslation('purchasing');
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" onClick={() => onDecide({ row, kind: 'approve' })}>
        {t('review.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onDecide({ row, kind: 'reject' })}>
        {t('review.reject')}
      </Button>
    </Stack>
  );
}

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
      defineList<DeliveryScheduleRow>({
        resource: REVIEW_RESOURCE,
        searchPath: 'searchForReview',
        title: 'purchasing:review.title',
        permission: 'DELIVERY_REVIEW',
        rowPath: false,
        export: 'searchForReview/xls',
        columns: [
          ...scheduleColumns(true),
          ...replyColumns,
          { field: 'remark', headerName: 'purchasing:fields.remark', minWidth: 140 },
          ...(mayReview
            ? [{ field: 'decide', headerName: 'purchasing:review.decision', width: 190, sortable: false, renderCell: ({ row }: { row: DeliveryScheduleRow }) => <ReviewButtons row={row} onDecide={setDeciding} /> }]
            : []),
        ],
        filters: [poNoFilter, materialFilter, plantFilter, ...supplierFilters('a')],
        toolbarActions: [{ key: 'byFile', label: 'purchasing:review.byFile', action: 'review', onClick: () => setByFile(true) }],
      }),
    [mayReview],
  );
  const refresh = () => invalidateResource(client, REVIEW_RESOURCE);
  const done = (message: string) => {
    setDeciding(null);
    notify({ severity: 'success', message });
    void refresh();
  };
  const approve = async (row: DeliveryScheduleRow) => {
    setBusy(true);
    try {
      await api.post(`${REVIEW_RESOURCE}/${row.id}/approve`);
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
        title={t('review.approveTitle', { poNo: deciding?.row.poNo ?? '', item: deciding?.row.item ?? '' })}
        body={t('review.approveBody', { date: deciding?.row.replyDate ?? '' })}
        confirmLabel={t('review.approve')}
        busy={busy}
        onConfirm={() => deciding && void approve(deciding.row)}
        onCancel={() => setDeciding(null)}
      />
      {deciding?.kind === 'reject' && (
        <ReasonDialog
          title="purchasing:review.rejectTitle"
          body="purchasing:review.rejectBody"
          confirmLabel="purchasing:review.reject"
          send={(reason) => api.post(`${REVIEW_RESOURCE}/${deciding.row.id}/reject`, { reason } satisfies DeliveryRejectInput, { silent: true })}
          onDone={() => done(t('review.rejected'))}
          onCancel={() => setDeciding(null)}
        />
      )}
      {byFile && <ReviewByFileDialog onClose={() => setByFile(false)} onSaved={() => void refresh()} />}
    </>
  );
}
