import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { QuotationDetail } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { actionButton, inquiryByApi, onDemoDay, runAction, testEnvironment } from '../test-support';

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

const open = (path: string, locale: 'en-US' | 'zh-TW' = 'en-US') => renderRemoteFeature(remote, 'quotation', path, locale);
const read = (prefix: 'a' | 'su', id: number) => api.get<QuotationDetail>(`${prefix}/quotation/${id}`).then((r) => r.data);

/** The first invited supplier's quotation of a sent inquiry, priced (3 and 4) and sent by it. */
async function submittedQuotation(): Promise<number> {
  const inquiry = await inquiryByApi();
  const id = inquiry.suppliers[0].quotationId!;
  await signInAs('supplier');
  await api.put(`su/quotation/${id}`, { lines: [{ seq: 1, objectPrice: 3 }, { seq: 2, objectPrice: 4 }], warranty: '12 months' });
  await api.post(`su/quotation/${id}/commit`);
  return id;
}

it('a supplier prices its invited quotation (the sum follows what it types), saves, then sends it', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await open('/detail/view/267');
  expect(await screen.findByText(/2026-03-26 · 7 days left/)).toBeInTheDocument();
  await user.click(await actionButton('Edit'));
  await user.click(await screen.findByRole('tab', { name: 'Prices' }));
  const prices = await screen.findAllByRole('textbox', { name: /^Piece price/ });
  await user.type(prices[0], '2.5');
  await user.type(prices[1], '3');
  const usage = (await read('su', 267)).inquiry.materials[0].annualUsage ?? 0;
  expect(await screen.findByText(`TWD ${(2.5 * usage).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Quotation' }));
  await user.type(screen.getByRole('textbox', { name: /^Warranty/ }), '12 months from shipment');
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await read('su', 267)).status).toBe('DRAFT'));
  expect((await read('su', 267)).lines[0]).toMatchObject({ seq: 1, objectPrice: 2.5, sum: 2.5 * usage });
  await runAction(user, 'Send quotation');
  await waitFor(async () => expect((await read('su', 267)).status).toBe('COMMITTED'));
});

it('a supplier sending after the due date is refused with the server\'s reason; the quotation stays a draft', async () => {
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const id = inquiry.suppliers[0].quotationId!;
  await signInAs('supplier');
  await api.put(`su/quotation/${id}`, { lines: [{ seq: 1, objectPrice: 3 }, { seq: 2, objectPrice: 4 }], warranty: '12 months' });
  // The day after the due date (a new sign-in: the session of the day before has lapsed).
  await devCall('clock', { today: '2026-03-27' });
  await signInAs('supplier');
  await open(`/detail/view/${id}`);
  await user.click(await actionButton('Send quotation'));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send quotation' }));
  expect(await screen.findByText(/The due date 2026-03-26 has passed: the quotation can no longer be sent\./)).toBeInTheDocument();
  expect((await read('su', id)).status).toBe('DRAFT');
});

it('a send refused for missing fields names them by their labels, though the view marks no field', async () => {
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const id = inquiry.suppliers[0].quotationId!;
  await signInAs('supplier');
  // No warranty, the second line unpriced: saved as a draft, refused when sent.
  await api.put(`su/quotation/${id}`, { lines: [{ seq: 1, objectPrice: 3 }, { seq: 2 }] });
  const view = await open(`/detail/view/${id}`);
  await runAction(user, 'Send quotation');
  expect(await screen.findByText(/^Send quotation was refused\. Correct these first:/)).toHaveTextContent(/Warranty: Required/);
  view.unmount();
  await api.put(`su/quotation/${id}`, { lines: [{ seq: 1, objectPrice: 3 }, { seq: 2 }], warranty: '12 months' });
  await open(`/detail/view/${id}`);
  await runAction(user, 'Send quotation');
  await waitFor(() => expect(screen.getAllByText(/^Send quotation was refused\./).at(-1)).toHaveTextContent(/Piece price, line 2 \(M-1030-0066 · Busbar B\).*: Required/));
  expect((await read('su', id)).status).toBe('DRAFT');
});

it('a supplier cannot reach another supplier\'s quotation by its URL', async () => {
  await signInAs('supplier2');
  await open('/detail/view/267');
  expect(await screen.findByText(/No such record\./)).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Prices' })).toBeNull();
});

it('the home page\'s "to answer" link lists only invited, draft and sent-back quotations', async () => {
  await signInAs('supplier');
  await open('?status=INVITED&status=DRAFT&status=REJECTED');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4)); // header + 229, 247, 267
  expect(within(grid).queryByText('Completed')).toBeNull();
  // The inquiry's type by its name, not its code.
  expect(within(grid).getAllByRole('gridcell', { name: 'Material' }).length).toBeGreaterThan(0);
  expect(within(grid).queryByRole('gridcell', { name: 'MAT' })).toBeNull();
});

it('a buyer sends a quotation back with a reason; the supplier reads the reason and may quote again', async () => {
  const user = userEvent.setup();
  const id = await submittedQuotation();
  await signInAs('buyer');
  const view = await open(`/detail/view/${id}`);
  await user.click(await actionButton('Send back'));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Price above target');
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await read('a', id)).toMatchObject({ status: 'REJECTED', rejectReason: 'Price above target' });
  view.unmount();
  await signInAs('supplier');
  await open(`/detail/view/${id}`, 'zh-TW');
  expect(await screen.findByText('採購退回原因：Price above target')).toBeInTheDocument();
  expect(await actionButton('編輯')).toBeInTheDocument();
});

it('a quotation sent back after its due date needs a new one: without it the supplier could never send it again', async () => {
  const user = userEvent.setup();
  const id = await submittedQuotation();
  // Read by the buyer the day after the due date (2026-03-26).
  await devCall('clock', { today: '2026-03-27' });
  await signInAs('buyer');
  await open(`/detail/view/${id}`);
  await user.click(await actionButton('Send back'));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Price above target');
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  expect(await within(dialog).findByText('The due date (2026-03-26) has passed: set a new one so the supplier can quote again.')).toBeInTheDocument();
  expect((await read('a', id)).status).toBe('COMMITTED');
  expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Price above target');
  expect(within(dialog).getByRole('group', { name: 'New due date' })).toBeInTheDocument();
});

it('a buyer accepts a submitted quotation: Completed, in effect from today', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await open('/detail/view/222');
  await runAction(user, 'Accept');
  await waitFor(async () => expect(await read('a', 222)).toMatchObject({ status: 'COMPLETED' }));
});

it('a buyer closes an open quotation: the supplier can no longer answer it, and close is no longer offered', async () => {
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const id = inquiry.suppliers[1].quotationId!;
  const view = await open(`/detail/view/${id}`);
  await runAction(user, 'Close');
  await waitFor(async () => expect((await read('a', id)).status).toBe('CLOSED'));
  await waitFor(() => expect(within(screen.getByRole('toolbar', { name: 'Actions' })).queryByRole('button', { name: 'Close' })).toBeNull());
  view.unmount();
  await signInAs('supplier2');
  await expect(api.put(`su/quotation/${id}`, { lines: [{ seq: 1, objectPrice: 3 }], warranty: '12 months' }, { silent: true })).rejects.toMatchObject({ response: { status: 409 } });
});

it('a supplier reads its own earlier prices for the items of a new quotation', async () => {
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const first = inquiry.suppliers[0].quotationId!;
  await signInAs('supplier');
  await api.put(`su/quotation/${first}`, { lines: [{ seq: 1, objectPrice: 2.25 }, { seq: 2, objectPrice: 3 }], warranty: '12 months' });
  await api.post(`su/quotation/${first}/commit`);
  const next = (await inquiryByApi()).suppliers[0].quotationId!;
  await signInAs('supplier');
  await open(`/detail/view/${next}`);
  await user.click(await screen.findByRole('tab', { name: 'Price history' }));
  const table = await screen.findByRole('table', { name: 'Price history' });
  const { quoNo } = await read('su', first);
  expect(within(table).getAllByText(quoNo)).toHaveLength(2);
  expect(within(table).getByText('TWD 2.25')).toBeInTheDocument();
});
