import type { GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useMemo } from 'react';
import { useSession } from 'shared-ui';
import { useLocation, useSearchParams } from 'shared-ui/routing';
import type { Sort } from 'shared-ui/contract';
import { keepPreviousData, listQuery, useQuery, useQueryClient } from 'shared-ui/data';
import type { FilterValues, ListDeclaration } from './list-declaration';
import { useListStates, useListViewState } from './list-state-store';
import { stateOfView } from './saved-views/saved-views.api';
import { useDefaultView } from './saved-views/use-default-view';
import { filtersFromUrl, searchRequestOf, type ListViewState } from './search-body';

const NO_ROWS: never[] = [];

/**
 * The server side of a list page: the kept state (filters, page, sort, scroll) of the list at this
 * route, the search request made of it, and the page the server answers. The previous page stays
 * on screen while the next one loads.
 */
export function useListQuery<Row extends GridValidRowModel, Filter extends object>(declaration: ListDeclaration<Row, Filter>) {
  const { resource, filters, defaultSort } = declaration;
  // The state belongs to the screen, so two lists of one resource (the delivery board and the
  // replies awaited) keep theirs apart.
  const listKey = useLocation().pathname;
  const state = useListViewState(listKey);
  const save = useListStates((s) => s.save);
  const locale = useSession((s) => s.locale);
  // Filters in the URL (a count on the home page) replace the kept ones once, then leave the URL;
  // what else it says (a board's `view`) stays.
  const [params, setParams] = useSearchParams();
  const handedOver = useMemo(() => filtersFromUrl(filters ?? [], params), [filters, params]);
  const kept = useListStates((s) => s.states[listKey] !== undefined);
  const maySearch = useDefaultView(listKey, !kept && !handedOver, (view) => save(listKey, view ? stateOfView(view) : {}));
  const request = useMemo(
    () => searchRequestOf({ filters, defaultSort }, { filters: state.filters, page: state.page, sorts: state.sorts }),
    [filters, defaultSort, state.filters, state.page, state.sorts],
  );
  const query = useQuery({ ...listQuery(resource, locale, request), placeholderData: keepPreviousData, enabled: maySearch });

  const patch = (next: Partial<ListViewState>) => save(listKey, next);
  // A new search, page or sort is asked for at the input, not after the render it causes (the
  // grid's redraw of its header came first and delayed the request by tens of ms). What the list
  // asks for already (the grid echoing a sort or page it was handed) changes nothing: false.
  const client = useQueryClient();
  const ask = (next: Partial<ListViewState>) => {
    const nextRequest = searchRequestOf({ filters, defaultSort }, { filters: state.filters, page: state.page, sorts: state.sorts, ...next });
    if (JSON.stringify(nextRequest) === JSON.stringify(request)) return false;
    if (maySearch) void client.prefetchQuery(listQuery(resource, locale, nextRequest));
    patch(next);
    return true;
  };

  useEffect(() => {
    if (!handedOver) return;
    save(listKey, { filters: handedOver, page: 0, scroll: { top: 0, left: 0 } });
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        for (const name of Object.keys(handedOver)) rest.delete(name);
        return rest;
      },
      { replace: true },
    );
  }, [handedOver, listKey, save, setParams]);
  return {
    listKey,
    request,
    state,
    query,
    rows: query.data?.items ?? NO_ROWS,
    totalCount: query.data?.totalCount ?? 0,
    /** Searches with these filters from page 1; the same search again reloads. */
    search(next: FilterValues) {
      if (!ask({ filters: next, page: 0, scroll: { top: 0, left: 0 } })) void query.refetch();
    },
    setPage: (page: number) => ask({ page, scroll: { top: 0, left: 0 } }),
    setSorts: (sorts: Sort[]) => ask({ sorts, page: 0 }),
    saveScroll: (scroll: ListViewState['scroll']) => patch({ scroll }),
    markOpened: (opened: string | number) => patch({ opened }),
    setHiddenColumns: (hiddenColumns: string[]) => patch({ hiddenColumns }),
    /** Shows a saved view: its filters, sort and hidden columns, from page 1. */
    applyView: (view: Parameters<typeof stateOfView>[0]) => patch(stateOfView(view)),
  };
}

export type ListQuery<Row extends GridValidRowModel = GridValidRowModel> = ReturnType<typeof useListQuery<Row, Record<string, unknown>>>;
