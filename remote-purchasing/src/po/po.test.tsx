import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from 'shared-ui';
import type { PoItemDetail, PurchaseOrderDetail } from 'shared-ui/contract';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// Screens against the whole mock backend: supplier 1001 (`supplier`) holds POs 1-4; PO 3 is open
// and not yet confirmed (mock-api seed, purchase-orders.ts).
jest.setTimeout(60_000);
withMockBackend();

const UNCONFIRMED_PO = 3;

it('lists only the supplier’s own POs, in Chinese by default', async () => {
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'po');
  expect(await screen.findByRole('heading', { name: '採購單' })).toBeInTheDocument();
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5)); // header + POs 1-4
  expect(within(grid).getByText('4501001014')).toBeInTheDocument();
  // The PO type by its name, not its code (NB).
  await waitFor(() => expect(within(grid).getAllByRole('gridcell', { name: '標準採購單' }).length).toBeGreaterThan(0));
  expect(within(grid).queryByRole('gridcell', { name: 'NB' })).toBeNull();
  expect(within(grid).queryByText(/^4502/)).toBeNull(); // supplier 1002's POs start 4502
  // No supplier filter for a supplier: it only ever sees its own POs.
  expect(screen.queryByRole('combobox', { name: '供應商' })).toBeNull();
});

it('confirms a PO only after the PO terms are accepted, and the buyer sees it confirmed', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const view = await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'en-US');
  await screen.findByText('4501001014');
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull(); // a PO is never edited in the portal
  await user.click(screen.getByRole('button', { name: 'Confirm PO' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm this purchase order' });
  expect(within(dialog).getByRole('region', { name: 'Confirm this purchase order' })).toHaveTextContent(/purchase order/i);
  const confirm = within(dialog).getByRole('button', { name: 'Confirm PO' });
  expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await user.click(within(dialog).getByRole('checkbox', { name: 'I have read and accept the purchase-order terms' }));
  await user.click(confirm);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm PO' })).toBeNull());
  expect(await screen.findAllByText('Confirmed')).not.toHaveLength(0);

  view.unmount();
  await signInAs('buyer');
  const { data } = await api.get<PurchaseOrderDetail>(`a/po/${UNCONFIRMED_PO}`);
  expect(data.confirmStatus).toBe('CONFIRMED');
});

it('the PO header names its type, purchasing org, currency and incoterm instead of their codes', async () => {
  await signInAs('supplier');
  const { data: po } = await api.get<PurchaseOrderDetail>(`su/po/${UNCONFIRMED_PO}`);
  expect([po.type, po.purchasingOrgCode, po.currencyCode, po.incotermCode]).toEqual(['NB', '1100', 'TWD', 'DAP']);
  const view = await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'en-US');
  await screen.findByText('4501001014');
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  await waitFor(() => expect(value('PO type')).toHaveTextContent(/^Standard PO$/));
  await waitFor(() => expect(value('Purchasing org')).toHaveTextContent(/^Taipei purchasing$/));
  await waitFor(() => expect(value('Currency')).toHaveTextContent(/^New Taiwan dollar$/));
  await waitFor(() => expect(value('Incoterm')).toHaveTextContent(/^Delivered at place$/));
  view.unmount();

  await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'zh-TW');
  await screen.findByText('4501001014');
  await waitFor(() => expect(value('幣別')).toHaveTextContent(/^新台幣$/));
  await waitFor(() => expect(value('交易條件')).toHaveTextContent(/^目的地交貨$/));
});

it('shows the items with their delivery schedules, and an item’s own page with its estimate history', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'en-US');
  await screen.findByText('4501001014');
  await user.click(screen.getByRole('tab', { name: 'Items' }));
  const items = screen.getByRole('table', { name: 'Items' });
  const schedules = within(items).getAllByRole('table', { name: /Delivery schedules of item/ });
  expect(schedules.length).toBeGreaterThan(0);
  // Each schedule's date that matters is coloured and named by its band; one a schedule.
  const rows = schedules.flatMap((table) => within(table).getAllByRole('row').slice(1));
  expect(rows.every((row) => row.querySelectorAll('[data-band]').length === 1)).toBe(true);
  expect(within(rows[0]).getByText(/^\((Overdue|Within 7 days|After 7 days)\)$/)).toBeInTheDocument();
  await user.click(within(items).getAllByRole('link')[0]);
  expect(await screen.findByRole('heading', { name: /PO 4501001014 · item 10/ })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Estimated delivery history' })).toBeInTheDocument();
});

it('a net price is a unit price: to the fourth decimal in the items and on the item’s page, its amounts to the cent', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  // The ERP's price of item 10 has four decimals (a price under 10 often has).
  const { data: po } = await api.get<PurchaseOrderDetail>(`su/po/${UNCONFIRMED_PO}`);
  const { data: item } = await api.get<PoItemDetail>(`su/poItem/${po.items[0].id}`);
  const priced = { netPrice: 0.0852, totalAmount: 1234.5 };
  testServer.use(
    http.get(`*/api/su/po/${UNCONFIRMED_PO}`, () => HttpResponse.json({ ...po, items: po.items.map((i, n) => (n === 0 ? { ...i, ...priced } : i)) })),
    http.get(`*/api/su/poItem/${item.id}`, () => HttpResponse.json({ ...item, ...priced })),
  );
  await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'en-US');
  await screen.findByText('4501001014');
  await user.click(screen.getByRole('tab', { name: 'Items' }));
  const first = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row')[1];
  expect(within(first).getByText('TWD 0.0852')).toBeInTheDocument();
  expect(within(first).getByText('TWD 1,234.50')).toBeInTheDocument();
  await user.click(within(first).getAllByRole('link')[0]);
  expect(await screen.findByRole('heading', { name: /PO 4501001014 · item 10/ })).toBeInTheDocument();
  expect(screen.getByText('TWD 0.0852')).toBeInTheDocument();
  expect(screen.getByText('TWD 1,234.50')).toBeInTheDocument();
});

it.each([
  ['en-US', 'Items', 'PO 4501001014 · item 10', { taxAmount: 'Tax', incotermLocation: 'Incoterm location', checkStatus: 'Inspection' }],
  ['zh-TW', '項目', '採購單 4501001014 · 項次 10', { taxAmount: '稅額', incotermLocation: '交貨地點', checkStatus: '檢驗狀態' }],
] as const)('the item’s page shows every field of the PO’s items table, labelled and formatted as there (%s)', async (locale, items, title, added) => {
  const user = userEvent.setup();
  await signInAs('supplier');
  // Item 10 of PO 3 as the ERP may send it: an incoterm location and an inspection result besides its tax.
  const { data: po } = await api.get<PurchaseOrderDetail>(`su/po/${UNCONFIRMED_PO}`);
  const { data: item } = await api.get<PoItemDetail>(`su/poItem/${po.items[0].id}`);
  const more = { taxAmount: 321.45, incotermLocation: 'Keelung', checkStatus: 'PARTLY_ACCEPTED' as const };
  testServer.use(
    http.get(`*/api/su/po/${UNCONFIRMED_PO}`, () => HttpResponse.json({ ...po, items: po.items.map((i, n) => (n === 0 ? { ...i, ...more } : i)) })),
    http.get(`*/api/su/poItem/${item.id}`, () => HttpResponse.json({ ...item, ...more })),
  );
  await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, locale);
  await screen.findByText('4501001014');
  await user.click(screen.getByRole('tab', { name: items }));
  const table = screen.getByRole('table', { name: items });
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent!);
  const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent!);
  const inTable = new Map(headers.map((header, i) => [header, cells[i]]));
  for (const label of Object.values(added)) expect(inTable.get(label)).toBeTruthy();

  await user.click(within(table).getAllByRole('link')[0]);
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  const onPage = new Map([...document.querySelectorAll('dl')].map((dl) => [dl.querySelector('dt')!.textContent!, dl.querySelector('dd')!.textContent!]));
  for (const [label, value] of inTable) expect([label, onPage.get(label)]).toEqual([label, value]);
});

it('prints: the print status is recorded and the browser’s print dialog opens', async () => {
  const user = userEvent.setup();
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'po', `/print/${UNCONFIRMED_PO}`, 'zh-TW');
  const doc = await screen.findByRole('article', { name: '採購單 4501001014' });
  expect(doc).toHaveTextContent('含稅總計');
  expect(doc).toHaveTextContent('採購單一般條款');
  await user.click(screen.getByRole('button', { name: '列印或另存 PDF' }));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  const { data } = await api.get<PurchaseOrderDetail>(`su/po/${UNCONFIRMED_PO}`);
  expect(data.printStatus).toBe('PRINTED');
});

it('the printout names the currency and the incoterm as the PO header does, not by their codes', async () => {
  await signInAs('supplier');
  const view = await renderRemoteFeature(remote, 'po', `/print/${UNCONFIRMED_PO}`, 'en-US');
  const doc = await screen.findByRole('article', { name: 'Purchase order 4501001014' });
  await waitFor(() => expect(within(doc).getByText(/^Currency:/)).toHaveTextContent(/^Currency: New Taiwan dollar$/));
  await waitFor(() => expect(within(doc).getByText(/^Incoterm:/)).toHaveTextContent(/^Incoterm: Delivered at place$/));
  view.unmount();

  await renderRemoteFeature(remote, 'po', `/print/${UNCONFIRMED_PO}`, 'zh-TW');
  const zh = await screen.findByRole('article', { name: '採購單 4501001014' });
  await waitFor(() => expect(within(zh).getByText(/^幣別：/)).toHaveTextContent(/^幣別：新台幣$/));
  await waitFor(() => expect(within(zh).getByText(/^交易條件：/)).toHaveTextContent(/^交易條件：目的地交貨$/));
});

it('never shows another supplier’s PO by URL', async () => {
  await signInAs('supplier2');
  await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'en-US');
  expect(await screen.findByText('The record could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByText('4501001014')).toBeNull();
});


it('a PO comes from the ERP: typed edit and create URLs show it read-only or the list, never a Save', async () => {
  await signInAs('buyer');
  const edit = await renderRemoteFeature(remote, 'po', `/detail/edit/${UNCONFIRMED_PO}`, 'en-US');
  expect(await screen.findByText('4501001014')).toBeInTheDocument();
  expect(screen.getByText('View')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  edit.unmount();

  await renderRemoteFeature(remote, 'po', '/detail/create', 'en-US');
  expect(await screen.findByRole('heading', { name: 'Purchase orders' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});

it('the internal supplier filter takes several suppliers: the list holds the POs of both', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'po', '', 'en-US');
  const grid = await screen.findByRole('grid');
  const pick = async (typed: string, option: RegExp) => {
    await user.click(screen.getByRole('combobox', { name: 'Supplier' }));
    await user.type(await screen.findByRole('combobox', { name: 'Supplier' }), typed);
    await user.click(await screen.findByRole('option', { name: option }, { timeout: 10_000 }));
  };
  await pick('Hsin Tai', /Hsin Tai Precision/);
  await pick('Rio Metals', /^Rio Metals/);
  expect(screen.getAllByRole('button', { name: /Hsin Tai Precision|Rio Metals/ })).toHaveLength(2); // one chip each
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const both = (await api.post<{ totalCount: number }>('a/po/search', { supplierIds: [1001, 1002], paging: { page: 1, pageSize: 1 } })).data.totalCount;
  const one = (await api.post<{ totalCount: number }>('a/po/search', { supplierIds: [1001], paging: { page: 1, pageSize: 1 } })).data.totalCount;
  expect(both).toBeGreaterThan(one);
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(both + 1)); // header + the POs of both
  expect(within(grid).getAllByText(/^4501/).length).toBeGreaterThan(0);
  expect(within(grid).getAllByText(/^4502/).length).toBeGreaterThan(0);
});

it('a buyer confirms a PO for its supplier, told it is on the supplier’s behalf; the supplier reads who confirmed', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const view = await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'en-US');
  await screen.findByText('4501001014');
  await user.click(screen.getByRole('button', { name: 'Confirm for supplier' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm this purchase order for the supplier' });
  expect(within(dialog).getByRole('note')).toHaveTextContent(/You are acting on behalf of .*Hsin Tai Precision/);
  const confirm = within(dialog).getByRole('button', { name: 'Confirm for supplier' });
  expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await user.click(within(dialog).getByRole('checkbox', { name: 'The supplier has accepted the purchase-order terms' }));
  await user.click(confirm);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm for supplier' })).toBeNull());
  view.unmount();

  await signInAs('supplier');
  expect((await api.get<PurchaseOrderDetail>(`su/po/${UNCONFIRMED_PO}`)).data).toMatchObject({ confirmStatus: 'CONFIRMED', confirmOnBehalf: { staff: { account: 'buyer' }, supplierId: 1001 } });
  await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'en-US');
  expect(await screen.findByText(/^林採購 Lin Buyer \(buyer\) on behalf of .*Hsin Tai Precision/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm PO' })).toBeNull();
});

it('a viewer (PURCHASE_ORDER view only) is not offered to confirm for the supplier', async () => {
  await signInAs('viewer');
  await renderRemoteFeature(remote, 'po', `/detail/view/${UNCONFIRMED_PO}`, 'en-US');
  await screen.findByText('4501001014');
  expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm for supplier' })).toBeNull();
});
