import { useTranslation } from 'react-i18next';
import { Box, Stack, Typography, useLocation, useSession } from 'shared-ui';
import { Card, CardActionArea, CardContent } from 'shared-ui/components';
import type { DeliveryDateColour, DeliveryScheduleFilter, DeliveryScheduleRow } from 'shared-ui/contract';
import { usePrefixed, useQuery, type CallerPrefix } from 'shared-ui/data';
import { defineList, ListPage, searchExport, searchRequestOf, supplierFilter, useListStates, useListViewState, type ListDeclaration } from 'shared-ui/list';
import { dateColourColumn, quantityColumn } from '../common/columns';
import { repliedByColumn } from '../common/on-behalf';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { scheduleResource } from './delivery.api';
import { scheduleColumns } from './schedule-columns';

const BANDS: DeliveryDateColour[] = ['OVERDUE', 'WITHIN_THRESHOLD', 'LATER'];
const BAND_COLOURS: Record<DeliveryDateColour, string> = { OVERDUE: 'error.main', WITHIN_THRESHOLD: 'warning.main', LATER: 'success.main' };

export const deliveryBoardList = (prefix: CallerPrefix) =>
  defineList<DeliveryScheduleRow, DeliveryScheduleFilter>({
    resource: scheduleResource(prefix),
    namespace: 'purchasing',
    title: 'purchasing:board.title',
    permission: 'PURCHASE_ORDER',
    exports: [searchExport('xls')],
    columns: [...scheduleColumns(prefix), quantityColumn('replyQuantity'), dateColourColumn('purchasing:fields.deliveryDate'), repliedByColumn],
    filters: [
      ...supplierFilter<DeliveryScheduleFilter>(prefix),
      plantFilter,
      materialFilter,
      poNoFilter,
      {
        type: 'multiSelect',
        name: 'dateColour',
        label: 'purchasing:board.band',
        options: BANDS.map((b) => ({ code: b, label: `status:deliveryDate.${b}` })),
      },
    ],
  });

/** How many lines fall in each band under the board's other filters (one count query per band). */
function useBandCounts(declaration: ListDeclaration<DeliveryScheduleRow, DeliveryScheduleFilter>, listKey: string) {
  const { resource } = declaration;
  const { filters } = useListViewState(listKey);
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: [...resource.key, 'list', 'bands', locale, filters],
    queryFn: async () => {
      const { dateColour: _band, ...others } = filters;
      const { paging: _paging, sorts: _sorts, ...base } = searchRequestOf(declaration, { filters: others, page: 0, sorts: [] });
      const counts = await Promise.all(BANDS.map((band) => resource.count({ ...base, dateColour: [band] })));
      return Object.fromEntries(BANDS.map((b, i) => [b, counts[i]])) as Record<DeliveryDateColour, number>;
    },
  });
}

/**
 * Delivery board: every schedule line by date band (overdue, within 7 days, after 7 days from the
 * business clock). A band's card shows its count and filters the lines below to it.
 */
export function DeliveryBoardPage() {
  const { t } = useTranslation('purchasing');
  const declaration = usePrefixed(deliveryBoardList);
  // The board and its list share the list's kept state, keyed by the route.
  const listKey = useLocation().pathname;
  const counts = useBandCounts(declaration, listKey).data;
  const save = useListStates((s) => s.save);
  const current = useListViewState(listKey).filters;
  const pick = (band: DeliveryDateColour) => save(listKey, { filters: { ...current, dateColour: [band] }, page: 0 });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} role="list" aria-label={t('board.bands')}>
        {BANDS.map((band) => (
          <Card key={band} role="listitem" variant="outlined" sx={{ flex: 1, borderTop: 4, borderTopColor: BAND_COLOURS[band] }}>
            <CardActionArea onClick={() => pick(band)} data-band={band}>
              <CardContent>
                <Typography variant="subtitle1" component="h2">
                  {t(`status:deliveryDate.${band}`)}
                </Typography>
                <Typography variant="h4" component="p" aria-live="polite">
                  {counts ? counts[band] : '…'}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      <Box>
        <ListPage declaration={declaration} />
      </Box>
    </Stack>
  );
}
