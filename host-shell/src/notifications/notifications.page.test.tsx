import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { useLocation } from 'shared-ui/routing';
import type { Notification, PageResult } from 'shared-ui/contract';
import { QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { registerNotificationNamespace } from '../i18n/notification-namespace';
import NotificationsPage from './notifications.page';

jest.setTimeout(60_000);
withMockBackend();

function Where() {
  const { pathname, search } = useLocation();
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
