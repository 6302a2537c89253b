import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from 'shared-ui';
import { useFormats } from 'shared-ui/components';
import { replySplitsOf, type DeliveryReplyPart, type DeliveryReplySplit, type DeliveryScheduleRow } from 'shared-ui/contract';
import { DeliveryDate, type ListColumn } from 'shared-ui/list';

// A supplier's reply as sent: one date and quantity per split (spec section 4: a line may be
// delivered over several dates, quantity 0 while the date is undecided). The row's own
// `replyDate` and `replyQuantity` are only the earliest date and the total. Every screen that
// shows a reply (the review, the delivery board and its cards, the PO's schedules and printout,
// the line page) shows it so, each date in the band the server gave it.

type Replied = Pick<DeliveryScheduleRow, 'replies' | 'replyQuantity' | 'replyDate'> & Partial<Pick<DeliveryScheduleRow, 'dateColour'>>;

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

/** Stands for the date in `reply.split`, to put the coloured date where the language puts it. */
const DATE_SLOT = '\u0000';

/** One part: its date in the band the server placed it in (plain without one) with its quantity, or "date undecided". */
function ReplyPart({ part }: { part: DeliveryReplyPart }) {
  const { t } = useTranslation('purchasing');
  const format = useFormats();
  if (!part.replyDate) return <>{t('reply.dateUndecided')}</>;
  const [before, after] = t('reply.split', { date: DATE_SLOT, quantity: format.number(part.replyQuantity) }).split(DATE_SLOT);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {before}
      {part.dateColour ? <DeliveryDate date={part.replyDate} band={part.dateColour} /> : part.replyDate}
      {after}
    </Box>
  );
}

/**
 * These parts, each date in its own band with its quantity, listed as the language lists (the
 * separator of `format.list`); a part the server gave no band is plain, never banded by the
 * browser's clock. A part is not broken across lines; the list wraps between parts.
 */
export function ReplyParts({ parts }: { parts: readonly DeliveryReplyPart[] }) {
  const separator = useFormats().list(['', '']);
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && separator}
          <ReplyPart part={part} />
        </Fragment>
      ))}
    </span>
  );
}

/** The reply standing on the line, date by date, each in its band (nothing while there is none). */
export function ReplySplits({ row }: { row: Replied }) {
  const parts = replySplitsOf(row);
  return parts.length > 0 ? <ReplyParts parts={parts} /> : null;
}

/** A schedule list's column of the reply, date by date; not sortable (the reply date column beside it sorts by the earliest date). */
export const replySplitsColumn: ListColumn<DeliveryScheduleRow> = {
  field: 'replies',
  headerName: 'purchasing:fields.replies',
  minWidth: 220,
  sortable: false,
  renderCell: ({ row }) => <ReplySplits row={row} />,
};
