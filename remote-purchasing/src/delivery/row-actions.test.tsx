import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, registerNamespace, useSession } from 'shared-ui';
import type { DeliveryScheduleRow, PageResult } from 'shared-ui/contract';
import { QueryProvider } from 'shared-ui/data';
import { Route, Routes, useLocation } from 'shared-ui/routing';
import { renderInPortal } from 'shared-ui/testing';
import { signInAs, withMockBackend } from 'mock-api/testing';
import remote from '../routes';

// The reply's and the review's row actions sit beside the PO line they act on, and a row opens
// the line's page (where Reply, Approve and Reject are offered too), by click or by Enter.
jest.setTimeout(90_000);
withMockBackend();

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

/** A list area of the purchasing remote beside the delivery board's, where a line's page is. */
async function renderArea(feature: 'deliveryReply' | 'deliveryReview', locale: 'zh-TW' | 'en-US') {
  registerNamespace(remote.namespace, remote.resources);
  const List = remote.features[feature];
  const Board = remote.features.deliveryBoard;
  return renderInPortal(
    <QueryProvider>
      <Routes>
        <Route path={`/admin/${feature}/*`} element={<List />} />
        <Route path="/admin/deliveryBoard/*" element={<Board />} />
      </Routes>
      <Where />
    </QueryProvider>,
    { locale, route: `/admin/${feature}` },
  );
}

const first = async (path: string) => (await api.post<PageResult<DeliveryScheduleRow>>(path, { paging: { page: 1, pageSize: 20 } })).data.items[0];

async function rowOf(line: DeliveryScheduleRow) {
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid.querySelector(`[role="row"][data-id="${line.id}"]`)).not.toBeNull());
  return grid.querySelector<HTMLElement>(`[role="row"][data-id="${line.id}"]`)!;
}

const headers = () => within(screen.getByRole('grid')).getAllByRole('columnheader');
// Hidden from the reader while a dialog is open: looked for all the same.
const location = () => screen.getByRole('status', { name: 'location', hidden: true });
const cellOf = (row: HTMLElement, field: string) => row.querySelector<HTMLElement>(`[role="gridcell"][data-field="${field}"]`)!;

it.each([
  ['en-US', ['PO no.', 'Item', 'Reply'], 'Delivery schedule line'],
  ['zh-TW', ['採購單號', '項次', '回覆'], '交期排程明細'],
] as const)('supplier (%s): Reply right after the PO line; Enter on the Reply button replies, Enter on the row opens its line page', async (locale, names, lineTitle) => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const line = await first('su/deliveryScheduleToReply/searchForReply');
  await renderArea('deliveryReply', locale);
  const row = await rowOf(line);
  expect(headers().slice(0, 3).map((h) => h.getAttribute('data-field'))).toEqual(['poNo', 'item', 'reply']);
  expect(headers().slice(0, 3).map((h) => h.textContent)).toEqual(names);

  // The button's own Enter: its dialog, and the list stays.
  const reply = within(cellOf(row, 'reply')).getByRole('button');
  act(() => reply.focus());
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`${line.poNo}.*${line.item}`) });
  expect(location()).toHaveTextContent(/^\/admin\/deliveryReply$/);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  await waitFor(() => expect(reply).toHaveFocus());

  // Left to the PO no., then Enter.
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  await waitFor(() => expect(cellOf(row, 'poNo')).toHaveFocus());
  await user.keyboard('{Enter}');
  // The line page's code loads first on the way (a transition keeps the list until then).
  await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^/admin/deliveryBoard/detail/view/${line.id}$`)));
  expect(await screen.findByRole('heading', { name: new RegExp(`${lineTitle} ${line.poNo}`) })).toBeInTheDocument();
});

it.each([
  ['en-US', ['PO no.', 'Item', 'Approve', 'Reject'], 'Delivery schedule line'],
  ['zh-TW', ['採購單號', '項次', '核准', '退回'], '交期排程明細'],
] as const)('buyer (%s): Approve and Reject right after the PO line; a click on the row opens its line page', async (locale, names, lineTitle) => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const line = await first('a/deliveryReplyReview/searchForReview');
  await renderArea('deliveryReview', locale);
  const row = await rowOf(line);
  expect(headers().slice(0, 4).map((h) => h.getAttribute('data-field'))).toEqual(['poNo', 'item', 'approve', 'reject']);
  expect(headers().slice(0, 4).map((h) => h.textContent)).toEqual(names);

  await user.click(cellOf(row, 'material'));
  // The line page's code loads first on the way (a transition keeps the list until then).
  await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^/admin/deliveryBoard/detail/view/${line.id}$`)));
  expect(await screen.findByRole('heading', { name: new RegExp(`${lineTitle} ${line.poNo}`) })).toBeInTheDocument();
});

/** A custom role that replies or reviews without viewing purchase orders: the line page (the delivery board's) would refuse it. */
function withoutPurchaseOrders() {
  const { permissionMap } = useSession.getState();
  useSession.setState({ permissionMap: { ...permissionMap, PURCHASE_ORDER: { ...permissionMap.PURCHASE_ORDER!, view: false } } });
}

it.each([
  ['supplier', 'deliveryReply'],
  ['buyer', 'deliveryReview'],
  // Staff before they choose the supplier they reply for.
  ['buyer', 'deliveryReply'],
] as const)('%s without purchase order view: the %s rows lead nowhere, by click or by Enter', async (account, feature) => {
  const user = userEvent.setup();
  await signInAs(account);
  withoutPurchaseOrders();
  await renderArea(feature, 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid.querySelector('[role="row"][data-id]')).not.toBeNull());
  const row = grid.querySelector<HTMLElement>('[role="row"][data-id]')!;

  await user.click(cellOf(row, 'material'));
  await user.keyboard('{Enter}');
  // Time enough for the line page's code to load and the navigation it waits for to happen.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(location()).toHaveTextContent(new RegExp(`^/admin/${feature}$`));
  expect(screen.getByRole('grid')).toBe(grid);
});
