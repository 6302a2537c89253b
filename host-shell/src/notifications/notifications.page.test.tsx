import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { signInAs, TEST_API_BASE, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { useLocation } from 'shared-ui/routing';
import type { Notification, PageResult } from 'shared-ui/contract';
import { queryClient, QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { registerNotificationNamespace } from '../i18n/notification-namespace';
import NotificationsPage from './notifications.page';

jest.setTimeout(60_000);
withMockBackend();

/** Every navigation, a second one to the same page too. */
const visits: string[] = [];

function Where() {
  const { pathname, search, key } = useLocation();
  useEffect(() => void visits.push(`${key} ${pathname}`), [key, pathname]);
  return <output aria-label="location">{pathname + search}</output>;
}

const renderPage = (locale: 'zh-TW' | 'en-US') => {
  registerNotificationNamespace();
  return renderInPortal(
    <QueryProvider>
      <NotificationsPage />
      <Where />
    </QueryProvider>,
    { locale, route: '/admin/notifications' },
  );
};

const mine = async (filters: object = {}) => (await api.post<PageResult<Notification>>('g/notification/search', { paging: { page: 1, pageSize: 100 }, ...filters })).data;

/** The grid's data rows (the header row aside). */
const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

it('lists the user\'s notifications; "Unread" filters; "Mark all read" marks them all; the empty state says so', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const first = (await mine()).items[0];
  await api.put(`g/notification/${first.id}/read`);
  const { totalCount: unread } = await mine({ readState: 'UNREAD' });
  await renderPage('en-US');
  expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(dataRows(grid)).toHaveLength(unread + 1));
  expect(within(grid).getByRole('link', { name: first.docNo })).toHaveAttribute('href', first.link);
  expect(within(grid).getAllByText('PO to confirm').length).toBe(unread + 1);
  expect(within(grid).getByText('Read')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Read state' }));
  await user.click(await screen.findByRole('option', { name: 'Unread' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(within(grid).queryByRole('link', { name: first.docNo })).toBeNull());
  expect(dataRows(grid)).toHaveLength(unread);

  await user.click(screen.getByRole('button', { name: 'Mark all read' }));
  expect(await screen.findByText('No notifications match.')).toBeInTheDocument();
  expect((await mine({ readState: 'UNREAD' })).totalCount).toBe(0);
});

it('a row opens its record and marks it read (zh-TW)', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const newest = (await mine()).items[0];
  await renderPage('zh-TW');
  const grid = await screen.findByRole('grid');
  const link = await within(grid).findByRole('link', { name: newest.docNo });
  // Pointing at a row (its page's code is fetched then) does not read it: time for a request to go.
  await user.hover(link.closest('[role="row"]') as HTMLElement);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await mine()).items[0].readAt).toBeNull();
  await user.click(within(link.closest('[role="row"]') as HTMLElement).getByText('待確認採購單'));
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(newest.link);
  await waitFor(async () => expect((await mine()).items[0].readAt).not.toBeNull());
});

/** The buyer, in another browser: rejects supplier's replied line 5 with `reason`. */
async function buyerRejectsLine5(reason: string) {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${TEST_API_BASE}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
  const { userToken } = await post('auth/pwd', { account: 'buyer', password: 'Portal#2026demo' });
  return (await post('a/deliveryReplyReview/5/reject', { reason }, userToken)) as { poNo: string; item: number };
}

/** The grid's row of a record number. */
const rowOf = (grid: HTMLElement, docNo: string) => within(grid).getByRole('link', { name: docNo }).closest('[role="row"]') as HTMLElement;

it('each row says its notification in a column of its own, with the reason it came with (en-US)', async () => {
  await signInAs('supplier');
  const { poNo, item } = await buyerRejectsLine5('Please deliver earlier');
  await renderPage('en-US');
  const grid = await screen.findByRole('grid');
  expect(within(grid).getByRole('columnheader', { name: 'Notification' })).toBeInTheDocument();
  const row = await waitFor(() => rowOf(grid, `${poNo}-${item}`));
  const sentence = `Your delivery reply for ${poNo}-${item} was returned.`;
  const cell = within(row).getByText(sentence).closest('[role="gridcell"]') as HTMLElement;
  expect(cell).toHaveTextContent('Reason: Please deliver earlier');
  // Text in the cell, not a tooltip only a pointer reaches.
  expect(within(grid).queryByTitle(sentence)).toBeNull();
});

describe('a price comparison is worded by its decision; a due date shows', () => {
  const at = '2026-03-19T08:00:00.000Z';
  const rows: Notification[] = [
    { id: 3, kind: 'PARITY_DECIDED', docNo: 'PAR-2026-0003', link: '/admin/parity/detail/view/3', params: { decision: 'REJECTED', reason: 'Split 50/50' }, createdAt: at, readAt: null },
    { id: 2, kind: 'PARITY_DECIDED', docNo: 'PAR-2026-0002', link: '/admin/parity/detail/view/2', params: { decision: 'APPROVED' }, createdAt: at, readAt: null },
    { id: 1, kind: 'AUDIT_REPORT_DUE', docNo: 'AUD-2026-0007', link: '/admin/audit/detail/view/7', params: { dueDate: '2026-04-30' }, createdAt: at, readAt: null },
  ];
  beforeEach(() => testServer.use(http.post(`${TEST_API_BASE}/g/notification/search`, () => HttpResponse.json({ items: rows, totalCount: rows.length }))));

  it.each([
    ['zh-TW', '通知內容', ['比價單 PAR-2026-0003 已退回。', '原因：Split 50/50'], ['比價單 PAR-2026-0002 已核准。'], ['稽核 AUD-2026-0007 需提出改善報告。', '截止日：2026-04-30']],
    ['en-US', 'Notification', ['Price comparison PAR-2026-0003 was sent back.', 'Reason: Split 50/50'], ['Price comparison PAR-2026-0002 was approved.'], ['An improvement report is due for audit AUD-2026-0007.', 'Due date: 2026-04-30']],
  ] as const)('%s', async (locale, header, rejected, approved, due) => {
    await signInAs('buyer');
    await renderPage(locale);
    const grid = await screen.findByRole('grid');
    const messageCells = () => within(grid).getAllByRole('gridcell').filter((c) => c.getAttribute('data-field') === 'message');
    await waitFor(() => expect(messageCells()).toHaveLength(3));
    expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(messageCells().map((c) => c.textContent)).toEqual([rejected.join(''), approved.join(''), due.join('')]);
  });
});

it('opening a row reads the conversations again: the message told of shows on a record already open', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const newest = (await mine()).items[0];
  const thread = ['a/po', 'record', '3', 'messages'];
  queryClient.setQueryData(thread, { items: [], unreadCount: 0 });
  await renderPage('en-US');
  const grid = await screen.findByRole('grid');
  const row = await waitFor(() => rowOf(grid, newest.docNo));
  expect(queryClient.getQueryState(thread)?.isInvalidated).toBe(false);
  await user.click(within(row).getAllByText('PO to confirm')[0]);
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(newest.link);
  expect(queryClient.getQueryState(thread)?.isInvalidated).toBe(true);
});

it.each(['zh-TW', 'en-US'] as const)("the numbers are one Tab stop, the focused row's; Enter on one opens its record once and marks it read once (%s)", async (locale) => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const newest = (await mine()).items[0];
  expect(newest.readAt).toBeNull();
  await renderPage(locale);
  const grid = await screen.findByRole('grid');
  const link = await within(grid).findByRole('link', { name: newest.docNo });
  const links = within(grid).getAllByRole('link');
  expect(links.length).toBeGreaterThan(1);
  // Not a Tab stop a row: the grid is one, the arrow keys move inside it.
  expect(links.filter((l) => l.tabIndex === 0)).toEqual([]);

  // Into the grid by Tab (its headers), down to the newest row, right to its number.
  while (!grid.contains(document.activeElement)) await user.tab();
  await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
  await waitFor(() => expect(link).toHaveFocus());
  expect(links.filter((l) => l.tabIndex === 0)).toEqual([link]);

  const put = jest.spyOn(api, 'put');
  visits.length = 0;
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(newest.link);
  await waitFor(async () => expect((await mine()).items[0].readAt).not.toBeNull());
  expect(visits).toHaveLength(1);
  expect(put.mock.calls.filter(([url]) => url === `g/notification/${newest.id}/read`)).toHaveLength(1);
  put.mockRestore();
});
