import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { Bill, BillListItem, PageResult, PoItemDetail } from 'shared-ui/contract';
import { resetListStates } from 'shared-ui/list';
import { renderRemoteFeature } from 'shared-ui/testing';
import { settled } from '../common/settled';
import remote from '../routes';

// The invoice screens over the whole mock backend. Seed facts (mock-api README): supplier 1001
// (`supplier`) has bill 108 DRAFT (PO 2 item 20 = PO item 5, 401 of 803 accepted; 402 left),
// 103 REJECTED, 112 COMMITTED (item 10), 98 COMPLETED; PO 2 is in USD, booked in CNY.
jest.setTimeout(120_000);
withMockBackend();
beforeEach(() => devCall('clock', { today: '2026-03-19' }));
// A list keeps its filters while the user is away; each test starts from a fresh one.
afterEach(() => resetListStates());

const DRAFT = 108;
const COMMITTED = 112;
const COMPLETED = 98;

const open = (id: number, mode = 'view', locale: 'en-US' | 'zh-TW' = 'en-US') => renderRemoteFeature(remote, 'invoice', `/detail/${mode}/${id}`, locale);
const bill = (prefix: 'a' | 'su', id: number) => api.get<Bill>(`${prefix}/bill/${id}`).then((r) => r.data);
const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });
const actionButton = (name: string) => waitFor(() => within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name }));

/** A new draft of 100 of PO 2 item 20, without its invoice file (as the supplier). */
const newDraft = () =>
  api
    .post<Bill>('su/bill/draft', {
      invoiceNo: 'AB99999999', invoiceDate: '2026-03-19', invoiceAmount: 4600, baseDate: '2026-04-30', dueDate: '2026-04-18',
      currencyCode: 'USD', localCurrencyCode: 'CNY', exchangeRate: 7.26, usdExchangeRate: 7.26, taxCode: 'V0', attachments: [],
      details: [{ poItemId: 5, quantity: 100, amount: 4600 }],
    })
    .then((r) => r.data.id!);

/** Runs an action of the toolbar and confirms it in its dialog. */
async function runAction(user: ReturnType<typeof userEvent.setup>, name: string, confirmName = name) {
  await user.click(await actionButton(name));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: confirmName }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

it('lists a supplier’s own invoice requests in Chinese, and opens one with its status and lines', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'invoice');
  expect(await screen.findByRole('heading', { name: '請款單', level: 1 })).toBeInTheDocument();
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6)); // header + 98, 103, 107, 108, 112
  expect(screen.queryByRole('columnheader', { name: '供應商' })).toBeNull();
  const draft = (await settled(() => bill('su', DRAFT))).requestDocNo!;
  await user.click(within(grid).getByRole('gridcell', { name: draft }));
  expect(await screen.findByRole('heading', { name: `請款單 ${draft}`, level: 1 })).toBeInTheDocument();
  // The list stays behind the record, hidden (kept alive), its own 草稿 chips with it.
  expect(await screen.findByText('草稿', { ignore: '[hidden] *' })).toBeVisible();
  expect(within(screen.getByRole('table', { name: '請款明細' })).getByText('4501001007')).toBeInTheDocument();
});

it('names the tax code by the contract’s list, as the bill’s Excel does: the request’s code in both languages, every choice while editing', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
  const view = await open(COMPLETED, 'view', 'zh-TW');
  await waitFor(() => expect(value('稅碼')).toHaveTextContent(/^V5 – 進項稅額 5%$/));
  view.unmount();
  const english = await open(COMPLETED);
  await waitFor(() => expect(value('Tax code')).toHaveTextContent(/^V5 – input VAT 5%$/));
  english.unmount();

  await open(DRAFT, 'edit');
  await user.click(await screen.findByRole('combobox', { name: /^Tax code/ }));
  expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'V0 – zero-rated, imports (0%)', 'V5 – input VAT 5%', 'V13 – input VAT 13%', 'V18 – input VAT 18%',
  ]);
});

it('a buyer opens the list with the home page’s filter: the committed requests only', async () => {
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'invoice', '?status=COMMITTED', 'en-US');
  const grid = await screen.findByRole('grid');
  const { data } = await api.post<PageResult<BillListItem>>('a/bill/search', { status: 'COMMITTED', paging: { page: 1, pageSize: 1 } });
  await waitFor(() => expect(screen.getByText(new RegExp(`of ${data.totalCount}`))).toBeInTheDocument());
  expect(within(grid).getAllByText('Committed').length).toBeGreaterThan(0);
  expect(within(grid).queryByText('Draft')).toBeNull();
});

it('lines that do not add up are refused at the field, nothing saved, everything typed kept; fixed, the draft is saved', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await open(DRAFT, 'edit');
  const amount = await screen.findByRole('textbox', { name: /Invoice amount/ });
  const quantity = screen.getByRole('textbox', { name: 'Quantity, item 20' });
  await user.clear(quantity);
  await user.type(quantity, '100');
  // The amount follows the quantity at the PO price.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount, item 20' })).toHaveValue('4600'));
  await user.clear(amount);
  await user.type(amount, '4000');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The detail lines total USD 4,600.00, but the header amount is USD 4,000.00.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Quantity, item 20' })).toHaveValue('100');
  expect((await settled(() => bill('su', DRAFT))).details[0].quantity).toBe(401);

  await user.clear(amount);
  await user.type(amount, '4600');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await bill('su', DRAFT)).details[0]).toMatchObject({ quantity: 100, amount: 4600 }));
  expect(await screen.findByText('View')).toBeInTheDocument();
});

it('a quantity the server no longer allows is refused at the line, what was typed kept', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await open(DRAFT, 'edit');
  const quantity = await screen.findByRole('textbox', { name: 'Quantity, item 20' });
  // Meanwhile another request takes 100 of the 402 left: this one may now bill 803 - 100 (its own 401 not counted).
  await newDraft();
  await user.clear(quantity);
  await user.type(quantity, '750');
  const amount = screen.getByRole('textbox', { name: /Invoice amount/ });
  await user.clear(amount);
  await user.type(amount, '34500');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The quantity cannot exceed what was received and not yet invoiced (703).')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Quantity, item 20' })).toHaveValue('750');
  expect(screen.getByRole('textbox', { name: /Invoice amount/ })).toHaveValue('34500');
  expect((await settled(() => bill('su', DRAFT))).details[0].quantity).toBe(401);
});

it('commit asks first and needs the invoice file; with it the request is sent and can no longer be edited', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const id = await newDraft();
  await open(id);
  expect(await screen.findByText('Upload the invoice file before you commit.')).toBeInTheDocument();
  await runAction(user, 'Commit');
  expect(await screen.findByText(/Upload the required attachment: the invoice file\./)).toBeInTheDocument();
  expect((await settled(() => bill('su', id))).status).toBe('DRAFT');

  await user.click(await actionButton('Edit'));
  const input = await screen.findByLabelText('Invoice file (needed to commit)', { selector: 'input' });
  // Node's File, not jsdom's: the upload's multipart body is built by Node's FormData.
  await user.upload(input, new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], 'invoice-AB99999999.pdf', { type: 'application/pdf' }) as unknown as File);
  expect(await screen.findByRole('button', { name: 'Download invoice-AB99999999.pdf' }, { timeout: 10_000 })).toBeInTheDocument();
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await bill('su', id)).attachments).toHaveLength(1));
  await runAction(user, 'Commit');
  await waitFor(async () => expect((await bill('su', id)).status).toBe('COMMITTED'));
  await waitFor(async () => expect(within(await toolbar()).queryByRole('button', { name: 'Edit' })).toBeNull());
  expect(within(await toolbar()).queryByRole('button', { name: 'Commit' })).toBeNull();
});

it('a supplier checks its draft as the reviewer will before sending it: what is missing, nothing kept on the request', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const id = await newDraft();
  await open(id);
  await user.click(await actionButton('Check invoice'));
  const dialog = await screen.findByRole('dialog', { name: 'Check invoice' });
  expect(await within(dialog).findByText(/^The invoice check found problems \(張業務 Chang/)).toBeInTheDocument();
  expect(within(dialog).getByText(/Problem: .*invoice file/i)).toBeInTheDocument();
  expect(within(dialog).getByText(/OK: Invoice number AB99999999 has the expected form\./)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((await bill('su', id)).check).toBeUndefined();
});

it('the buyer checks a committed invoice (the supplier sees the findings), sends it back with a reason the supplier reads', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const view = await open(COMMITTED);
  await runAction(user, 'Check invoice');
  expect(await screen.findByText(/Invoice check passed \(林採購 Lin Buyer \(buyer\)/)).toBeInTheDocument();
  expect(screen.getByText(/OK: The invoice file is attached\./)).toBeInTheDocument();

  await user.click(await actionButton('Send back'));
  const dialog = await screen.findByRole('dialog', { name: 'Send this invoice request back?' });
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The reference is missing');
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  view.unmount();

  await signInAs('supplier');
  await open(COMMITTED);
  expect(await screen.findByText('Sent back; correct the request and commit it again. Reason: The reference is missing')).toBeInTheDocument();
  expect(screen.getByText(/Invoice check passed/)).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'History' }));
  const history = await screen.findByRole('table', { name: 'History' });
  expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/Sent back.*林採購 Lin Buyer \(buyer\).*The reference is missing/);
});

it('the buyer approves: the request is completed and the PO item’s invoiced quantity rises', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const item = (await api.get<PoItemDetail>('a/poItem/4')).data;
  await open(COMMITTED);
  const approve = await actionButton('Approve');
  await user.click(approve);
  expect(await screen.findByText("The invoice has not been checked yet. Approving completes the request and raises the PO items' invoiced quantities.")).toBeInTheDocument();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  await waitFor(async () => expect((await bill('a', COMMITTED)).status).toBe('COMPLETED'));
  expect((await settled(() => api.get<PoItemDetail>('a/poItem/4'))).data.invoicedQuantity).toBe(item.invoicedQuantity + 212);
  expect(await actionButton('Block payment')).toBeInTheDocument();
});

it('a payment block needs a reason; the list shows it and the supplier reads why', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const view = await open(COMPLETED);
  await user.click(await actionButton('Block payment'));
  const dialog = await screen.findByRole('dialog', { name: 'Block payment of this invoice request?' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Quality deduction pending');
  await user.click(within(dialog).getByRole('button', { name: 'Block payment' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Payment is blocked: Quality deduction pending')).toBeInTheDocument();
  expect(await actionButton('Release payment')).toBeInTheDocument();
  view.unmount();

  await signInAs('supplier');
  const list = await renderRemoteFeature(remote, 'invoice', '', 'en-US');
  const { requestDocNo } = await settled(() => bill('su', COMPLETED));
  const row = (await screen.findByRole('gridcell', { name: requestDocNo }, { timeout: 5000 })).closest('[role="row"]') as HTMLElement;
  expect(within(row).getByText('Payment blocked')).toBeInTheDocument();
  list.unmount();
  await open(COMPLETED);
  expect(await screen.findByText('Payment is blocked: Quality deduction pending')).toBeInTheDocument();
  expect(within(await toolbar()).queryByRole('button', { name: 'Release payment' })).toBeNull();
});

it('cancel asks first, then the draft is withdrawn', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const view = await open(DRAFT);
  await user.click(await actionButton('Cancel request'));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this invoice request?' });
  expect(dialog).toHaveTextContent('Its items can be requested again.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
  await waitFor(async () => expect((await bill('su', DRAFT)).status).toBe('CANCELLED'));
  view.unmount();
  // Its 401 of item 20 are free again: all 803 accepted can be requested.
  await renderRemoteFeature(remote, 'invoiceRequest', '', 'en-US');
  await waitFor(() => expect(document.querySelector('[role="row"][data-id="5"]')).not.toBeNull());
  expect(within(document.querySelector('[role="row"][data-id="5"]') as HTMLElement).getAllByRole('gridcell', { name: '803' })).toHaveLength(2);
});

it('another supplier’s request never shows by URL', async () => {
  await signInAs('supplier2');
  await open(DRAFT);
  expect(await screen.findByText('The record could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByText('4501001007')).toBeNull();
});

it('a viewer (INVOICE view only) reads a committed request with no step offered, and cannot tick items to request', async () => {
  await signInAs('viewer');
  const view = await open(COMMITTED);
  await waitFor(() => expect(document.querySelector('[data-status="COMMITTED"]')).not.toBeNull());
  expect(await screen.findByRole('button', { name: 'Download as Excel' })).not.toHaveAttribute('aria-disabled');
  for (const name of ['Edit', 'Check invoice', 'Approve', 'Send back', 'Commit for the supplier', 'Cancel request']) {
    expect(screen.queryByRole('button', { name })).toBeNull();
  }
  view.unmount();

  await renderRemoteFeature(remote, 'invoiceRequest', '', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Create invoice request' })).toBeNull();
});
