import type { SavedView, SavedViewInput } from 'shared-ui/contract';
import { savedViewResource, savedViewsQuery, useQuery, useQueryClient } from 'shared-ui/data';
import type { FilterDef } from '../list-declaration';
import { searchRequestOf, type ListViewState } from '../search-body';

export { savedViewResource };

/** The user's views of one list (shared-ui/data savedViewsQuery), read while `enabled`. */
export function useSavedViews(listKey: string, enabled = true) {
  return useQuery({ ...savedViewsQuery(listKey), enabled });
}

/** Reads the list's views again after a change. */
export function useSavedViewsRefresh(listKey: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: savedViewsQuery(listKey).queryKey });
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
