import { useTranslation } from 'react-i18next';
import { Box } from 'shared-ui';
import { statusColour, useFormats } from 'shared-ui/components';
import { INSPECTION_STATUSES, type GoodsReceipt, type GoodsReceiptFilter } from 'shared-ui/contract';
import type { BoardKanban } from 'shared-ui/list';

/** Receipts read per column; the rest is one link away, in the list filtered to the status. */
const RECEIPTS_PER_STATUS = 50;

function ReceiptTitle({ grNo }: { grNo: string }) {
  return <>{useTranslation('purchasing').t('receive.grCard', { grNo })}</>;
}

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
export const receiveKanban: BoardKanban<GoodsReceipt, GoodsReceiptFilter> = {
  label: 'purchasing:receive.byStatus',
  split: 'inspectionStatus',
  values: INSPECTION_STATUSES,
  perColumn: RECEIPTS_PER_STATUS,
  column: (status, rows) => {
    const colour = statusColour(status);
    return {
      title: `status:inspectionStatus.${status}`,
      accent: colour === 'default' ? undefined : `${colour}.main`,
      cards: rows.map((receipt) => ({
        key: receipt.id,
        title: <ReceiptTitle grNo={receipt.grNo} />,
        body: <ReceiptCardBody receipt={receipt} />,
        to: `/admin/po/detail/view/${receipt.poId}`,
      })),
    };
  },
};
