import { useEffect, useRef } from 'react';
import { api } from 'shared-ui';
import type { MessageInput, ThreadAnswer, ThreadMessage } from 'shared-ui/contract';
import { partKey, useMutation, useQuery, useQueryClient, type Id, type RecordResource } from 'shared-ui/data';

/**
 * The record's conversation: its messages (oldest first, the caller's unread marked), a send,
 * and the caller's read marker moved once the messages were shown. The marks stay on screen
 * until the next read, so the reader sees which ones were new.
 */
export function useThread(resource: RecordResource, id: Id) {
  const client = useQueryClient();
  const key = partKey(resource, id, 'messages');
  const query = useQuery<ThreadAnswer>({
    queryKey: key,
    queryFn: ({ signal }) => resource.getPart<ThreadAnswer>(id, 'messages', { signal, silent: true }),
    retry: false,
  });

  const marked = useRef(0);
  const unread = query.data?.items.filter((m) => m.unread).at(-1)?.id ?? 0;
  useEffect(() => {
    if (unread <= marked.current) return;
    marked.current = unread;
    void api.put(`${resource.path}/${encodeURIComponent(String(id))}/messages/read`, undefined, { silent: true }).catch(() => undefined);
  }, [unread, resource.path, id]);

  const send = useMutation({
    mutationFn: (message: MessageInput) => resource.action<ThreadMessage>(id, 'messages', message, { silent: true }),
    onSuccess: (message) =>
      // The new message shows at once, the earlier ones keep their marks.
      client.setQueryData<ThreadAnswer>(key, (thread) => (thread ? { ...thread, items: [...thread.items, message] } : { items: [message], unreadCount: 0 })),
  });
  return { query, send };
}
