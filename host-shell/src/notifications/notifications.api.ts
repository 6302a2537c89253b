import { api } from 'shared-ui';
import type { Notification, NotificationFilter, NotificationSummary } from 'shared-ui/contract';
import { resource } from 'shared-ui/data';

/** The caller's own notifications (issue 19, contract/notification.ts): the list page's search. */
export const notificationResource = resource<Notification, Notification, NotificationFilter>('g/notification');

/** The bell's count and newest few; `silent`: a header that fails to poll says nothing, it tries again. */
export const loadSummary = (signal?: AbortSignal) =>
  api.get<NotificationSummary>(`${notificationResource.path}/unread`, { signal, silent: true }).then((r) => r.data);

export const markRead = (id: number) => api.put<Notification>(`${notificationResource.path}/${id}/read`).then((r) => r.data);

export const markAllRead = () => api.put<{ updated: number }>(`${notificationResource.path}/readAll`).then((r) => r.data);
