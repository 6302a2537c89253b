import { callerPrefix, type CallerPrefix } from './caller-prefix';
import { queryClient } from './query-client';
import { recordQuery } from './record-queries';
import type { RecordResource } from './resource';

/** Where a route was entered: its path, its query string and the values of its path's parameters. */
export interface RoutePlace {
  pathname: string;
  search: string;
  params: Readonly<Partial<Record<string, string>>>;
}

/**
 * Starts a route's data request when the route is known, in parallel with its page's code: a
 * list's first page (`prefetchList`) or a detail's record (`prefetchRecord`).
 */
export type RoutePrefetch = (place: RoutePlace) => void;

/**
 * A detail route's prefetch of the record its URL names (`detail/:mode/:id`), through the
 * resource the signed-in kind of user reads it with (`undefined`: none for this kind of user).
 * Nothing for a new record, nor for one the cache holds already (the page shows that, as it always
 * has). It is the page's own call: a record that cannot be read is reported as the page
 * would (the same notice again only restarts its timer).
 */
export function prefetchRecord(resourceOf: (prefix: CallerPrefix) => RecordResource<unknown> | undefined, idParam = 'id'): RoutePrefetch {
  return ({ params }) => {
    const id = params[idParam];
    const res = resourceOf(callerPrefix());
    if (id === undefined || params.mode === 'create' || !res) return;
    const options = recordQuery(res, id);
    if (queryClient.getQueryState(options.queryKey)?.data !== undefined) return;
    void queryClient.prefetchQuery(options);
  };
}
