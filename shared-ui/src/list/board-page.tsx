import type { GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from 'shared-ui';
import { RouterLink, useLocation } from 'shared-ui/routing';
import { RetryAlert, useKeepAlive } from 'shared-ui/components';
import { BoardFilterNote, BoardViewSwitch, useBoardView, useColumnSearches } from './board-view';
import { KanbanBoard, type KanbanColumn } from './kanban-board';
import type { ListDeclaration } from './list-declaration';
import { ListPage, PageTitle } from './list-page';

/** How a board splits its list's records into kanban columns. */
export interface BoardKanban<Row extends GridValidRowModel, Filter extends object> {
  /** The board's name for screen readers, an i18n key. */
  label: string;
  /** The multi-select filter the columns split by, one column a value, in this order. */
  split: Extract<keyof Filter, string>;
  values: readonly string[];
  /** Records read per column; the rest are a link away, in the list filtered to the column. */
  perColumn: number;
  /** A column's title (an i18n key), look and cards, from the records read for it. */
  column(value: string, rows: Row[]): Omit<KanbanColumn, 'key' | 'count' | 'more'>;
}

/**
 * A board page of the spec (delivery kanban, goods-receipt kanban): its records as a kanban or as
 * its list, switched by `?view=`. The kanban takes the list's kept filters.
 */
export function BoardPage<Row extends GridValidRowModel, Filter extends object>({
  declaration,
  kanban,
}: {
  declaration: ListDeclaration<Row, Filter>;
  kanban: BoardKanban<Row, Filter>;
}) {
  const { t } = useTranslation('list');
  // The kanban is a list too: kept alive like one (the list view marks itself as well).
  useKeepAlive();
  // The kanban reads the list's kept state, keyed by the route as the list keeps it.
  const listKey = useLocation().pathname;
  const [view, setView] = useBoardView();
  const viewSwitch = <BoardViewSwitch view={view} onChange={setView} />;
  const searches = useColumnSearches(declaration, listKey, kanban.split, kanban.values, kanban.perColumn, view === 'board');
  if (view === 'list') return <ListPage declaration={declaration} aside={viewSwitch} />;

  const columns = kanban.values.map((value): KanbanColumn => {
    const page = searches.data?.[value];
    const more =
      page && page.totalCount > page.items.length ? (
        <Button size="small" component={RouterLink} to={`?view=list&${new URLSearchParams({ [kanban.split]: value })}`}>
          {t('list:kanban.showAll', { count: page.totalCount })}
        </Button>
      ) : undefined;
    const column = kanban.column(value, page?.items ?? []);
    return { ...column, title: t(column.title), key: value, count: searches.isError && !page ? null : page?.totalCount, more };
  });
  return (
    <Stack spacing={2}>
      <PageTitle title={t(declaration.title)} aside={viewSwitch} />
      <BoardFilterNote declaration={declaration} listKey={listKey} split={kanban.split} />
      {searches.isError && <RetryAlert message={t('list:error')} retryLabel={t('list:retry')} onRetry={() => void searches.refetch()} />}
      <KanbanBoard label={t(kanban.label)} columns={columns} loading={searches.isFetching} />
    </Stack>
  );
}
