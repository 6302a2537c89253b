import { useTranslation } from 'react-i18next';
import { Box, Link, visuallyHidden } from 'shared-ui';
import { useFormats } from 'shared-ui/components';
import type { DeliveryDateColour, DeliveryScheduleFilter, DeliveryScheduleRow } from 'shared-ui/contract';
import { DELIVERY_BAND_LOOK, DELIVERY_BANDS, type BoardKanban } from 'shared-ui/list';
import { RouterLink } from 'shared-ui/routing';
import { ScheduleDate } from '../common/columns';
import { ReplySplits } from '../common/reply-splits';
import { toLinePage } from './schedule-columns';

/** Lines read per band; the rest is one link away, in the list filtered to the band. */
const LINES_PER_BAND = 100;
/** Lines a PO's card spells out; more are counted. */
const LINES_PER_CARD = 4;

/** A band's lines as one card a PO, the PO with the earliest date first. */
export function cardsByPo(rows: readonly DeliveryScheduleRow[]): DeliveryScheduleRow[][] {
  const byPo = new Map<number | string, DeliveryScheduleRow[]>();
  for (const row of rows) byPo.set(row.poId, [...(byPo.get(row.poId) ?? []), row]);
  const dateOf = (row: DeliveryScheduleRow) => row.replyDate ?? row.estimatedDate;
  const groups = [...byPo.values()].map((lines) => [...lines].sort((a, b) => dateOf(a).localeCompare(dateOf(b)) || a.item - b.item));
  return groups.sort((a, b) => dateOf(a[0]).localeCompare(dateOf(b[0])));
}

function PoTitle({ poNo }: { poNo: string }) {
  return <>{useTranslation('purchasing').t('board.poCard', { poNo })}</>;
}

function PoCardBody({ lines }: { lines: DeliveryScheduleRow[] }) {
  const { t } = useTranslation('purchasing');
  const { number } = useFormats();
  const hidden = lines.length - LINES_PER_CARD;
  return (
    <>
      {lines[0].supplierName && <Box sx={{ color: 'text.secondary' }}>{lines[0].supplierName}</Box>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.slice(0, LINES_PER_CARD).map((line) => (
          <Box component="li" key={line.id} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            {/* Each line leads to its page (its reply, review and conversation); named with its PO, which a list of links would not say. */}
            <Link component={RouterLink} to={toLinePage(line)}>
              <Box component="span" sx={visuallyHidden}>{`${t('board.poCard', { poNo: line.poNo })} `}</Box>
              {t('board.line', { item: line.item, material: line.material ?? '' })}
            </Link>
            {/* The date that matters: once a dated reply stands, its every date with its quantity, each in its band;
                before, the estimate, and "date undecided" when the supplier replied without a date. */}
            {line.replyDate ? (
              <ReplySplits row={line} />
            ) : (
              <>
                <ScheduleDate row={line} field="estimatedDate" />
                <ReplySplits row={line} />
              </>
            )}
            <span>{t('board.open', { quantity: number(line.openQuantity), unit: line.unit ?? '' })}</span>
          </Box>
        ))}
      </Box>
      {hidden > 0 && <Box sx={{ color: 'text.secondary' }}>{t('board.moreLines', { count: hidden })}</Box>}
    </>
  );
}

/**
 * The delivery kanban: three columns (overdue, within 7 days, after 7 days, from the business
 * clock) of cards, one a PO with its lines in that band (the band of a line's earliest date; the
 * later dates of a split reply are each in their own); a card's title opens its PO, each of its
 * lines the line's page, where it is replied to and reviewed. Only deliveries still awaited are
 * banded (`awaitsDelivery`): a line delivered in full, or of a completed or cancelled PO, needs no
 * chasing and is in no column; the list view still lists it, its dates plain.
 */
export const deliveryKanban: BoardKanban<DeliveryScheduleRow, DeliveryScheduleFilter> = {
  label: 'purchasing:board.bands',
  split: 'dateColour',
  values: DELIVERY_BANDS,
  perColumn: LINES_PER_BAND,
  column: (band, rows) => {
    const { colour, Icon } = DELIVERY_BAND_LOOK[band as DeliveryDateColour];
    return {
      title: `status:deliveryDate.${band}`,
      accent: `${colour}.main`,
      icon: <Icon fontSize="inherit" aria-hidden />,
      cards: cardsByPo(rows).map((lines) => ({
        key: lines[0].poId,
        title: <PoTitle poNo={lines[0].poNo} />,
        body: <PoCardBody lines={lines} />,
        to: `/admin/po/detail/view/${lines[0].poId}`,
      })),
    };
  },
};
