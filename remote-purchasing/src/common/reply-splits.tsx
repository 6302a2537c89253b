import { useTranslation } from 'react-i18next';
import { useFormats } from 'shared-ui/components';
import { replySplitsOf, type DeliveryReplySplit, type DeliveryScheduleRow } from 'shared-ui/contract';
import type { ListColumn } from 'shared-ui/list';

// A supplier's reply as sent: one date and quantity per split (spec section 4: a line may be
// delivered over several dates, quantity 0 while the date is undecided). The row's own
// `replyDate` and `replyQuantity` are only the earliest date and the total. Every screen that
// shows a reply (the review, the delivery board, the PO's schedules, the line page) shows it so.

type Replied = Pick<DeliveryScheduleRow, 'replies' | 'replyQuantity' | 'replyDate'>;

/** "2026-12-03 × 60, 2026-12-10 × 40" (、 in Chinese): these splits, each date with its quantity. */
export function useSplitsText(): (splits: DeliveryReplySplit[]) => string {
  const { t } = useTranslation('purchasing');
  const format = useFormats();
  return (splits) =>
    format.list(splits.map((s) => (s.replyDate ? t('reply.split', { date: s.replyDate, quantity: format.number(s.replyQuantity) }) : t('reply.dateUndecided'))));
}

/** Every date of the reply with its quantity. */
export function useReplyText(): (row: Replied) => string {
  const text = useSplitsText();
  return (row) => text(replySplitsOf(row));
}

/** The reply, date by date, as text (empty while there is none). */
export function ReplySplits({ row }: { row: Replied }) {
  return <>{useReplyText()(row)}</>;
}

/** A schedule list's column of the reply, date by date; not sortable (the reply date column beside it sorts by the earliest date). */
export const replySplitsColumn: ListColumn<DeliveryScheduleRow> = {
  field: 'replies',
  headerName: 'purchasing:fields.replies',
  minWidth: 220,
  sortable: false,
  renderCell: ({ row }) => <ReplySplits row={row} />,
};
