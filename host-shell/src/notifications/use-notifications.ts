import { useEffect, useRef, useState } from 'react';
import { useSession } from 'shared-ui';
import { useLocation, useNavigate } from 'shared-ui/routing';
import type { Notification } from 'shared-ui/contract';
import { invalidateRecords, useQuery, useQueryClient } from 'shared-ui/data';
import { announce, browserChannel, connectTabs } from './cross-tab';
import { loadSummary, markAllRead, markRead, notificationResource } from './notifications.api';
import { createBackoff } from './poll-backoff';

export const SUMMARY_KEY = [...notificationResource.key, 'summary'] as const;

const useAccount = () => useSession((s) => s.profile?.account ?? '');

/**
 * The bell's count and newest few, polled with back-off (15 s, doubling while nothing changes, up
 * to 2 min; back to 15 s on news), paused while the tab is hidden, asked again when the tab comes
 * back into view, when the user moves to another page, or when another tab of the user says
 * something changed.
 */
export function useNotificationSummary() {
  const account = useAccount();
  const client = useQueryClient();
  const [backoff] = useState(createBackoff);
  const tabs = useRef<ReturnType<typeof connectTabs> | null>(null);

  // Every move to another page asks again at once: news shows on the user's next step, not at the next poll.
  const { pathname } = useLocation();
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    backoff.reset();
    void client.invalidateQueries({ queryKey: SUMMARY_KEY });
  }, [pathname, backoff, client]);

  useEffect(() => {
    const link = connectTabs(browserChannel(), account, () => {
      backoff.reset();
      void client.invalidateQueries({ queryKey: SUMMARY_KEY });
    });
    tabs.current = link;
    return () => link.close();
  }, [account, backoff, client]);

  return useQuery({
    queryKey: [...SUMMARY_KEY, account],
    queryFn: async ({ signal }) => {
      const summary = await loadSummary(signal);
      if (backoff.observe(summary)) tabs.current?.tell('news');
      return summary;
    },
    enabled: account !== '',
    staleTime: 0,
    refetchInterval: () => backoff.interval,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Mark read (one or all), then read the count and the lists again here and in the user's other tabs. */
export function useNotificationActions() {
  const account = useAccount();
  const client = useQueryClient();
  const navigate = useNavigate();
  const changed = () => {
    announce(browserChannel(), account, 'read');
    return client.invalidateQueries({ queryKey: notificationResource.key });
  };
  const read = (notification: Pick<Notification, 'id' | 'readAt'>) => {
    if (!notification.readAt) void markRead(notification.id).then(changed);
  };
  /**
   * What opening a notification does besides moving to its record: an unread one is marked read,
   * and the records are read again, their data and their conversations, so what the notification
   * tells of shows even on the record already on screen (or read within the cache's 30 s).
   */
  const opening = (notification: Pick<Notification, 'id' | 'readAt'>) => {
    read(notification);
    void invalidateRecords(client);
  };
  return {
    /** Marks an unread notification read (a read one stays as it was). */
    read,
    opening,
    /** Opens the notification's record (a message's at its conversation), as `opening` says. */
    open(notification: Pick<Notification, 'id' | 'link' | 'readAt'>) {
      opening(notification);
      void navigate(notification.link);
    },
    async readAll() {
      await markAllRead();
      await changed();
    },
  };
}
