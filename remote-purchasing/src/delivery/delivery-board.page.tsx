import { useTranslation } from 'react-i18next';
import { Stack, useLocation } from 'shared-ui';
import { DELIVERY_BANDS } from 'shared-ui/components';
import type { DeliveryScheduleFilter, DeliveryScheduleRow } from 'shared-ui/contract';
import { usePrefixed, type CallerPrefix } from 'shared-ui/data';
import { BoardViewSwitch, defineList, ListPage, PageTitle, searchExport, supplierFilter, useBoardView } from 'shared-ui/list';
import { materialFilter, plantFilter, poNoFilter } from '../common/filters';
import { scheduleResource } from './delivery.api';
import { DeliveryKanban } from './delivery-kanban';
import { replyColumns, scheduleColumns } from './schedule-columns';

export const deliveryBoardList = (prefix: CallerPrefix) =>
  defineList<DeliveryScheduleRow, DeliveryScheduleFilter>({
    resource: scheduleResource(prefix),
    namespace: 'purchasing',
    title: 'purchasing:board.title',
    permission: 'PURCHASE_ORDER',
    exports: [searchExport('xls')],
    columns: scheduleColumns(prefix, replyColumns),
    filters: [
      ...supplierFilter<DeliveryScheduleFilter>(prefix),
      plantFilter,
      materialFilter,
      poNoFilter,
      {
        type: 'multiSelect',
        name: 'dateColour',
        label: 'purchasing:board.band',
        options: DELIVERY_BANDS.map((b) => ({ code: b, label: `status:deliveryDate.${b}` })),
      },
    ],
  });

/**
 * Delivery board (the spec's delivery kanban): every schedule line by date band (overdue, within
 * 7 days, after 7 days from the business clock) as a kanban of POs, or as the list of lines.
 */
export function DeliveryBoardPage() {
  const { t } = useTranslation('purchasing');
  const declaration = usePrefixed(deliveryBoardList);
  // The kanban reads the list's kept state (its filters), keyed by the route.
  const listKey = useLocation().pathname;
  const [view, setView] = useBoardView();
  const viewSwitch = <BoardViewSwitch view={view} onChange={setView} />;
  if (view === 'list') return <ListPage declaration={declaration} aside={viewSwitch} />;
  return (
    <Stack spacing={2}>
      <PageTitle title={t('board.title')} aside={viewSwitch} />
      <DeliveryKanban declaration={declaration} listKey={listKey} />
    </Stack>
  );
}
