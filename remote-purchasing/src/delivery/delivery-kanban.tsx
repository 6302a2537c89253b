import { useTranslation } from 'react-i18next';
import { Box, Button, RouterLink } from 'shared-ui';
import { DELIVERY_BAND_LOOK, DELIVERY_BANDS, DeliveryDate, RetryAlert, useFormats } from 'shared-ui/components';
import type { DeliveryScheduleFilter, DeliveryScheduleRow } from 'shared-ui/contract';
import { BoardFilterNote, KanbanBoard, useColumnSearches, type KanbanCard, type ListDeclaration } from 'shared-ui/list';

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
            <span>{t('board.line', { item: line.item, material: line.material ?? '' })}</span>
            <DeliveryDate date={line.replyDate ?? line.estimatedDate} band={line.dateColour} />
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
 * clock) of cards, one a PO with its lines in that band; a card opens its PO.
 */
export function DeliveryKanban({ declaration, listKey }: { declaration: ListDeclaration<DeliveryScheduleRow, DeliveryScheduleFilter>; listKey: string }) {
  const { t } = useTranslation('purchasing');
  const searches = useColumnSearches(declaration, listKey, 'dateColour', DELIVERY_BANDS, LINES_PER_BAND);
  const columns = DELIVERY_BANDS.map((band) => {
    const page = searches.data?.[band];
    const { colour, Icon } = DELIVERY_BAND_LOOK[band];
    const cards: KanbanCard[] = cardsByPo(page?.items ?? []).map((lines) => ({
      key: lines[0].poId,
      title: t('board.poCard', { poNo: lines[0].poNo }),
      body: <PoCardBody lines={lines} />,
      to: `/admin/po/detail/view/${lines[0].poId}`,
    }));
    const more =
      page && page.totalCount > page.items.length ? (
        <Button size="small" component={RouterLink} to={`?view=list&dateColour=${band}`}>
          {t('list:kanban.showAll', { count: page.totalCount })}
        </Button>
      ) : undefined;
    return { key: band, title: t(`status:deliveryDate.${band}`), count: page?.totalCount, accent: `${colour}.main`, icon: <Icon fontSize="inherit" aria-hidden />, cards, more };
  });
  return (
    <>
      <BoardFilterNote declaration={declaration} listKey={listKey} split="dateColour" />
      {searches.isError && <RetryAlert message={t('list:error')} retryLabel={t('list:retry')} onRetry={() => void searches.refetch()} />}
      <KanbanBoard label={t('board.bands')} columns={columns} loading={searches.isFetching} />
    </>
  );
}
