import ViewKanbanIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Typography, useSession } from 'shared-ui';
import { useSearchParams } from 'shared-ui/routing';
import type { PageResult } from 'shared-ui/contract';
import { useQuery } from 'shared-ui/data';
import type { ListDeclaration } from './list-declaration';
import { useListStates, useListViewState } from './list-state-store';
import { searchRequestOf } from './search-body';

export type BoardView = 'board' | 'list';
const VIEW_PARAM = 'view';

/**
 * The view a board page shows, kept in the URL (`?view=list`): it survives a reload, can be linked,
 * and Back returns to the other view. The kanban is the default.
 */
export function useBoardView(): [BoardView, (view: BoardView) => void] {
  const [params, setParams] = useSearchParams();
  const view: BoardView = params.get(VIEW_PARAM) === 'list' ? 'list' : 'board';
  const choose = (next: BoardView) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (next === 'board') kept.delete(VIEW_PARAM);
      else kept.set(VIEW_PARAM, next);
      return kept;
    });
  return [view, choose];
}

/** The kanban / list switch of a board page. */
export function BoardViewSwitch({ view, onChange }: { view: BoardView; onChange(view: BoardView): void }) {
  const { t } = useTranslation('list');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label={t('list:kanban.views')}
      onChange={(_event, next: BoardView | null) => next && onChange(next)}
      // MUI's unselected grey is under 4.5:1 on the page background; text.secondary on paper is 5.7:1.
      sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
    >
      <ToggleButton value="board">
        <ViewKanbanIcon fontSize="small" aria-hidden sx={{ mr: 0.5 }} />
        {t('list:kanban.board')}
      </ToggleButton>
      <ToggleButton value="list">
        <ViewListIcon fontSize="small" aria-hidden sx={{ mr: 0.5 }} />
        {t('list:kanban.list')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * One search per column of a board: the list's kept filters (those of the list view) with `split`
 * set to the column's value, the first `pageSize` rows of each. A column's count is its `totalCount`.
 */
export function useColumnSearches<Row extends GridValidRowModel, Filter extends object>(
  declaration: ListDeclaration<Row, Filter>,
  listKey: string,
  split: Extract<keyof Filter, string>,
  values: readonly string[],
  pageSize: number,
  enabled = true,
) {
  const { resource } = declaration;
  const { filters } = useListViewState(listKey);
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: [...resource.key, 'list', 'columns', locale, split, values, pageSize, filters],
    queryFn: async ({ signal }) => {
      const { [split]: _split, ...others } = filters;
      const base = searchRequestOf(declaration, { filters: others, page: 0, sorts: [] });
      const pages = await Promise.all(
        values.map((value) => resource.search({ ...base, [split]: [value], paging: { page: 1, pageSize } }, { signal, silent: true })),
      );
      return Object.fromEntries(values.map((v, i) => [v, pages[i]])) as Record<string, PageResult<Row>>;
    },
    staleTime: 0,
    enabled,
  });
}

/**
 * A kanban shows what its list's filters let through: said when one is set (other than the one the
 * columns split by), with a way to drop them.
 */
export function BoardFilterNote<Row extends GridValidRowModel, Filter extends object>({
  declaration,
  listKey,
  split,
}: {
  declaration: ListDeclaration<Row, Filter>;
  listKey: string;
  split: Extract<keyof Filter, string>;
}) {
  const { t } = useTranslation('list');
  const { filters } = useListViewState(listKey);
  const save = useListStates((s) => s.save);
  const { [split]: _split, ...others } = filters;
  const request = searchRequestOf({ filters: declaration.filters }, { filters: others, page: 0, sorts: [] });
  if (!Object.keys(request).some((k) => k !== 'paging' && k !== 'sorts')) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{t('list:kanban.filtered')}</Typography>
      <Button size="small" onClick={() => save(listKey, { filters: {}, page: 0 })}>
        {t('list:clearFilters')}
      </Button>
    </Stack>
  );
}
