// The count right across tabs: a tab that marks notifications read, or sees news, tells the other
// tabs of the same user, which ask the backend again at once instead of at their next poll. The
// tabs of a browser share one sign-in; the account still travels with each message so a tab that
// signed in as someone else ignores it.

export const CHANNEL_NAME = 'portal-notifications';

export interface CrossTabMessage {
  account: string;
  /** What happened: `read` (marked read here), `news` (a new count seen here). */
  reason: 'read' | 'news';
}

/** The slice of BroadcastChannel used here, so tests hand in a fake. */
export interface TabChannel {
  postMessage(message: CrossTabMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

const isMessage = (data: unknown): data is CrossTabMessage =>
  typeof data === 'object' && data !== null && typeof (data as CrossTabMessage).account === 'string' && ['read', 'news'].includes((data as CrossTabMessage).reason);

/** The browser's channel, where there is one (older browsers, jsdom: none, and polling alone keeps the count). */
export const browserChannel = (): TabChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(CHANNEL_NAME) as unknown as TabChannel);

/**
 * One tab's end of the channel for `account`: `tell` the others, and `onNews` runs when another
 * tab of the same account told something. `close` when the bell goes.
 */
export function connectTabs(channel: TabChannel | null, account: string, onNews: (message: CrossTabMessage) => void) {
  const listener = (event: { data: unknown }) => {
    if (isMessage(event.data) && event.data.account === account) onNews(event.data);
  };
  channel?.addEventListener('message', listener);
  return {
    tell(reason: CrossTabMessage['reason']) {
      channel?.postMessage({ account, reason });
    },
    close() {
      channel?.removeEventListener('message', listener);
      channel?.close();
    },
  };
}

/** Tells every other bell of the account (this tab's too: a channel object never hears itself, another one does). */
export function announce(channel: TabChannel | null, account: string, reason: CrossTabMessage['reason']): void {
  if (!channel) return;
  channel.postMessage({ account, reason });
  channel.close();
}
