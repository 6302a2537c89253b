import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api, setApiNavigator, useSession } from 'shared-ui';
import { useLocation } from 'shared-ui/routing';
import { QueryProvider } from 'shared-ui/data';
import { renderInPortal } from 'shared-ui/testing';
import { registerShellNamespace } from '../i18n/shell-namespace';
import HomePage from './home.page';
import { listUrlOf, SUPPLIER_COUNTS } from './awaiting-counts';

jest.setTimeout(60_000);
withMockBackend();

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const renderHome = (locale: 'zh-TW' | 'en-US') => {
  registerShellNamespace();
  return renderInPortal(
    <QueryProvider>
      <HomePage />
      <Where />
    </QueryProvider>,
    { locale },
  );
};

it('a supplier sees what awaits it, counted by the mock backend, and a count opens its filtered list', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderHome('en-US');
  const awaiting = await screen.findByRole('region', { name: 'Awaiting you' });
  // Supplier 1001: POs 3 and 4 open and unconfirmed, schedule lines 7-16 waiting for a reply (mock seed).
  const toConfirm = within(awaiting).getByRole('link', { name: /POs to confirm/ });
  expect(await within(toConfirm).findByText('2')).toBeInTheDocument();
  expect(await within(within(awaiting).getByRole('link', { name: /Delivery schedules to reply/ })).findByText('10')).toBeInTheDocument();
  // Documents 22, 24, 25 and 26 not yet answered; quotations 229, 247 and 267 not yet sent.
  expect(await within(within(awaiting).getByRole('link', { name: /Documents to reply/ })).findByText('4')).toBeInTheDocument();
  expect(await within(within(awaiting).getByRole('link', { name: /Quotations to answer/ })).findByText('3')).toBeInTheDocument();
  // Shortcuts only for the domains it may open: no review, no bidding administration.
  const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
  expect(within(shortcuts).getByRole('link', { name: 'Purchase orders' })).toHaveAttribute('href', '/admin/po');
  expect(within(shortcuts).queryByRole('link', { name: 'Delivery review' })).toBeNull();
  await user.click(toConfirm);
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin/po?status=OPEN&confirmStatus=UNCONFIRMED');
});

it('a buyer sees supplier changes, replies, completed quotations and submitted invoices, in Chinese by default', async () => {
  await signInAs('buyer');
  const expected = async (search: string, body: object) => String((await api.post<{ totalCount: number }>(search, { ...body, paging: { page: 1, pageSize: 1 } })).data.totalCount);
  await renderHome('zh-TW');
  const awaiting = await screen.findByRole('region', { name: '待處理事項' });
  expect(within(awaiting).getByRole('link', { name: /待審核交期回覆/ })).toHaveAttribute('href', '/admin/deliveryReview');
  expect(within(awaiting).queryByRole('link', { name: /待確認採購單/ })).toBeNull();
  const changes = within(awaiting).getByRole('link', { name: /待審核供應商異動/ });
  expect(changes).toHaveAttribute('href', '/admin/supplier?status=COMMITTED');
  expect(await within(changes).findByText(await expected('a/supplier/search', { status: 'COMMITTED' }))).toBeInTheDocument();
  const completed = within(awaiting).getByRole('link', { name: /已完成報價/ });
  expect(await within(completed).findByText(await expected('a/quotation/search', { status: 'COMPLETED' }))).toBeInTheDocument();
  const invoices = within(awaiting).getByRole('link', { name: /待審核請款單/ });
  expect(invoices).toHaveAttribute('href', '/admin/invoice?status=COMMITTED');
  expect(await within(invoices).findByText(await expected('a/bill/search', { status: 'COMMITTED' }))).toBeInTheDocument();
});

it('builds each count’s list URL from its filters', () => {
  expect(SUPPLIER_COUNTS.map(listUrlOf)).toEqual([
    '/admin/docTracking?status=PUBLISHED&replyStatus=PENDING&replyStatus=DRAFT&replyStatus=RETURNED',
    '/admin/po?status=OPEN&confirmStatus=UNCONFIRMED',
    '/admin/deliveryReply',
    '/admin/quotation?status=INVITED&status=DRAFT&status=REJECTED',
    '/admin/audit?status=INVITED&status=REJECTED',
    '/admin/audit?replyStatus=PENDING&replyStatus=REPLIED&replyStatus=REJECTED',
  ]);
});

it('audits: quality counts the self-assessments and reports to review, a supplier its audits to answer; each opens the filtered audit list', async () => {
  const user = userEvent.setup();
  const expected = async (search: string, body: object) => String((await api.post<{ totalCount: number }>(search, { ...body, paging: { page: 1, pageSize: 1 } })).data.totalCount);
  await signInAs('quality');
  const view = await renderHome('en-US');
  let awaiting = await screen.findByRole('region', { name: 'Awaiting you' });
  const toReview = within(awaiting).getByRole('link', { name: /Self-assessments to review/ });
  expect(toReview).toHaveAttribute('href', '/admin/audit?status=COMMITTED');
  expect(await within(toReview).findByText(await expected('a/supplierAudit/search', { status: 'COMMITTED' }))).toBeInTheDocument();
  const reports = within(awaiting).getByRole('link', { name: /Improvement reports to review/ });
  expect(await within(reports).findByText(await expected('a/supplierAudit/search', { replyStatus: 'SUBMITTED' }))).toBeInTheDocument();
  view.unmount();

  await signInAs('supplier');
  await renderHome('zh-TW');
  awaiting = await screen.findByRole('region', { name: '待處理事項' });
  const toAnswer = within(awaiting).getByRole('link', { name: /待回覆稽核/ });
  expect(await within(toAnswer).findByText(await expected('su/supplierAudit/search', { status: ['INVITED', 'REJECTED'] }))).toBeInTheDocument();
  expect(within(awaiting).getByRole('link', { name: /待送出稽核改善報告/ })).toBeInTheDocument();
  await user.click(toAnswer);
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin/audit?status=INVITED&status=REJECTED');
});

it('a session the server has ended signs the user out, though the counts ask silently', async () => {
  await signInAs('buyer');
  const moveTo = jest.fn();
  setApiNavigator(moveTo);
  // A token the server no longer knows (expired, or ended on another tab).
  useSession.setState({ userToken: 'ended-session' });
  await renderHome('en-US');
  await waitFor(() => expect(useSession.getState().userToken).toBeNull());
  expect(moveTo).toHaveBeenCalledWith('/login');
});
