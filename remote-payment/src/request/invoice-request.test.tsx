import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { api, registerNamespace } from 'shared-ui';
import { Route, Routes } from 'shared-ui/routing';
import { lineAmount, type AllowInvoiceRow, type Bill, type BillListItem, type PageResult } from 'shared-ui/contract';
import { QueryProvider } from 'shared-ui/data';
import { resetListStates } from 'shared-ui/list';
import { renderInPortal } from 'shared-ui/testing';
import { settled } from '../common/settled';
import remote from '../routes';

// The invoice request list and the create mode it opens, over the whole mock backend. Supplier
// 1001 (`supplier`) can still bill PO 2 (USD, booked in CNY): PO items 4 (item 10, 213 left),
// 5 (item 20, 402 left at 46.00) and 6 (item 30, 238 left at 0.35). The demo suppliers buy in no
// other foreign currency: the buyer bills another supplier's EUR item (booked in TWD) for that.
jest.setTimeout(120_000);
withMockBackend();
beforeEach(() => devCall('clock', { today: '2026-03-19' }));
// A list keeps its filters while the user is away; each test starts from a fresh one.
afterEach(() => resetListStates());

const { invoiceRequest: RequestFeature, invoice: InvoiceFeature } = remote.features;

/** Both payment areas under /admin, as the host mounts them: the list's Create opens the invoice. */
function renderPayment(route: string, locale: 'en-US' | 'zh-TW' = 'en-US') {
  registerNamespace(remote.namespace, remote.resources);
  return renderInPortal(
    <QueryProvider>
      <Routes>
        <Route path="/admin/invoiceRequest/*" element={<RequestFeature />} />
        <Route path="/admin/invoice/*" element={<InvoiceFeature />} />
      </Routes>
    </QueryProvider>,
    { route, locale },
  );
}

const rowOf = (id: number) => document.querySelector(`[role="row"][data-id="${id}"]`) as HTMLElement;
const tick = (user: UserEvent, id: number) => user.click(within(rowOf(id)).getByRole('checkbox'));

/** Types a date into an MUI date field: its sections take the digits in order. */
async function typeDate(user: UserEvent, label: RegExp, isoDay: string) {
  const group = (await screen.findAllByRole('group', { name: label }))[0];
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  await user.keyboard(isoDay.replace(/-/g, ''));
}

it.each([
  ['en-US', (row: AllowInvoiceRow) => `Select PO ${row.poNo}, item ${row.item}`],
  ['zh-TW', (row: AllowInvoiceRow) => `選取採購單 ${row.poNo} 項次 ${row.item}`],
] as const)('names each row’s tick by its PO and item, not "Select row" on every row (%s)', async (locale, name) => {
  await signInAs('supplier');
  const { data } = await settled(() => api.post<PageResult<AllowInvoiceRow>>('su/bill/poItemAllowInvoice/search', { paging: { page: 1, pageSize: 20 } }));
  await renderPayment('/admin/invoiceRequest', locale);
  await waitFor(() => expect(rowOf(5)).not.toBeNull());
  const shown = data.items.filter((row) => rowOf(Number(row.id)));
  expect(shown.length).toBeGreaterThan(1);
  for (const row of shown) expect(within(rowOf(Number(row.id))).getByRole('checkbox')).toHaveAccessibleName(name(row));
});

it('lists what the supplier may still invoice, in Chinese by default', async () => {
  await signInAs('supplier');
  await renderPayment('/admin/invoiceRequest', 'zh-TW');
  expect(await screen.findByRole('heading', { name: '待請款項目', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(rowOf(5)).not.toBeNull());
  expect(within(rowOf(5)).getByRole('gridcell', { name: '402' })).toBeInTheDocument();
  // The company an item is billed to shows: items of two companies cannot be ticked together.
  expect(screen.getByRole('columnheader', { name: '公司代碼' })).toBeInTheDocument();
  expect(screen.getByText('請勾選同一供應商、同一幣別、同一公司代碼的收貨項目，再按「建立請款單」。')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: '建立請款單' })).toBeDisabled();
});

it('ticks only items billed together: another currency cannot join', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderPayment('/admin/invoiceRequest');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(3));
  const { data } = await settled(() => api.post<PageResult<AllowInvoiceRow>>('a/bill/poItemAllowInvoice/search', { paging: { page: 1, pageSize: 20 } }));
  const [first] = data.items;
  const other = data.items.find((r) => r.currencyCode !== first.currencyCode || r.supplierId !== first.supplierId)!;
  await tick(user, first.id);
  expect(screen.getByText(new RegExp(`^1 item ticked \\(.*, ${first.currencyCode}\\)$`))).toBeInTheDocument();
  expect(within(rowOf(other.id)).getByRole('checkbox')).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Clear the ticks' }));
  expect(within(rowOf(other.id)).getByRole('checkbox')).toBeEnabled();
});

it('creates a request from two ticked items: lines and rates filled, a header that does not add up refused, then saved as a draft', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderPayment('/admin/invoiceRequest');
  await waitFor(() => expect(rowOf(5)).not.toBeNull());
  await tick(user, 5);
  await tick(user, 6);
  expect(screen.getByText(/^2 items ticked \(.*Hsin Tai.*, USD\)$/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create invoice request' }));

  expect(await screen.findByRole('heading', { name: 'Invoice request', level: 1 })).toBeInTheDocument();
  const lines = await screen.findByRole('table', { name: 'Lines' });
  expect(within(lines).getByRole('textbox', { name: 'Quantity, item 20' })).toHaveValue('402');
  expect(within(lines).getByRole('textbox', { name: 'Amount, item 20' })).toHaveValue('18492');
  // The PO price of each line in the bill's currency, as a unit price.
  expect(within(lines).getByText('USD 46.00')).toBeInTheDocument();
  expect(within(lines).getByText('USD 0.35')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Exchange rate \(USD → CNY\)/ })).toHaveValue('7.26');
  // A USD bill's exchange rate is the US dollar rate: asked once.
  expect(screen.queryByRole('textbox', { name: /US dollar rate/ })).toBeNull();

  await user.type(screen.getByRole('textbox', { name: /Invoice no\./ }), 'AB12345678');
  await typeDate(user, /Invoice date/, '2026-03-19');
  await typeDate(user, /Due date/, '2026-04-18');
  await typeDate(user, /Base date/, '2026-04-30');
  const quantity = within(lines).getByRole('textbox', { name: 'Quantity, item 20' });
  await user.clear(quantity);
  await user.type(quantity, '200');
  await user.type(screen.getByRole('textbox', { name: /Invoice amount/ }), '9283');
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  // 200 × 46 + 238 × 0.35 = 9,283.30
  expect(await screen.findByText('The detail lines total USD 9,283.30, but the header amount is USD 9,283.00.')).toBeInTheDocument();
  const before = await settled(() => api.post<PageResult<BillListItem>>('su/bill/search', { paging: { page: 1, pageSize: 50 } }));

  const amount = screen.getByRole('textbox', { name: /Invoice amount/ });
  await user.clear(amount);
  await user.type(amount, '9283.3');
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('View', {}, { timeout: 10_000 })).toBeInTheDocument();
  const after = await settled(() => api.post<PageResult<BillListItem>>('su/bill/search', { paging: { page: 1, pageSize: 50 } }));
  expect(after.data.totalCount).toBe(before.data.totalCount + 1);
  const created = (await settled(() => api.get<Bill>(`su/bill/${after.data.items[0].id}`))).data;
  expect(created).toMatchObject({ status: 'DRAFT', invoiceNo: 'AB12345678', invoiceDate: '2026-03-19', invoiceAmount: 9283.3, exchangeRate: 7.26, usdExchangeRate: 7.26, taxCode: 'V0' });
  expect(created.details.map((d) => [d.poItemId, d.quantity, d.amount])).toEqual([
    [5, 200, 9200],
    [6, 238, 83.3],
  ]);
});

it('a ticked item that can no longer be invoiced is named as left out of the new request', async () => {
  await signInAs('supplier');
  // Items 5 and 6 are to invoice; 999999 is not (as one requested meanwhile on another tab).
  await renderPayment('/admin/invoice/detail/create?items=5,6,999999');
  expect(await screen.findByText('1 ticked item can no longer be invoiced (it is in another request or has changed) and is left out.')).toBeInTheDocument();
  const lines = await screen.findByRole('table', { name: 'Lines' });
  expect(within(lines).getByRole('textbox', { name: 'Quantity, item 20' })).toBeInTheDocument();
});

it('the create mode without ticked items says where to choose them', async () => {
  await signInAs('supplier');
  await renderPayment('/admin/invoice/detail/create');
  expect(await screen.findByText('First tick the received items to invoice on the Items to invoice list.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to items to invoice' })).toHaveAttribute('href', '/admin/invoiceRequest');
});

it('rates nobody maintained (g/exchangeRate answers null) leave their fields empty: the spec’s texts at save; typed, the draft is saved', async () => {
  const user = userEvent.setup();
  await devCall('exchangeRate', { fromCurrency: 'EUR', toCurrency: 'TWD', rate: null });
  await devCall('exchangeRate', { fromCurrency: 'USD', toCurrency: 'TWD', rate: null });
  await signInAs('buyer');
  // A bill in euros booked in TWD asks the US dollar rate too.
  const { data: items } = await settled(() => api.post<PageResult<AllowInvoiceRow>>('a/bill/poItemAllowInvoice/search', { currencyCode: 'EUR', paging: { page: 1, pageSize: 1 } }));
  const row = items.items[0];
  expect(row).toMatchObject({ currencyCode: 'EUR', localCurrencyCode: 'TWD' });
  await renderPayment(`/admin/invoice/detail/create?items=${row.id}`);
  const rate = await screen.findByRole('textbox', { name: /Exchange rate \(EUR → TWD\)/ });
  const usd = screen.getByRole('textbox', { name: /US dollar rate \(USD → TWD\)/ });
  expect(rate).toHaveValue('');
  expect(usd).toHaveValue('');
  await user.type(screen.getByRole('textbox', { name: /Invoice no\./ }), 'RE-2026-00031');
  await typeDate(user, /Invoice date/, '2026-03-19');
  await typeDate(user, /Due date/, '2026-04-18');
  await typeDate(user, /Base date/, '2026-04-30');
  const amount = lineAmount(row.allowQuantity, row.unitPrice);
  await user.type(screen.getByRole('textbox', { name: /Invoice amount/ }), String(amount));
  const save = () => user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  await save();
  expect(await screen.findByText('Exchange rate is 0 or empty.')).toBeInTheDocument();
  expect(screen.getByText('US dollar rate must be maintained.')).toBeInTheDocument();

  await user.type(rate, '34.9');
  await user.type(usd, '32.15');
  await save();
  expect(await screen.findByText('View', {}, { timeout: 10_000 })).toBeInTheDocument();
  const { data } = await settled(() => api.post<PageResult<BillListItem>>('a/bill/search', { paging: { page: 1, pageSize: 1 } }));
  expect((await settled(() => api.get<Bill>(`a/bill/${data.items[0].id}`))).data).toMatchObject({
    supplierId: row.supplierId, currencyCode: 'EUR', exchangeRate: 34.9, usdExchangeRate: 32.15, invoiceAmount: amount,
  });
});
