import { useTranslation } from 'react-i18next';
import { useFormats } from 'shared-ui/components';
import type { DeliveryReplySplit, DeliveryScheduleRow } from 'shared-ui/contract';
import type { ListColumn } from 'shared-ui/list';

// A supplier's reply as sent: one date and quantity per split (spec section 4: a line may be
// delivered over several dates, quantity 0 while the date is undecided). The row's own
// `replyDate` and `replyQuantity` are only the earliest date and the total. Every screen that
// shows a reply (the review, the delivery board, the PO's schedules, the line page) shows it so.

type Replied = Pick<DeliveryScheduleRow, 'replies' | 'replyQuantity' | 'replyDate'>;

/**
 * The splits of the reply standing on the line, in date order; a reply stored without them is its
 * one date and quantity. A line sent back (REJECTED) keeps the rejected reply in `replies` but has no reply
 * standing (`replyQuantity` cleared), so it has none.
 */
export function splitsOf(row: Replied): DeliveryReplySplit[] {
  if (row.replyQuantity === undefined) return [];
  if (!row.replies?.length) return [{ replyQuantity: row.replyQuantity, ...(row.replyDate ? { replyDate: row.replyDate } : {}) }];
  return [...row.replies].sort(byDate);
}

/** In date order, as the deliveries come; an undecided split (no date) last. */
function byDate({ replyDate: a }: DeliveryReplySplit, { replyDate: b }: DeliveryReplySplit) {
  if (a === b) return 0;
  if (!a || !b) return a ? -1 : 1;
  return a < b ? -1 : 1;
}

/**
 * A reply without any date: quantity 0 while the date is undecided. There is nothing to agree to,
 * so it can only be sent back for a date (the server refuses to approve it, as here).
 */
export const replyUndecided = (row: Replied) => !row.replyDate;

/**
 * The confirmed deliveries of an APPROVED line: every dated part of the approved reply (an undecided
 * part holds quantity 0 and confirms nothing); the earliest is the line's estimated date.
 */
export const confirmedOf = (row: Replied & Pick<DeliveryScheduleRow, 'confirmStatus'>) =>
  row.confirmStatus === 'APPROVED' ? splitsOf(row).filter((s) => s.replyDate) : [];

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
  return (row) => text(splitsOf(row));
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
