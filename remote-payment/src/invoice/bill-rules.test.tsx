import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { lineAmount, type AllowInvoiceRow, type Bill, type PageResult } from 'shared-ui/contract';
import { resetListStates } from 'shared-ui/list';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { settled } from '../common/settled';
import remote from '../routes';

// The bill's rules at the form, each with a failing and a passing case, the spec's texts in both
// languages (the contract cases of mock-api hold the server's side of each). Seed facts (mock-api
// README): supplier 1001 has draft 108 (PO 2 in USD, booked in CNY; item 20, 803 accepted, no other
// bill on it), 103 REJECTED with its invoice file, 112 COMMITTED. The demo suppliers buy in no
// other foreign currency than USD: a bill asking the US dollar rate too is drafted by the buyer
// from another supplier's EUR item booked in TWD.
jest.setTimeout(120_000);
withMockBackend();
beforeEach(() => devCall('clock', { today: '2026-03-19' }));
afterEach(() => resetListStates());

const DRAFT = 108;
const REJECTED = 103;
const COMMITTED = 112;

const open = (id: number, mode = 'view', locale: 'en-US' | 'zh-TW' = 'en-US') => renderRemoteFeature(remote, 'invoice', `/detail/${mode}/${id}`, locale);
const bill = (prefix: 'a' | 'su', id: number) => settled(() => api.get<Bill>(`${prefix}/bill/${id}`).then((r) => r.data));
const toolbar = () => screen.findByRole('toolbar', { name: /^(Actions|操作)$/ });
const actionButton = (name: string) => waitFor(() => within(screen.getByRole('toolbar', { name: /^(Actions|操作)$/ })).getByRole('button', { name }));
const save = async (user: UserEvent, label = 'Save') => user.click(within(await toolbar()).getByRole('button', { name: label }));

async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Types a date into an MUI date field: its sections take the digits in order. */
async function typeDate(user: UserEvent, label: RegExp, isoDay: string) {
  const group = (await screen.findAllByRole('group', { name: label }))[0];
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  await user.keyboard(isoDay.replace(/-/g, ''));
}

/** Runs an action of the toolbar and confirms it in its dialog. */
async function runAction(user: UserEvent, name: string) {
  await user.click(await actionButton(name));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** A DRAFT in euros (or yen) booked in TWD, drafted by the signed-in internal user for the item's supplier. */
async function euroDraft(currencyCode: 'EUR' | 'JPY' = 'EUR'): Promise<Bill & { id: number }> {
  const { data } = await settled(() => api.post<PageResult<AllowInvoiceRow>>('a/bill/poItemAllowInvoice/search', { currencyCode, paging: { page: 1, pageSize: 1 } }));
  const row = data.items[0];
  expect(row).toMatchObject({ currencyCode, localCurrencyCode: 'TWD' });
  const amount = lineAmount(1, row.unitPrice, currencyCode);
  const body = {
    invoiceNo: 'RE-2026-00031', invoiceDate: '2026-03-19', invoiceAmount: amount, baseDate: '2026-04-30', dueDate: '2026-04-18',
    currencyCode, localCurrencyCode: 'TWD', exchangeRate: currencyCode === 'EUR' ? 34.9 : 0.2135, usdExchangeRate: 32.15, taxCode: 'V0', attachments: [],
    details: [{ poItemId: row.id, quantity: 1, amount }],
  };
  return (await settled(() => api.post<Bill & { id: number }>('a/bill/draft', body))).data;
}

it('a bill in another foreign currency than USD (EUR booked in TWD) needs its exchange rate and the US dollar rate: the spec’s texts, then saved with both', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const { id } = await euroDraft();
  await open(id, 'edit');
  const rate = await screen.findByRole('textbox', { name: /Exchange rate \(EUR → TWD\)/ });
  const usd = screen.getByRole('textbox', { name: /US dollar rate \(USD → TWD\)/ });
  await retype(user, rate, '0');
  await retype(user, usd, '');
  await save(user);
  expect(await screen.findByText('Exchange rate is 0 or empty.')).toBeInTheDocument();
  expect(screen.getByText('US dollar rate must be maintained.')).toBeInTheDocument();
  expect(await bill('a', id)).toMatchObject({ exchangeRate: 34.9, usdExchangeRate: 32.15 });

  await retype(user, rate, '34.95');
  await retype(user, usd, '32.2');
  await save(user);
  await waitFor(async () => expect(await bill('a', id)).toMatchObject({ exchangeRate: 34.95, usdExchangeRate: 32.2 }));
});

it('the exchange-rate texts in Chinese', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const { id } = await euroDraft();
  await open(id, 'edit', 'zh-TW');
  await retype(user, await screen.findByRole('textbox', { name: /^匯率（EUR → TWD）/ }), '');
  await retype(user, screen.getByRole('textbox', { name: /^美元匯率（USD → TWD）/ }), '0');
  await save(user, '儲存');
  expect(await screen.findByText('匯率為 0 或空白。')).toBeInTheDocument();
  expect(screen.getByText('必須維護美元匯率。')).toBeInTheDocument();
});

it.each([
  { locale: 'en-US' as const, rate: /^Exchange rate \(EUR → TWD\)/, usd: /^US dollar rate \(USD → TWD\)/, save: 'Save', decimals: 'An exchange rate has at most 6 decimal places.' },
  { locale: 'zh-TW' as const, rate: /^匯率（EUR → TWD）/, usd: /^美元匯率（USD → TWD）/, save: '儲存', decimals: '匯率最多 6 位小數。' },
])('an exchange rate reads after saving as it was typed, to its 6th decimal; a 7th is refused ($locale)', async (text) => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const { id } = await euroDraft();
  await open(id, 'edit', text.locale);
  const rate = await screen.findByRole('textbox', { name: text.rate });
  const usd = screen.getByRole('textbox', { name: text.usd });
  await retype(user, rate, '34.9123456');
  await retype(user, usd, '32.1543219');
  await save(user, text.save);
  await waitFor(() => expect(screen.getAllByText(text.decimals)).toHaveLength(2));
  expect(await bill('a', id)).toMatchObject({ exchangeRate: 34.9, usdExchangeRate: 32.15 });

  await retype(user, rate, '34.912345');
  await retype(user, usd, '32.154321');
  await save(user, text.save);
  await waitFor(async () => expect(await bill('a', id)).toMatchObject({ exchangeRate: 34.912345, usdExchangeRate: 32.154321 }));
  // In view mode: the numbers stored, not a unit price's 4 decimals (34.9123).
  expect(await screen.findByText('34.912345')).toBeInTheDocument();
  expect(screen.getByText('32.154321')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: text.rate })).toBeNull();
});

it('a USD bill (booked in CNY) asks one rate: its exchange rate is saved as the US dollar rate too', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await open(DRAFT, 'edit');
  const rate = await screen.findByRole('textbox', { name: /Exchange rate \(USD → CNY\)/ });
  expect(screen.queryByRole('textbox', { name: /US dollar rate/ })).toBeNull();
  await retype(user, rate, '');
  await save(user);
  expect(await screen.findByText('Exchange rate is 0 or empty.')).toBeInTheDocument();
  expect(screen.queryByText('US dollar rate must be maintained.')).toBeNull();

  // What the form sends, not only what the server keeps: one number for both.
  const sent: unknown[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith(`/su/bill/${DRAFT}`)) sent.push(request.clone().json());
  };
  testServer.events.on('request:start', listen);
  try {
    await retype(user, rate, '7.31');
    await save(user);
    await waitFor(async () => expect(await bill('su', DRAFT)).toMatchObject({ exchangeRate: 7.31, usdExchangeRate: 7.31 }));
  } finally {
    testServer.events.removeListener('request:start', listen);
  }
  expect(await Promise.all(sent)).toEqual([expect.objectContaining({ exchangeRate: 7.31, usdExchangeRate: 7.31 })]);
});

it('an invoice number of 21 characters and a base date before the due date are refused, nothing saved', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const before = await bill('su', DRAFT);
  await open(DRAFT, 'edit');
  await retype(user, await screen.findByRole('textbox', { name: /Invoice no\./ }), 'A'.repeat(21));
  await typeDate(user, /Base date/, '2020-01-01');
  await save(user);
  expect(await screen.findByText('The invoice number can have at most 20 characters.')).toBeInTheDocument();
  expect(screen.getByText('The base date cannot be earlier than the due date.')).toBeInTheDocument();
  expect(await bill('su', DRAFT)).toMatchObject({ invoiceNo: before.invoiceNo, baseDate: before.baseDate });
});

it('an invoice number of 20 characters and a base date on the due date itself are saved', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const { dueDate } = await bill('su', DRAFT);
  await open(DRAFT, 'edit');
  await retype(user, await screen.findByRole('textbox', { name: /Invoice no\./ }), 'A'.repeat(20));
  await typeDate(user, /Base date/, dueDate);
  await save(user);
  await waitFor(async () => expect(await bill('su', DRAFT)).toMatchObject({ invoiceNo: 'A'.repeat(20), baseDate: dueDate }));
});

it('a line of an item counted in pieces bills whole pieces: half a piece is refused at the line by the form, before anything is sent', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const before = (await bill('su', DRAFT)).details[0];
  expect(before.unit).toBe('PC');
  await open(DRAFT, 'edit');
  const quantity = await screen.findByRole('textbox', { name: 'Quantity, item 20' });
  const sent: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method === 'PUT') sent.push(request.url);
  };
  testServer.events.on('request:start', listen);
  try {
    await retype(user, quantity, '1.5');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount, item 20' })).toHaveValue('69'));
    await retype(user, screen.getByRole('textbox', { name: /Invoice amount/ }), '69');
    await save(user);
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Enter a whole number.'));
  } finally {
    testServer.events.removeListener('request:start', listen);
  }
  expect(sent).toEqual([]);
  expect((await bill('su', DRAFT)).details[0]).toMatchObject({ quantity: before.quantity, amount: before.amount });
});

it('a line’s amount cannot exceed the requested demand: a cent over is refused at the line, the demand itself is saved', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await open(DRAFT, 'edit');
  const quantity = await screen.findByRole('textbox', { name: 'Quantity, item 20' });
  const amount = screen.getByRole('textbox', { name: 'Amount, item 20' });
  const header = screen.getByRole('textbox', { name: /Invoice amount/ });
  // Nothing else bills item 20: this draft may take all 803 accepted, at most 803 × 46.
  await retype(user, quantity, '803');
  await retype(user, amount, '36938.01');
  await retype(user, header, '36938.01');
  await save(user);
  expect(await screen.findByText('The amount cannot exceed the requested demand (USD 36,938.00).')).toBeInTheDocument();

  await retype(user, amount, '36938');
  await retype(user, header, '36938');
  await save(user);
  await waitFor(async () => expect((await bill('su', DRAFT)).details[0]).toMatchObject({ quantity: 803, amount: 36938 }));
});

it('a line’s amount cannot exceed its quantity × the unit price: one piece for a hundred pieces’ worth is refused at the line, in Chinese', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const before = (await bill('su', DRAFT)).details[0];
  await open(DRAFT, 'edit', 'zh-TW');
  const quantity = await screen.findByRole('textbox', { name: '請款數量（項次 20）' });
  const amount = screen.getByRole('textbox', { name: '請款金額（項次 20）' });
  const header = screen.getByRole('textbox', { name: /發票金額/ });
  // Within the demand (what is left of item 20 × 46), but one piece is worth 46.
  await retype(user, quantity, '1');
  await retype(user, amount, '4600');
  await retype(user, header, '4600');
  await save(user, '儲存');
  expect(await screen.findByText('金額不可超過數量 × 單價（USD 46.00）。')).toBeInTheDocument();
  expect((await bill('su', DRAFT)).details[0]).toMatchObject({ quantity: before.quantity, amount: before.amount });

  await retype(user, amount, '46');
  await retype(user, header, '46');
  await save(user, '儲存');
  await waitFor(async () => expect((await bill('su', DRAFT)).details[0]).toMatchObject({ quantity: 1, amount: 46 }));
});

it('a yen bill is billed in whole yen: the amount follows the quantity to the yen, a typed half yen is refused', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const { id, details } = await euroDraft('JPY');
  await open(id, 'edit');
  const item = { item: String(details[0].item) };
  const quantity = await screen.findByRole('textbox', { name: `Quantity, item ${item.item}` });
  const amount = screen.getByRole('textbox', { name: `Amount, item ${item.item}` });
  await retype(user, quantity, '3');
  const worth = lineAmount(3, details[0].unitPrice, 'JPY');
  expect(Number.isInteger(worth)).toBe(true);
  await waitFor(() => expect(amount).toHaveValue(String(worth)));

  await retype(user, amount, `${worth - 1}.5`);
  await retype(user, screen.getByRole('textbox', { name: /Invoice amount/ }), `${worth - 1}.5`);
  await save(user);
  expect(await screen.findAllByText('Amounts in JPY have no decimal places.')).toHaveLength(2);
  expect((await bill('a', id)).details[0].quantity).toBe(1);
});

it('commit refuses an invoice number already on another request; with its own number the request is sent', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const taken = await bill('su', COMMITTED);
  await open(REJECTED, 'edit');
  await retype(user, await screen.findByRole('textbox', { name: /Invoice no\./ }), taken.invoiceNo);
  await save(user);
  // A request being written may share it: the save passes, the commit does not.
  await waitFor(async () => expect((await bill('su', REJECTED)).invoiceNo).toBe(taken.invoiceNo));
  await runAction(user, 'Commit');
  expect(await screen.findByText(new RegExp(`Invoice number ${taken.invoiceNo} is already on invoice request ${taken.requestDocNo}\\.`))).toBeInTheDocument();
  expect((await bill('su', REJECTED)).status).toBe('REJECTED');

  await user.click(await actionButton('Edit'));
  await retype(user, await screen.findByRole('textbox', { name: /Invoice no\./ }), 'AB24681357');
  await save(user);
  await waitFor(async () => expect((await bill('su', REJECTED)).invoiceNo).toBe('AB24681357'));
  await runAction(user, 'Commit');
  await waitFor(async () => expect((await bill('su', REJECTED)).status).toBe('COMMITTED'));
});

it('the invoice check lists what it found wrong: a number on another request', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const { invoiceNo } = await bill('su', COMMITTED);
  const other = await settled(() =>
    api
      .post<Bill>('su/bill/draft', {
        invoiceNo, invoiceDate: '2026-03-19', invoiceAmount: 46, baseDate: '2026-04-30', dueDate: '2026-04-18',
        currencyCode: 'USD', localCurrencyCode: 'CNY', exchangeRate: 7.26, usdExchangeRate: 7.26, taxCode: 'V0', attachments: [],
        details: [{ poItemId: 5, quantity: 1, amount: 46 }],
      })
      .then((r) => r.data),
  );
  await signInAs('buyer');
  await open(COMMITTED);
  await runAction(user, 'Check invoice');
  expect(await screen.findByText(/^The invoice check found problems \(林採購 Lin Buyer \(buyer\)/)).toBeInTheDocument();
  expect(screen.getByText(`Problem: Invoice number ${invoiceNo} is also on request ${other.requestDocNo}.`)).toBeInTheDocument();
  expect(screen.getByText('OK: The invoice file is attached.')).toBeInTheDocument();
  expect((await bill('a', COMMITTED)).check?.passed).toBe(false);
});

it('an internal user commits for the supplier: the history says so, on both sides and in both languages', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const view = await open(REJECTED);
  await runAction(user, 'Commit for the supplier');
  await waitFor(async () => expect((await bill('a', REJECTED)).status).toBe('COMMITTED'));
  await user.click(screen.getByRole('tab', { name: 'History' }));
  const history = await screen.findByRole('table', { name: 'History' });
  expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/Committed.*林採購 Lin Buyer \(buyer\) \(for the supplier\)/);
  view.unmount();

  await signInAs('supplier');
  await open(REJECTED, 'view', 'zh-TW');
  await user.click(await screen.findByRole('tab', { name: '處理紀錄' }));
  const zh = await screen.findByRole('table', { name: '處理紀錄' });
  expect(within(zh).getAllByRole('row')[1]).toHaveTextContent(/林採購 Lin Buyer \(buyer\)（代供應商）/);
});

it('a payment block is released with a reason; the supplier no longer reads it', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const completed = 98;
  await settled(() => api.post(`a/bill/${completed}/paymentBlock`, { paymentBlock: true, reason: 'Quality deduction pending' }));
  const view = await open(completed);
  expect(await screen.findByText('Payment is blocked: Quality deduction pending')).toBeInTheDocument();
  await user.click(await actionButton('Release payment'));
  const dialog = await screen.findByRole('dialog', { name: 'Release payment of this invoice request?' });
  await user.click(within(dialog).getByRole('button', { name: 'Release payment' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Deduction settled');
  await user.click(within(dialog).getByRole('button', { name: 'Release payment' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await actionButton('Block payment')).toBeInTheDocument();
  expect(screen.queryByText(/Payment is blocked/)).toBeNull();
  view.unmount();

  await signInAs('supplier');
  await open(completed);
  await user.click(await screen.findByRole('tab', { name: 'History' }));
  expect(within(await screen.findByRole('table', { name: 'History' })).getAllByRole('row')[1]).toHaveTextContent(/Payment released.*Deduction settled/);
  expect(screen.queryByText(/Payment is blocked/)).toBeNull();
});

it('downloads the bill as Excel (downloadBillExcel) and the list as Excel', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const saved = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:bill');
  // The browser saves the file the download link points at; jsdom cannot follow it.
  const follow = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const view = await open(COMMITTED);
    await user.click(await screen.findByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const sheet = saved.mock.calls[0][0] as Blob;
    expect(sheet.size).toBeGreaterThan(0);
    view.unmount();

    await renderRemoteFeature(remote, 'invoice', '', 'en-US');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
  } finally {
    saved.mockRestore();
    follow.mockRestore();
  }
});
