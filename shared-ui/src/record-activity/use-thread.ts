import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from 'shared-ui';
import type { MarkReadInput, MessageInput, ThreadAnswer, ThreadMessage } from 'shared-ui/contract';
import { partKey, THREAD_PART, useMutation, useQuery, useQueryClient, type Id, type RecordResource } from 'shared-ui/data';
import { useTabShown } from '../detail/tab-shown';

/** How often a conversation on screen asks for new messages: the other side's answer shows without a reload. */
export const THREAD_REFRESH_MS = 30_000;

/**
 * The record's conversation: its messages (oldest first, the caller's unread marked), a send,
 * and the caller's read marker moved once the messages were shown, up to the newest one shown
 * (one the server got meanwhile stays unread). The marks stay on screen as long as the
 * conversation does, though the next answers say them read, so the reader sees which ones were
 * new. While its tab is shown (and the browser's tab too) it asks again every 30 s and when the
 * window regains the focus; a message that comes while its tab is hidden stays unread until the
 * tab is shown.
 */
export function useThread(resource: RecordResource, id: Id, supplierId?: Id) {
  const client = useQueryClient();
  const shown = useTabShown();
  // An audit's conversation with one of its targets (contract/record-activity): named in the call and in the key.
  const params = useMemo(() => (supplierId === undefined ? undefined : { supplierId: String(supplierId) }), [supplierId]);
  const key = params ? [...partKey(resource, id, THREAD_PART), params] : partKey(resource, id, THREAD_PART);
  const [newToReader] = useState(() => new Set<number>());
  const keepMarks = useCallback(
    (thread: ThreadAnswer): ThreadAnswer => {
      for (const m of thread.items) if (m.unread) newToReader.add(m.id);
      return { ...thread, items: thread.items.map((m) => (!m.unread && newToReader.has(m.id) ? { ...m, unread: true } : m)) };
    },
    [newToReader],
  );
  const query = useQuery<ThreadAnswer>({
    queryKey: key,
    queryFn: ({ signal }) => resource.getPart<ThreadAnswer>(id, THREAD_PART, { signal, silent: true, params }),
    select: keepMarks,
    retry: false,
    refetchInterval: shown ? THREAD_REFRESH_MS : false,
    refetchOnWindowFocus: shown,
  });

  const marked = useRef(0);
  const unread = query.data?.items.filter((m) => m.unread).at(-1)?.id ?? 0;
  // Up to the newest message shown, not the server's newest: one that came since stays unread.
  const newest = query.data?.items.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!shown || unread <= marked.current) return;
    marked.current = unread;
    const body: MarkReadInput = { upTo: newest };
    void api.put(`${resource.path}/${encodeURIComponent(String(id))}/${THREAD_PART}/read`, body, { silent: true, params }).catch(() => undefined);
  }, [shown, unread, newest, resource.path, id, params]);

  const send = useMutation({
    mutationFn: (message: MessageInput) => resource.action<ThreadMessage>(id, THREAD_PART, message, { silent: true, params }),
    onSuccess: (message) =>
      // The new message shows at once, the earlier ones keep their marks.
      client.setQueryData<ThreadAnswer>(key, (thread) => (thread ? { ...thread, items: [...thread.items, message] } : { items: [message], unreadCount: 0 })),
  });
  return { query, send };
}
