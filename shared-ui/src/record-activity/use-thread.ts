import { useEffect, useMemo, useRef, useState } from 'react';
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
  const query = useQuery<ThreadAnswer>({
    queryKey: key,
    queryFn: ({ signal }) => resource.getPart<ThreadAnswer>(id, THREAD_PART, { signal, silent: true, params }),
    retry: false,
    refetchInterval: shown ? THREAD_REFRESH_MS : false,
    refetchOnWindowFocus: shown,
  });
  // The messages new to the reader since the conversation came on screen: noted as they come (state
  // kept from the earlier answers, set while rendering), then marked in each answer, even one that says them read.
  const [newToReader, setNewToReader] = useState<ReadonlySet<number>>(() => new Set());
  const cameNew = query.data?.items.filter((m) => m.unread && !newToReader.has(m.id)) ?? [];
  if (cameNew.length > 0) setNewToReader(new Set([...newToReader, ...cameNew.map((m) => m.id)]));
  const thread = useMemo(() => query.data && keepMarks(query.data, newToReader), [query.data, newToReader]);

  const marked = useRef(0);
  const unread = thread?.items.filter((m) => m.unread).at(-1)?.id ?? 0;
  // Up to the newest message shown, not the server's newest: one that came since stays unread.
  const newest = thread?.items.at(-1)?.id ?? 0;
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
      client.setQueryData<ThreadAnswer>(key, (cached) => (cached ? { ...cached, items: [...cached.items, message] } : { items: [message], unreadCount: 0 })),
  });
  return { query, thread, send };
}

/** The conversation as the reader is shown it: each message new to the reader still marked unread. */
const keepMarks = (thread: ThreadAnswer, newToReader: ReadonlySet<number>): ThreadAnswer => ({
  ...thread,
  items: thread.items.map((m) => (!m.unread && newToReader.has(m.id) ? { ...m, unread: true } : m)),
});
