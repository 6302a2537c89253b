import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from 'shared-ui';
import type { ConversationUnread, MarkReadInput, MessageInput, ThreadAnswer, ThreadMessage } from 'shared-ui/contract';
import { keepPreviousData, partKey, THREAD_PART, useIdempotentCall, useMutation, useQuery, useQueryClient, type Id, type RecordResource } from 'shared-ui/data';
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
  const params = useMemo(() => paramsOf(supplierId), [supplierId]);
  const { queryKey: key, queryFn } = threadQuery(resource, id, params);
  const query = useQuery<ThreadAnswer>({
    queryKey: key,
    queryFn,
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
    void api
      .put(`${resource.path}/${encodeURIComponent(String(id))}/${THREAD_PART}/read`, body, { silent: true, params })
      // The record's other conversations count this one read too (the choice of supplier says so at once).
      .then(() => client.setQueriesData<ThreadAnswer>({ queryKey: partKey(resource, id, THREAD_PART) }, (cached) => cached && countedRead(cached, supplierId)))
      .catch(() => undefined);
  }, [shown, unread, newest, resource, id, params, supplierId, client]);

  // Send again after a lost answer (the text is kept): the message posted once, not twice.
  const idempotent = useIdempotentCall();
  const send = useMutation({
    mutationFn: (message: MessageInput) =>
      idempotent({ id, message, params }, (idempotencyKey) => resource.action<ThreadMessage>(id, THREAD_PART, message, { silent: true, params, idempotencyKey })),
    onSuccess: (message) =>
      // The new message shows at once, the earlier ones keep their marks.
      client.setQueryData<ThreadAnswer>(key, (cached) => (cached ? { ...cached, items: [...cached.items, message] } : { items: [message], unreadCount: 0 })),
  });
  return { query, thread, send };
}

/** An audit's conversation with one of its targets (contract/record-activity): named in the call and in the key. */
const paramsOf = (supplierId: Id | undefined) => (supplierId === undefined ? undefined : { supplierId: String(supplierId) });

/** The conversation's cache entry and its call: the record's one, or its one with a supplier (`paramsOf`). */
function threadQuery(resource: RecordResource, id: Id, params: ReturnType<typeof paramsOf>) {
  return {
    queryKey: params ? [...partKey(resource, id, THREAD_PART), params] : partKey(resource, id, THREAD_PART),
    queryFn: ({ signal }: { signal: AbortSignal }) => resource.getPart<ThreadAnswer>(id, THREAD_PART, { signal, silent: true, params }),
  };
}

const NO_COUNTS: ReadonlyMap<string, number> = new Map();
const NO_CONVERSATIONS: ConversationUnread[] = [];
// Never undefined: a select answering undefined for the placeholder (keepPreviousData) leaves TanStack's result changing at each read, a render loop.
const conversationsOf = (thread: ThreadAnswer) => thread.conversations ?? NO_CONVERSATIONS;

/**
 * The unread count of each of a record's conversations with its suppliers (by supplier id), for
 * the choice among them: as the last answer of the one shown (`supplierId`) says them, the one a
 * reader has just read at none. It asks nothing itself: that conversation does (useThread), and
 * until its first answer the counts of the one shown before stay.
 */
export function useConversationsUnread(resource: RecordResource, id: Id, supplierId: Id): ReadonlyMap<string, number> {
  const { data } = useQuery<ThreadAnswer, Error, ConversationUnread[]>({
    ...threadQuery(resource, id, paramsOf(supplierId)),
    enabled: false,
    select: conversationsOf,
    placeholderData: keepPreviousData,
  });
  return useMemo(() => (data ? new Map(data.map((c) => [String(c.supplierId), c.unreadCount])) : NO_COUNTS), [data]);
}

/** A cached answer once the reader's conversation with `supplierId` is read: that one counts none. */
function countedRead(thread: ThreadAnswer, supplierId: Id | undefined): ThreadAnswer {
  if (supplierId === undefined || !thread.conversations?.some((c) => String(c.supplierId) === String(supplierId) && c.unreadCount > 0)) return thread;
  return { ...thread, conversations: thread.conversations.map((c) => (String(c.supplierId) === String(supplierId) ? { ...c, unreadCount: 0 } : c)) };
}

/** The conversation as the reader is shown it: each message new to the reader still marked unread. */
const keepMarks = (thread: ThreadAnswer, newToReader: ReadonlySet<number>): ThreadAnswer => ({
  ...thread,
  items: thread.items.map((m) => (!m.unread && newToReader.has(m.id) ? { ...m, unread: true } : m)),
});
