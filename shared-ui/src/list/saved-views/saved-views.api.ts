import { SAVED_VIEWS_PER_LIST, type SavedView, type SavedViewInput } from 'shared-ui/contract';
import { resource, useQuery, useQueryClient } from 'shared-ui/data';
import type { FilterDef } from '../list-declaration';
import { searchRequestOf, type ListViewState } from '../search-body';

/** The user's saved views (issue 19, contract/saved-view.schema.ts), per list. */
export const savedViewResource = resource<SavedView, SavedView, { listKey: string }>('g/savedView');

const keyOf = (listKey: string) => [...savedViewResource.key, 'list', listKey];

/**
 * The user's views of one list, by name. Kept for the session: only this user changes them, and
 * each change here reads them again. `silent`: a list without its views is still a list.
 */
export function useSavedViews(listKey: string, enabled = true) {
  return useQuery({
    queryKey: keyOf(listKey),
    queryFn: ({ signal }) =>
      savedViewResource.search({ listKey, paging: { page: 1, pageSize: SAVED_VIEWS_PER_LIST }, sorts: [{ field: 'name', direction: 'ASC' }] }, { signal, silent: true }).then((page) => page.items),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** Reads the list's views again after a change. */
export function useSavedViewsRefresh(listKey: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyOf(listKey) });
}

/** What a view keeps of a list's state: filters, sort and hidden columns. */
export type ViewContent = Pick<SavedViewInput, 'filters' | 'sorts' | 'hiddenColumns'>;

/** A view as the list's state: from page 1, scrolled to the top. */
export const stateOfView = (view: SavedView): Partial<ListViewState> => ({
  filters: view.filters as ListViewState['filters'],
  sorts: view.sorts,
  hiddenColumns: view.hiddenColumns,
  page: 0,
  scroll: { top: 0, left: 0 },
});

/**
 * Whether a view shows what the list shows now: compared as the search would send the filters
 * (an emptied field is no filter), with the sort and the hidden columns in any order.
 */
export function showsSame(defs: FilterDef[] | undefined, view: ViewContent, state: ViewContent): boolean {
  const comparable = (c: ViewContent) => {
    const { paging: _paging, sorts: _sorts, ...filters } = searchRequestOf({ filters: defs }, { filters: (c.filters ?? {}) as ListViewState['filters'], page: 0, sorts: [] });
    return JSON.stringify([filters, c.sorts ?? [], [...(c.hiddenColumns ?? [])].sort()]);
  };
  return comparable(view) === comparable(state);
}
