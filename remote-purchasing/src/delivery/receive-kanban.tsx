import { useTranslation } from 'react-i18next';
import { Box, Button, RouterLink } from 'shared-ui';
import { RetryAlert, statusColour, useFormats } from 'shared-ui/components';
import { INSPECTION_STATUSES, type GoodsReceipt, type GoodsReceiptFilter } from 'shared-ui/contract';
import { BoardFilterNote, KanbanBoard, useColumnSearches, type ListDeclaration } from 'shared-ui/list';

/** Receipts read per column; the rest is one link away, in the list filtered to the status. */
const RECEIPTS_PER_STATUS = 50;

function ReceiptCardBody({ receipt }: { receipt: GoodsReceipt }) {
  const { t } = useTranslation('purchasing');
  const { number } = useFormats();
  const unit = receipt.unit ?? '';
  return (
    <>
      <Box>{t('receive.poLine', { poNo: receipt.poNo, item: receipt.item })}</Box>
      {receipt.supplierName && <Box sx={{ color: 'text.secondary' }}>{receipt.supplierName}</Box>}
      <Box>{[receipt.material, receipt.itemDesc].filter(Boolean).join(' ')}</Box>
      <Box>{t('receive.receivedOn', { date: receipt.receivedDate })}</Box>
      <Box>
        {t('receive.quantities', { received: number(receipt.receivedQuantity), accepted: number(receipt.acceptedQuantity), unit })}
      </Box>
    </>
  );
}

/** The goods-receipt kanban: a column per inspection status; a receipt's card opens its PO. */
export function ReceiveKanban({ declaration, listKey }: { declaration: ListDeclaration<GoodsReceipt, GoodsReceiptFilter>; listKey: string }) {
  const { t } = useTranslation('purchasing');
  const searches = useColumnSearches(declaration, listKey, 'inspectionStatus', INSPECTION_STATUSES, RECEIPTS_PER_STATUS);
  const columns = INSPECTION_STATUSES.map((status) => {
    const page = searches.data?.[status];
    const colour = statusColour(status);
    return {
      key: status,
      title: t(`status:inspectionStatus.${status}`),
      count: page?.totalCount,
      accent: colour === 'default' ? undefined : `${colour}.main`,
      cards: (page?.items ?? []).map((receipt) => ({
        key: receipt.id,
        title: t('receive.grCard', { grNo: receipt.grNo }),
        body: <ReceiptCardBody receipt={receipt} />,
        to: `/admin/po/detail/view/${receipt.poId}`,
      })),
      more:
        page && page.totalCount > page.items.length ? (
          <Button size="small" component={RouterLink} to={`?view=list&inspectionStatus=${status}`}>
            {t('list:kanban.showAll', { count: page.totalCount })}
          </Button>
        ) : undefined,
    };
  });
  return (
    <>
      <BoardFilterNote declaration={declaration} listKey={listKey} split="inspectionStatus" />
      {searches.isError && <RetryAlert message={t('list:error')} retryLabel={t('list:retry')} onRetry={() => void searches.refetch()} />}
      <KanbanBoard label={t('receive.byStatus')} columns={columns} loading={searches.isFetching} />
    </>
  );
}
