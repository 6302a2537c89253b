import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { GridApi, GridCellParams, GridColDef, GridColumnVisibilityModel, GridPaginationModel, GridRowParams, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { DataGrid } from '@mui/x-data-grid/DataGrid';
import { enUS, zhTW } from '@mui/x-data-grid/locales';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert, useKeepAlive, usePreloadRoute } from 'shared-ui/components';
import { Box, BusyButton, Button, Stack, Typography, useSession, type PermissionObject } from 'shared-ui';
import { useNavigate } from 'shared-ui/routing';
import { DEFAULT_PAGE_SIZE, type PageResult, type Sort } from 'shared-ui/contract';
import { FilterBar } from './filter-bar';
import { fieldLabel, type FilterDef, type FilterValues, type ListDeclaration, type ToolbarAction } from './list-declaration';
import { BlankOverlay, LoadingState, NoRecordsState } from './list-overlays';
import { NamedRowCheckbox, TickNames, useListSelection, usePermittedSelection } from './list-selection';
import { filterErrors } from './search-body';
import { useFocusFollowsLeavingRow, useRowFocusReturn } from './row-focus';
import type { ViewContent } from './saved-views/saved-views.api';
import { SavedViewsBar } from './saved-views/saved-views-bar';
import { useListQuery } from './use-list-query';
import { useStableHandler } from './use-stable-handler';

const GRID_LOCALES = { 'zh-TW': zhTW, 'en-US': enUS } as const;
const NO_FILTERS: FilterValues = {};
const NO_ERRORS = {};
const NO_FILTER_DEFS: readonly FilterDef[] = [];
// Row checkboxes named by their rows (a list's `selection`); one without a name is the grid's own.
const SLOTS = { noRowsOverlay: BlankOverlay, noResultsOverlay: BlankOverlay, loadingOverlay: BlankOverlay, rowCheckbox: NamedRowCheckbox };
const PAGE_SIZES = [DEFAULT_PAGE_SIZE];
// The total is handed to the grid through its API (useGridShowsRows), not as the `rowCount` prop the
// grid asks for with server paging; pagination metadata (none to give) stands for it.
const NO_PAGINATION_META = {};
const idOf = (row: GridValidRowModel) => row.id as string | number;
const POINTER_ROWS = { '& .MuiDataGrid-row': { cursor: 'pointer' } };
/** Rows as tall as their content, with the room a one-line row has around its text. */
const FITTED_ROWS = { '& .MuiDataGrid-cell': { py: 1.5 } };
const fitContent = () => 'auto' as const;
/** What answers Enter itself, in a cell: a link, a button or a field (the first ancestor wins over the cell). */
const OWN_ENTER = 'a[href], button, input, textarea, select, [role="button"], [role="link"], [role="gridcell"]';
/**
 * Enter on a link or a button in a cell (the notifications' number, a row's Reply) is that
 * control's: opening the row as well would navigate twice, or open the row's page over the dialog.
 */
function takesOwnEnter(target: EventTarget | null) {
  const own = target instanceof Element ? target.closest(OWN_ENTER) : null;
  return own !== null && own.getAttribute('role') !== 'gridcell';
}
/** The grid's styles, one object per combination: a new one at each render would draw the memoised grid again. */
const GRID_SX = {
  plain: undefined,
  pointer: POINTER_ROWS,
  fitted: FITTED_ROWS,
  pointerFitted: { ...POINTER_ROWS, ...FITTED_ROWS },
} as const;
const gridSx = (pointer: boolean, fitted: boolean) => GRID_SX[pointer ? (fitted ? 'pointerFitted' : 'pointer') : fitted ? 'fitted' : 'plain'];

/**
 * The list page every list screen of the spec is built from: filter bar, toolbar (permitted
 * actions, Excel export), a server-paged and server-sorted DataGrid, empty/loading/error states.
 * Filters, page, sort and scroll are kept while the user is in a detail (spec section 2), and the
 * host keeps the whole page alive while the user is in another area.
 * `intro`: what the screen says or asks between its heading and its filters (the supplier staff
 * act for, and that they act on its behalf); `aside`: what stands beside the heading (a board's
 * view switch).
 */
export function ListPage<Row extends GridValidRowModel, Filter extends object>({
  declaration,
  intro,
  aside,
}: {
  declaration: ListDeclaration<Row, Filter>;
  intro?: ReactNode;
  aside?: ReactNode;
}) {
  const { t, i18n } = useTranslation('list');
  const navigate = useNavigate();
  const list = useListQuery(declaration);
  useKeepAlive();
  const { state, query, request } = list;
  const filterDefs = declaration.filters ?? NO_FILTER_DEFS;

  // What the user is typing; the kept filters are those of the last search.
  const [draft, setDraft] = useState<FilterValues>(state.filters);
  const [tried, setTried] = useState(false);
  // A search made from outside the bar (a board's band card, a home-page count) shows in the bar.
  const [searched, setSearched] = useState(state.filters);
  if (searched !== state.filters) {
    setSearched(state.filters);
    setDraft(state.filters);
  }
  // The filter bar and the grid are memoised: a sort, a page or an answer must not draw every
  // filter field again (the bench's sort on the PO list spent most of its time there).
  const errors = useMemo(() => (tried ? filterErrors(filterDefs, draft) : NO_ERRORS), [tried, filterDefs, draft]);
  const search = useStableHandler(() => {
    setTried(true);
    if (Object.keys(filterErrors(filterDefs, draft)).length) return; // refused at the field, nothing sent
    setTried(false);
    list.search(draft);
  });
  const clear = useStableHandler(() => {
    setDraft(NO_FILTERS);
    setTried(false);
    list.search(NO_FILTERS);
  });

  const locale = i18n.language === 'en-US' ? 'en-US' : 'zh-TW';
  const localeText = useMemo(
    () => ({ ...GRID_LOCALES[locale].components.MuiDataGrid.defaultProps.localeText, paginationRowsPerPage: t('list:rowsPerPage') }),
    [locale, t],
  );
  const columns = useMemo<GridColDef<Row>[]>(
    () => declaration.columns.map(({ wraps: _wraps, ...c }) => ({ ...c, headerName: t(fieldLabel(declaration.namespace, c.field, c.headerName)) })),
    [declaration.columns, declaration.namespace, t],
  );
  const fitted = declaration.columns.some((c) => c.wraps);
  const sortModel = useMemo<GridSortModel>(
    () => state.sorts.map((s) => ({ field: s.field, sort: s.direction === 'ASC' ? 'asc' : 'desc' })),
    [state.sorts],
  );

  const { rowLink } = declaration;
  const apiRef = useGridScrollKeeping(list);
  const rowId = declaration.getRowId ?? (idOf as (row: Row) => string | number);
  // The ticks belong to one search: new filters clear them, paging and sorting keep them.
  const selection = useListSelection(usePermittedSelection(declaration.selection, declaration.permission), list.rows, rowId, JSON.stringify(state.filters));
  useRowFocusReturn(apiRef, list.state.opened, list.rows.length > 0, declaration.columns[0]?.field);
  useFocusFollowsLeavingRow(apiRef);
  // The code of the detail a row opens is fetched while the pointer rests on the row or the focus is
  // in it, so the click finds it loaded; the click asks for the record (see open).
  const preloadRoute = usePreloadRoute();
  const open = (row: Row) => {
    if (!rowLink) return;
    declaration.onOpen?.(row);
    // The record is asked for at the input, beside the code, not once the navigation renders.
    preloadRoute.opening(rowLink(row));
    list.markOpened(apiRef.current?.getRowId(row) ?? (row as { id?: string | number }).id ?? '');
    void navigate(rowLink(row));
  };
  const rowIntent = useStableHandler((event: SyntheticEvent<HTMLElement>) => {
    const id = event.currentTarget.dataset.id;
    const row = rowLink && id !== undefined ? apiRef.current?.getRow(id) : null;
    if (row) preloadRoute.code(rowLink!(row));
  });
  const slotProps = useMemo(() => (rowLink ? { row: { onMouseEnter: rowIntent, onFocus: rowIntent } } : undefined), [rowLink, rowIntent]);
  const openClicked = useStableHandler((params: GridRowParams<Row>) => open(params.row));
  const openOnEnter = useStableHandler((params: GridCellParams<Row>, event: { key: string; target: EventTarget | null }) => {
    if (event.key === 'Enter' && !takesOwnEnter(event.target)) open(params.row);
  });
  useGridFollowsState(apiRef, sortModel, state.page);
  useGridShowsRows(apiRef, query.data);
  // The grid keeps its sort and page itself, starting from the kept ones; a controlled model would
  // be a new prop on every click, and every new prop draws every cell again (the bench's sort).
  const [initialState] = useState(() => ({ sorting: { sortModel }, pagination: { paginationModel: { page: state.page, pageSize: DEFAULT_PAGE_SIZE } } }));
  const changePage = useStableHandler((model: GridPaginationModel) => list.setPage(model.page));
  const changeSort = useStableHandler((model: GridSortModel) => list.setSorts(toSorts(model)));
  const { filters: viewFilters, sorts: viewSorts, hiddenColumns } = state;
  const columnVisibility = useMemo<GridColumnVisibilityModel>(() => Object.fromEntries(hiddenColumns.map((field) => [field, false])), [hiddenColumns]);
  const changeColumnVisibility = useStableHandler((model: GridColumnVisibilityModel) =>
    list.setHiddenColumns(Object.keys(model).filter((field) => model[field] === false)),
  );
  const viewContent = useMemo<ViewContent>(() => ({ filters: viewFilters, sorts: viewSorts, hiddenColumns }), [viewFilters, viewSorts, hiddenColumns]);
  const applyView = useStableHandler(list.applyView);

  const [exporting, setExporting] = useState(false);
  const exports = declaration.exports ?? [];
  const exportXls = async (path: string) => {
    setExporting(true);
    try {
      await declaration.resource.exportXls(request, path);
    } catch {
      // the api client has shown the error
    } finally {
      setExporting(false);
    }
  };

  // Pending too: a list waiting for the user's default view has not searched yet. Drawn beside the
  // grid, not by its `loading` prop: two more props changed per search would draw every cell twice.
  const loading = query.isFetching || query.isPending;
  const hasFilters = Object.keys(request).some((k) => k !== 'paging' && k !== 'sorts');
  const empty = !query.isFetching && !query.isError && query.isSuccess && list.rows.length === 0;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageTitle title={t(declaration.title)} aside={aside} />
      {intro}
      {filterDefs.length > 0 && (
        <FilterBar
          filters={filterDefs}
          namespace={declaration.namespace}
          listKey={list.listKey}
          values={draft}
          errors={errors}
          onChange={setDraft}
          onSearch={search}
          onClear={clear}
        />
      )}
      <SavedViewsBar listKey={list.listKey} filterDefs={declaration.filters as FilterDef[] | undefined} content={viewContent} onApply={applyView} />
      {(declaration.toolbarActions?.length || exports.length > 0 || selection.bar) && (
        // Wraps on a narrow screen: without it a phone squeezed the export button to a word a line.
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
          {selection.bar}
          {declaration.toolbarActions?.map((action) => (
            <PermittedAction key={action.key} action={action} permission={declaration.permission} />
          ))}
          {exports.map((option) => (
            <BusyButton key={option.path} variant="outlined" startIcon={<FileDownloadIcon />} inactive={exporting} onClick={() => void exportXls(option.path)}>
              {t(option.label)}
            </BusyButton>
          ))}
        </Stack>
      )}
      {query.isError && (
        <RetryAlert message={t('list:error')} retryLabel={t('list:retry')} onRetry={() => void query.refetch()} />
      )}
      {/* Busy while a search runs, spinner or not (it shows only once the search has taken a moment). */}
      <Box aria-busy={loading || undefined} sx={{ height: 'max(420px, calc(100vh - 320px))', width: '100%', position: 'relative' }}>
        <TickNames.Provider value={selection.tickName}>
          <DataGrid<Row>
            apiRef={apiRef}
            columns={columns}
            getRowId={declaration.getRowId}
            paginationMode="server"
            sortingMode="server"
            initialState={initialState}
            paginationMeta={NO_PAGINATION_META}
            onPaginationModelChange={changePage}
            pageSizeOptions={PAGE_SIZES}
            onSortModelChange={changeSort}
            columnVisibilityModel={columnVisibility}
            onColumnVisibilityModelChange={changeColumnVisibility}
            disableColumnFilter
            disableRowSelectionOnClick
            {...selection.gridProps}
            // 20 rows a page: every row and column in the DOM costs little, and an action column at
            // the far right stays reachable by keyboard, screen readers and search in the page.
            disableVirtualization
            localeText={localeText}
            onRowClick={rowLink ? openClicked : undefined}
            onCellKeyDown={rowLink ? openOnEnter : undefined}
            slots={SLOTS}
            slotProps={slotProps}
            getRowHeight={fitted ? fitContent : undefined}
            sx={gridSx(Boolean(rowLink), fitted)}
          />
        </TickNames.Provider>
        {empty && <NoRecordsState hasFilters={hasFilters} onClearFilters={clear} text={declaration.noRecords} />}
        {loading && <LoadingState />}
      </Box>
    </Stack>
  );
}

/** A list's or a board's heading, with what belongs beside it (a board's view switch). */
export function PageTitle({ title, aside }: { title: string; aside?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {aside}
    </Stack>
  );
}

const toSorts = (model: GridSortModel): Sort[] =>
  model.filter((m) => m.sort).map((m) => ({ field: m.field, direction: m.sort === 'asc' ? 'ASC' : 'DESC' }));

/**
 * A sort or page set from outside the grid (a saved view, a new search from page 1) is handed to
 * the grid through its API; one the user made there is the grid's already, so nothing is sent back.
 */
function useGridFollowsState(apiRef: RefObject<GridApi | null>, sortModel: GridSortModel, page: number) {
  useEffect(() => {
    const grid = apiRef.current;
    if (grid && JSON.stringify(grid.state.sorting.sortModel) !== JSON.stringify(sortModel)) grid.setSortModel(sortModel);
  }, [apiRef, sortModel]);
  useEffect(() => {
    const grid = apiRef.current;
    if (grid && grid.state.pagination.paginationModel.page !== page) grid.setPage(page);
  }, [apiRef, page]);
}

/**
 * The answer's rows and total, handed to the grid through its API before the frame is drawn. As
 * props they would draw every cell twice: once for the new props with the old rows, then with the
 * new rows the grid takes in its effect (the bench's sort and page spent a third of their time there).
 */
function useGridShowsRows<Row extends GridValidRowModel>(apiRef: RefObject<GridApi | null>, answer: PageResult<Row> | undefined) {
  // A list kept alive runs its effects again when it is shown: the grid has these rows already, and
  // handing them over again would draw every cell anew.
  const shown = useRef<{ grid: GridApi; answer: PageResult<Row> } | undefined>(undefined);
  useLayoutEffect(() => {
    const grid = apiRef.current;
    // Until the first answer the total is unknown, not 0: a 0 would send a kept page back to page 1.
    if (!grid || !answer || (shown.current?.grid === grid && shown.current.answer === answer)) return;
    shown.current = { grid, answer };
    grid.setRowCount(answer.totalCount);
    grid.setRows(answer.items);
  }, [apiRef, answer]);
}

/**
 * Follows the grid's scroll and keeps it when the page unmounts; on return, scrolls back once the
 * rows are there.
 */
function useGridScrollKeeping<Row extends GridValidRowModel, Filter extends object>(list: ReturnType<typeof useListQuery<Row, Filter>>) {
  const apiRef = useRef<GridApi | null>(null);
  const kept = useRef(list.state.scroll);
  const current = useRef(list.state.scroll);
  const restored = useRef(false);
  const { saveScroll } = list;

  useEffect(() => {
    const unsubscribe = apiRef.current?.subscribeEvent('scrollPositionChange', ({ top, left }) => {
      current.current = { top, left };
    });
    return () => {
      unsubscribe?.();
      saveScroll(current.current);
      // Kept alive by the host (hidden, its effects gone), the page comes back without its
      // scroll (the browser drops it with the hidden layout): scrolled back like a new one.
      kept.current = current.current;
      restored.current = false;
    };
  }, [list.listKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const hasRows = list.rows.length > 0;
  useEffect(() => {
    if (restored.current || !hasRows) return;
    const { top, left } = kept.current;
    if (!top && !left) return;
    // After the rows have been laid out.
    const frame = requestAnimationFrame(() => {
      restored.current = true;
      apiRef.current?.scroll({ top, left });
    });
    return () => cancelAnimationFrame(frame);
  }, [hasRows]);

  return apiRef;
}


function ActionButton({ action }: { action: ToolbarAction }) {
  const { t } = useTranslation('list');
  const navigate = useNavigate();
  return (
    <Button variant="contained" onClick={() => (action.to === undefined ? action.onClick() : void navigate(action.to))}>
      {t(action.label)}
    </Button>
  );
}

/** A toolbar action shown only to users holding its flag on the list's permission object (any user's own list: to all). */
function PermittedAction({ action, permission }: { action: ToolbarAction; permission: PermissionObject | null }) {
  const allowed = useSession((st) => permission === null || Boolean(st.permissionMap[permission]?.[action.flag ?? 'create']));
  return allowed ? <ActionButton action={action} /> : null;
}
