import { http } from 'msw';
import { isNotificationKind, NOTIFICATION_LATEST, type Notification, type NotificationSummary } from 'shared-ui/contract';
import { guarded } from '../http/guarded';
import { requireUser, type Caller } from '../http/guards';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { answerPage, searchBody } from '../http/search';
import { clock, dayOfInstant } from '../store/clock';
import { db } from '../store/db';
import type { SearchSpec } from '../store/search';
import { notifications, type NotificationRecord } from './notifications';

const shown = ({ account: _account, ...notification }: NotificationRecord): Notification => notification;
const ownerOf = (caller: Caller) => caller.account.account;
const mine = (caller: Caller) => notifications.all().filter((n) => n.account === ownerOf(caller));

/** The caller's notification `raw`, or undefined: another user's is as absent as a missing one. */
function own(caller: Caller, raw: string): NotificationRecord | undefined {
  const found = notifications.get(idOf(raw));
  return found?.account === ownerOf(caller) ? found : undefined;
}

const inRange = (day: string, range: unknown) => {
  const { from, to } = (typeof range === 'object' && range !== null ? range : {}) as { from?: unknown; to?: unknown };
  return (typeof from !== 'string' || !from || day >= from) && (typeof to !== 'string' || !to || day <= to);
};

/** Newest first (ids grow with time); the filters of NotificationFilter. */
const NOTIFICATION_SEARCH: SearchSpec<NotificationRecord> = {
  keywordFields: ['docNo'],
  customFilters: {
    readState: (n, value) => (value === 'UNREAD' ? n.readAt === null : value === 'READ' ? n.readAt !== null : true),
    kind: (n, value) => !isNotificationKind(value) || n.kind === value,
    createdAt: (n, value) => inRange(dayOfInstant(n.createdAt), value),
  },
};

export const notificationHandlers = [
  http.post(
    '*/api/g/notification/search',
    guarded(requireUser, async ({ request, caller }) => answerPage(request, mine(caller), await searchBody(request), NOTIFICATION_SEARCH, shown)),
  ),
  http.get(
    '*/api/g/notification/unread',
    guarded(requireUser, ({ caller }) => {
      const all = mine(caller);
      const latest = [...all].sort((a, b) => b.id - a.id).slice(0, NOTIFICATION_LATEST).map(shown);
      return ok({ unreadCount: all.filter((n) => n.readAt === null).length, latest } satisfies NotificationSummary);
    }),
  ),
  http.put(
    '*/api/g/notification/readAll',
    guarded(requireUser, ({ caller }) => {
      const unread = mine(caller).filter((n) => n.readAt === null);
      const readAt = clock.iso();
      // Patched in place and saved once, every one named to the journal: hundreds unread are one write.
      for (const n of unread) n.readAt = readAt;
      if (unread.length) db.commit({ collection: notifications.name, ids: unread.map((n) => n.id) });
      return ok({ updated: unread.length });
    }),
  ),
  http.put<{ id: string }>(
    '*/api/g/notification/:id/read',
    guarded(requireUser, ({ request, params, caller }) => {
      const found = own(caller, params.id);
      if (!found) return notFound(request);
      // Read once: a second click keeps the first time it was read.
      return ok(shown(found.readAt ? found : notifications.update(found.id, { readAt: clock.iso() })!));
    }),
  ),
];
