import { api } from 'shared-ui';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from 'shared-ui/data';

/** The record's cache key; the list page's keys start with `['list', resource]`. */
export const recordKey = (resource: string, id?: string) => (id === undefined ? ['detail', resource] : ['detail', resource, id]);

/** `GET ${resource}/${id}`, when the mode shows a stored record. */
export function useDetailRecord<Rec>(resource: string, id: string | undefined, enabled: boolean) {
  return useQuery<Rec>({
    queryKey: recordKey(resource, id),
    queryFn: ({ signal }) => api.get<Rec>(`${resource}/${encodeURIComponent(id!)}`, { signal }).then((r) => r.data),
    enabled: enabled && id !== undefined,
  });
}

/** After a save or an action: the list and every record of the resource are read again. */
export async function invalidateResource(client: QueryClient, resource: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['list', resource] }),
    client.invalidateQueries({ queryKey: recordKey(resource) }),
  ]);
}
