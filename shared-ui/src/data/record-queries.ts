import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Id, RecordResource, Resource } from './resource';

// The cache keys of a resource, under its `key`: its lists (`list`), its records (`record`, id)
// and the parts of a record read on their own (`record`, id, part). Invalidating the resource's
// key after a save or an action reads every one of them again.

export const recordKey = (res: Pick<Resource, 'key'>, id?: Id) => (id === undefined ? [...res.key, 'record'] : [...res.key, 'record', String(id)]);

export const partKey = (res: Pick<Resource, 'key'>, id: Id, part: string) => [...recordKey(res, id), part];

/**
 * The one cache entry of a record: its detail page reads it and its route's prefetch fills it (fresh
 * for the client's default 30 s, so the page shows the prefetched record without asking again).
 */
export function recordQuery<Rec>(res: RecordResource<Rec>, id: Id) {
  return queryOptions<Rec>({
    queryKey: recordKey(res, id),
    queryFn: ({ signal }) => res.get(id, { signal }),
  });
}

/** `GET {path}/{id}`, while `enabled` (a mode that shows a stored record). */
export function useRecord<Rec>(res: RecordResource<Rec>, id: Id | undefined, enabled = true) {
  return useQuery<Rec>({ ...recordQuery(res, id ?? ''), enabled: enabled && id !== undefined });
}

/** `GET {path}/{id}/{part}`: a tab's own data (a commit history, the audits of a supplier). */
export function useRecordPart<R>(res: RecordResource, id: Id, part: string) {
  return useQuery<R>({ queryKey: partKey(res, id, part), queryFn: ({ signal }) => res.getPart<R>(id, part, { signal }) });
}

/**
 * After a save or an action: the resource's lists, records and parts are read again, those on
 * screen at once. `leftRecord`: the page on screen is being left (its record deleted), so nothing
 * is read now (the deleted record would answer 404); what shows next reads its own on mounting.
 */
export const invalidateResource = (client: QueryClient, res: Pick<Resource, 'key'>, { leftRecord = false } = {}) =>
  client.invalidateQueries({ queryKey: res.key, refetchType: leftRecord ? 'none' : 'active' });

/** The part a record's conversation is read under (`{path}/{id}/messages`, contract/record-activity). */
export const THREAD_PART = 'messages';

/**
 * Every record read again, its own data and its parts (its conversation, its timeline): the one on
 * screen at once, the others when next shown. A notification knows its record only by the page it
 * opens, not by its resource: the host asks this as it opens one, so what it tells of (a message,
 * a status the other side changed) is there even on a record already on screen, or read within
 * the cache's 30 s, and on a second click as well.
 */
export const invalidateRecords = (client: QueryClient) =>
  // `[path, 'record', id]` and its parts `[path, 'record', id, part]` (an audit's conversation with one of its targets: then the supplier).
  client.invalidateQueries({ predicate: ({ queryKey }) => queryKey[1] === 'record' });
