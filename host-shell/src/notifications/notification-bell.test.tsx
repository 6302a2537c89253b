import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, TEST_API_BASE, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { RouterLink, useLocation } from 'shared-ui/routing';
import type { NotificationSummary } from 'shared-ui/contract';
import { queryClient, QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { registerNotificationNamespace } from '../i18n/notification-namespace';
import { NotificationBell } from './notification-bell';

jest.setTimeout(60_000);
withMockBackend();

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const renderBell = (locale: 'zh-TW' | 'en-US') => {
  registerNotificationNamespace();
  return renderInPortal(
    <QueryProvider>
      <NotificationBell />
      <Where />
      <RouterLink to="/admin/po">PO list</RouterLink>
    </QueryProvider>,
    { locale, route: '/' },
  );
};

/** The buyer, in another browser: rejects supplier's replied line 5 (the lead's e2e event). */
async function buyerRejectsLine5(reason: string) {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${TEST_API_BASE}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
  const { userToken } = await post('auth/pwd', { account: 'buyer', password: 'Portal#2026demo' });
  return (await post('a/deliveryReplyReview/5/reject', { reason }, userToken)) as { poNo: string; item: number };
}

const summary = async () => (await api.get<NotificationSummary>('g/notification/unread')).data;

it('supplier: the count on the bell rises without reload, the panel shows the news, its link marks it read and opens the record', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const before = (await summary()).unreadCount;
  await renderBell('en-US');
  expect(await screen.findByRole('button', { name: `Notifications, ${before} unread` })).toBeInTheDocument();

  const line = await buyerRejectsLine5('Please deliver earlier');
  // The tab comes back into view: the bell asks at once rather than at its next poll.
  act(() => void window.dispatchEvent(new Event('visibilitychange')));
  const bell = await screen.findByRole('button', { name: `Notifications, ${before + 1} unread` });

  await user.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  const news = within(panel).getByRole('link', { name: new RegExp(`Your delivery reply for ${line.poNo}-${line.item} was returned\\.`) });
  expect(news).toHaveAttribute('href', '/admin/deliveryBoard/detail/view/5');
  expect(within(panel).getByText(/Reason: Please deliver earlier · /)).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Show all notifications' })).toHaveAttribute('href', '/admin/notifications');

  // The line's conversation, read a moment ago: opening the news reads it again.
  const thread = ['su/deliverySchedule', 'record', '5', 'messages'];
  queryClient.setQueryData(thread, { items: [], unreadCount: 0 });
  await user.click(news);
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin/deliveryBoard/detail/view/5');
  expect(queryClient.getQueryState(thread)?.isInvalidated).toBe(true);
  await waitFor(async () => expect((await summary()).unreadCount).toBe(before));
  expect((await summary()).latest[0]).toMatchObject({ kind: 'DELIVERY_REPLY_RETURNED', readAt: expect.any(String) });
  expect(await screen.findByRole('button', { name: `Notifications, ${before} unread` })).toBeInTheDocument();
});

it('zh-TW: the bell names its count in Chinese; "全部標為已讀" empties it', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const { unreadCount } = await summary();
  expect(unreadCount).toBeGreaterThan(0);
  await renderBell('zh-TW');
  await user.click(await screen.findByRole('button', { name: `通知，${unreadCount} 則未讀` }));
  const panel = await screen.findByRole('dialog', { name: '通知' });
  expect(within(panel).getAllByRole('link', { name: /^未讀: 採購單 \S+ 待您確認。/ }).length).toBeGreaterThan(0);
  await user.click(within(panel).getByRole('button', { name: '全部標為已讀' }));
  await waitFor(() => expect(within(panel).queryAllByRole('link', { name: /^未讀: / })).toEqual([]));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const emptied = screen.getByRole('button', { name: '通知，沒有未讀' });
  expect(emptied).toHaveFocus();
  // Nothing on the badge: its text would have to be in the button's name (WCAG 2.5.3).
  await waitFor(() => expect(emptied).toHaveTextContent(/^$/));
  expect((await summary()).unreadCount).toBe(0);
});

it('the next page the user opens brings the news (the in-browser mock: no poll needed)', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const before = (await summary()).unreadCount;
  await renderBell('en-US');
  await screen.findByRole('button', { name: `Notifications, ${before} unread` });
  await buyerRejectsLine5('Sooner please');
  await user.click(screen.getByRole('link', { name: 'PO list' }));
  expect(await screen.findByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeInTheDocument();
});

it('supplier2 never sees supplier\'s news', async () => {
  await buyerRejectsLine5('for supplier only');
  await signInAs('supplier2');
  expect((await summary()).latest.some((n) => n.kind === 'DELIVERY_REPLY_RETURNED')).toBe(false);
});
