import { queryOptions, type Query } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import type { PageResult, SavedView, SearchRequest, Sort } from 'shared-ui/contract';
// By path, not through the contract's entry: zod-free constants (.dependency-cruiser.cjs, entries-without-contract).
import { DEFAULT_PAGE_SIZE, SAVED_VIEWS_PER_LIST } from '../contract/constants';
import { defaultSorts } from '../contract/paging';
import { callerPrefix, type CallerPrefix } from './caller-prefix';
import type { RoutePrefetch } from './route-prefetch';
import { queryClient } from './query-client';
import { resource, type Resource } from './resource';

/**
 * What a list's search depends on besides the user's filters: its resource and its default sort.
 * Declared once, beside the resource (`poListSearch` in po.api.ts): the list's declaration spreads
 * it, and its route prefetches it (`prefetchList`), so both ask for the same first page.
 */
export interface ListSearch<Row = unknown, Filter extends object = Record<string, unknown>> {
  resource: Resource<unknown, Row, Filter>;
  /** Default `id DESC` (spec section 9). */
  defaultSort?: Sort[];
}

/** The body of a search for a page (0-based, as the DataGrid counts) with the user's sorts, if any. */
export function pageRequest<Filter extends object>(
  search: Pick<ListSearch<unknown, Filter>, 'defaultSort'>,
  filters: Partial<Filter>,
  page: number,
  sorts: Sort[],
): SearchRequest<Partial<Filter>> {
  return {
    ...filters,
    paging: { page: page + 1, pageSize: DEFAULT_PAGE_SIZE },
    sorts: sorts.length ? sorts : (search.defaultSort ?? defaultSorts()),
  };
}

// A prefetched answer no page has shown yet: the list that opens right after it shows it as it is
// instead of asking again. Kept by the query, so any later fetch (a refresh, an invalidation) ends it.
const prefetched = new WeakMap<Query, number>();
const PREFETCH_FRESH_MS = 10_000;

/**
 * The one cache entry of a list's page: the list page reads it and the route's prefetch fills it.
 * The locale is part of the key: the server answers option names and texts in the request's language.
 */
export function listQuery<Row, Filter extends object>(resource: Resource<unknown, Row, Filter>, locale: string, request: SearchRequest<Partial<Filter>>) {
  return queryOptions<PageResult<Row>>({
    queryKey: [...resource.key, 'list', locale, request],
    // silent: the page shows its own error state with Retry instead of a notice.
    queryFn: ({ signal }) => resource.search(request, { signal, silent: true }),
    // A list shows what it has at once (returning from a detail) and asks the server again.
    staleTime: (query) => (prefetched.get(query as Query) === query.state.dataUpdatedAt ? PREFETCH_FRESH_MS : 0),
  });
}

/** The user's saved views (issue 19, contract/saved-view.schema.ts), per list. */
export const savedViewResource = resource<SavedView, SavedView, { listKey: string }>('g/savedView');

/**
 * The user's views of one list, by name: the list reads them before its first search (a default
 * view decides it) and the route's prefetch asks for them beside that search. Kept for the
 * session: only this user changes them, and each change reads them again. `silent`: a list
 * without its views is still a list.
 */
export function savedViewsQuery(listKey: string) {
  return queryOptions<SavedView[]>({
    queryKey: [...savedViewResource.key, 'list', listKey],
    queryFn: ({ signal }) =>
      savedViewResource.search({ listKey, paging: { page: 1, pageSize: SAVED_VIEWS_PER_LIST }, sorts: [{ field: 'name', direction: 'ASC' }] }, { signal, silent: true }).then((page) => page.items),
    staleTime: Infinity,
    retry: false,
  });
}

const started = new Set<string>();

/**
 * A list route's prefetch of its first page: given the caller's prefix, what the list searches, or
 * `undefined` where this kind of user sees no list there (a supplier's own record).
 */
export type ListSearchOf = (prefix: CallerPrefix) => ListSearch<unknown, object> | undefined;

/**
 * A route's prefetch of its list's first page, run when the route is known (before the page's code
 * has loaded), for the signed-in kind of user. Once per list route and page load, and not when the
 * URL hands filters over (nor once the list has taken them out of the URL): afterwards the list's kept
 * state decides what it asks for.
 */
export function prefetchList(searchOf: ListSearchOf): RoutePrefetch {
  return ({ pathname: listKey, search: urlSearch }) => {
    if (started.has(listKey)) return;
    started.add(listKey);
    if (urlSearch) return;
    const search = searchOf(callerPrefix());
    if (!search) return;
    const options = listQuery(search.resource, useSession.getState().locale, pageRequest(search, {}, 0, []));
    void queryClient.prefetchQuery(options).then(() => {
      const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
      if (query?.state.status === 'success') prefetched.set(query, query.state.dataUpdatedAt);
    });
    // The list waits for the user's views before it searches: they travel beside the search. A
    // default view means the list will search with its filters instead: the plain first page is
    // called off (most users have no default view, so the search does not wait for the views).
    void queryClient.fetchQuery(savedViewsQuery(listKey)).then(
      (views) => {
        if (views.some((view) => view.isDefault)) void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
      },
      () => undefined,
    );
  };
}

/** Forgets which lists were prefetched (tests). */
export function resetListPrefetches(): void {
  started.clear();
}
