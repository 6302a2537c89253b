import { announce, connectTabs, type CrossTabMessage, type TabChannel } from './cross-tab';

/** Channels of one name in one browser: a message reaches every other open channel, never its sender. */
function fakeBrowser() {
  const open = new Set<FakeChannel>();
  class FakeChannel implements TabChannel {
    listeners = new Set<(event: { data: unknown }) => void>();
    closed = false;
    constructor() {
      open.add(this);
    }
    postMessage(message: CrossTabMessage) {
      for (const other of open) if (other !== this) for (const l of other.listeners) l({ data: message });
    }
    addEventListener(_type: 'message', l: (event: { data: unknown }) => void) {
      this.listeners.add(l);
    }
    removeEventListener(_type: 'message', l: (event: { data: unknown }) => void) {
      this.listeners.delete(l);
    }
    close() {
      this.closed = true;
      open.delete(this);
    }
  }
  return { channel: () => new FakeChannel(), open };
}

it('a tab that marks read tells the other tabs of the same account, not another account\'s', () => {
  const browser = fakeBrowser();
  const heard: Record<string, CrossTabMessage[]> = { a: [], b: [], other: [] };
  const tabA = connectTabs(browser.channel(), 'supplier', (m) => heard.a.push(m));
  connectTabs(browser.channel(), 'supplier', (m) => heard.b.push(m));
  connectTabs(browser.channel(), 'supplier2', (m) => heard.other.push(m));

  tabA.tell('news');
  expect(heard).toEqual({ a: [], b: [{ account: 'supplier', reason: 'news' }], other: [] });

  // A page's "mark read" announces on a channel of its own: every bell of the account hears it, its own tab's too.
  const sender = browser.channel();
  announce(sender, 'supplier', 'read');
  expect(heard.a.at(-1)).toEqual({ account: 'supplier', reason: 'read' });
  expect(heard.b.at(-1)).toEqual({ account: 'supplier', reason: 'read' });
  expect(heard.other).toEqual([]);
  expect(browser.open.has(sender as never)).toBe(false);
});

it('ignores what is not its message, and stops hearing once closed', () => {
  const browser = fakeBrowser();
  const heard: CrossTabMessage[] = [];
  const tab = connectTabs(browser.channel(), 'buyer', (m) => heard.push(m));
  const stranger = browser.channel();
  stranger.postMessage({ hello: 'world' } as never);
  stranger.postMessage({ account: 'buyer', reason: 'shout' } as never);
  expect(heard).toEqual([]);
  tab.close();
  announce(browser.channel(), 'buyer', 'read');
  expect(heard).toEqual([]);
});

it('without BroadcastChannel (older browsers) a tab still works: telling and announcing do nothing', () => {
  const heard: CrossTabMessage[] = [];
  const tab = connectTabs(null, 'buyer', (m) => heard.push(m));
  expect(() => tab.tell('read')).not.toThrow();
  expect(() => announce(null, 'buyer', 'read')).not.toThrow();
  tab.close();
  expect(heard).toEqual([]);
});
