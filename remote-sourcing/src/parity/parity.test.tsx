import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockBackend } from 'mock-api/testing';
import { api, useNotifier } from 'shared-ui';
import type { InquiryDetail, ParityDetail } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { saveBlob } from 'shared-ui/data';
import { readSheet } from 'shared-ui/excel-import';
import { formatAmount, formatPrice } from 'shared-ui/components';
import remote from '../routes';
import { acceptedQuotation, actionButton, inquiryByApi, onDemoDay, runAction, testEnvironment } from '../test-support';

// The sheet's Excel export is read back instead of downloaded.
jest.mock('shared-ui/data', () => ({ ...jest.requireActual('shared-ui/data'), saveBlob: jest.fn() }));

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

const sheet = (id: number) => api.get<ParityDetail>(`a/parity/${id}`).then((r) => r.data);

/** A sent inquiry whose two quotations were priced and accepted: 1001 at 2 and 3 TWD, 1002 at 0.1 and 0.1 TWD. */
async function comparable(changes?: Record<string, unknown>) {
  const inquiry = await inquiryByApi({ changes });
  const [hsinTai, rio] = inquiry.suppliers.map((s) => s.quotationId!);
  await acceptedQuotation('supplier', hsinTai, [2, 3]);
  await acceptedQuotation('supplier2', rio, [0.1, 0.1]);
  return { inquiry, hsinTai, rio };
}

/** A sheet of the two quotations, split 60/40 with Hsin Tai (1001) the winner, saved but not sent. */
async function splitSheet(inquiryId: number, quotationIds: number[]) {
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiryId}/parity`, { quotationIds });
  await api.put(`a/parity/${created.id}`, {
    ...created,
    lines: created.lines.map((l) => ({ ...l, quotaPercent: l.supplierId === 1001 ? 60 : 40, quota: (l.seq === 1 ? 1000 : 500) * (l.supplierId === 1001 ? 0.6 : 0.4) })),
    winningSupplierId: 1001,
    winReason: 'Two sources',
  });
  return created;
}

it('creating a sheet refuses a quotation that is not Completed with the spec message, before anything is sent', async () => {
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  await renderRemoteFeature(remote, 'inquiry', `/detail/view/${inquiry.id}`, 'en-US');
  await user.click(await actionButton('Create comparison sheet'));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('checkbox', { name: /Hsin Tai/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Create comparison sheet' }));
  expect(await within(dialog).findByText('The selected quotation status must be Completed.')).toBeInTheDocument();
  expect((await api.post<{ totalCount: number }>('a/parity/search', { inqNo: inquiry.inqNo })).data.totalCount).toBe(0);
});

it('the sheet marks the cheapest offer per row, splits 60/40 in quantities and refuses a split above 100 %', async () => {
  const user = userEvent.setup();
  const { inquiry, hsinTai, rio } = await comparable();
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  await renderRemoteFeature(remote, 'parity', `/detail/edit/${created.id}`, 'en-US');
  // Row 1: 2 TWD against 0.1 TWD: Rio Metals is the cheapest.
  const rioOffer = await screen.findByTestId(`offer-1-1002`);
  expect(within(rioOffer).getByText('Lowest')).toBeInTheDocument();
  expect(within(screen.getByTestId('offer-1-1001')).queryByText('Lowest')).toBeNull();
  const percent = (seq: number, supplierId: number) => within(screen.getByTestId(`offer-${seq}-${supplierId}`)).getByRole('textbox', { name: /Quota \(%\)/ });
  await user.type(percent(1, 1001), '60');
  await user.type(percent(1, 1002), '50');
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The quota percentages of line 1 cannot add up to more than 100%.')).toBeInTheDocument();
  await user.clear(percent(1, 1002));
  await user.type(percent(1, 1002), '40');
  await user.click(screen.getByRole('button', { name: 'Quantities from percentages' }));
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await sheet(created.id)).lines.filter((l) => l.seq === 1).map((l) => [l.quotaPercent, l.quota])).toEqual([[60, 600], [40, 400]]));
});

it('a row counted in pieces takes whole quotas (in Chinese): half a piece is refused at the quota by the form, before anything is sent', async () => {
  const user = userEvent.setup();
  const { inquiry, hsinTai, rio } = await comparable();
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  expect(created.items[0]).toMatchObject({ seq: 1, unit: 'PC', quantity: 1000 });
  await renderRemoteFeature(remote, 'parity', `/detail/edit/${created.id}`, 'zh-TW');
  const quota = within(await screen.findByTestId('offer-1-1001')).getByRole('textbox', { name: /^配額數量/ });
  const sent: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method === 'PUT') sent.push(request.url);
  };
  testServer.events.on('request:start', listen);
  try {
    await user.type(quota, '600.5');
    await user.click(within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(quota).toHaveAccessibleDescription('請輸入整數。'));
  } finally {
    testServer.events.removeListener('request:start', listen);
  }
  expect(sent).toEqual([]);
  expect((await sheet(created.id)).lines.find((l) => l.seq === 1 && l.supplierId === 1001)?.quota).toBeUndefined();
});

it('sent for sign-off, approved by the test sign-off: the winners\' prices become the inquiry\'s final prices', async () => {
  const user = userEvent.setup();
  const { inquiry, hsinTai, rio } = await comparable();
  const created = await splitSheet(inquiry.id, [hsinTai, rio]);
  await renderRemoteFeature(remote, 'parity', `/detail/view/${created.id}`, 'en-US');
  await runAction(user, 'Send for sign-off');
  await waitFor(async () => expect((await sheet(created.id)).bpmStatus).toBe('SIGNING'));
  await runAction(user, 'Test sign-off: approve');
  await waitFor(async () => expect((await sheet(created.id)).status).toBe('COMPLETED'));
  const { data } = await api.get<InquiryDetail>(`a/inquiry/${inquiry.id}`);
  expect(data.status).toBe('COMPLETED');
  expect(data.materials.map((m) => m.finalPrice)).toEqual([2, 3]);

  // Updating the prices again shows the materials and prices it will write before it is agreed.
  await user.click(await actionButton('Update prices again'));
  const ask = await screen.findByRole('dialog', { name: "Write the winners' prices to the materials again?" });
  const table = await within(ask).findByRole('table', { name: 'Materials and the prices to write' });
  expect(within(table).getAllByRole('row')).toHaveLength(1 + data.materials.length);
  await user.click(within(ask).getByRole('button', { name: 'Update prices again' }));
  // Then the server's answer, material by material, until closed.
  const done = await screen.findByRole('dialog', { name: 'Prices written to the materials' });
  expect(within(done).getByRole('status')).toHaveTextContent(`${data.materials.length} of ${data.materials.length} materials updated.`);
  await user.click(within(done).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('a sheet without a maintained rate is refused when sent, with the spec message', async () => {
  const user = userEvent.setup();
  const { inquiry, hsinTai, rio } = await comparable();
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  await api.put(`a/parity/${created.id}`, { ...created, winningSupplierId: 1001, winReason: 'x', exchangeRateList: [{ currencyCode: 'USD', rate: 0 }] });
  await renderRemoteFeature(remote, 'parity', `/detail/view/${created.id}`, 'en-US');
  await runAction(user, 'Send for sign-off');
  expect(await screen.findByText(/Exchange rate is 0 or empty\./)).toBeInTheDocument();
  expect((await sheet(created.id)).status).toBe('DRAFT');
});

it('rejected by the test sign-off, the sheet is a draft again with the reason shown and no price set; a draft sheet is closed', async () => {
  const user = userEvent.setup();
  const { inquiry, hsinTai, rio } = await comparable();
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  await api.put(`a/parity/${created.id}`, { ...created, winningSupplierId: 1001, winReason: 'Lowest total cost' });
  await api.post(`a/parity/v2/${created.id}/commit`);
  await renderRemoteFeature(remote, 'parity', `/detail/view/${created.id}`, 'en-US');
  await user.click(await actionButton('Test sign-off: reject'));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Test sign-off: reject' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Second source not qualified yet');
  await user.click(within(dialog).getByRole('button', { name: 'Test sign-off: reject' }));
  await waitFor(async () => expect(await sheet(created.id)).toMatchObject({ status: 'DRAFT', bpmStatus: 'REJECTED' }));
  expect(await screen.findByText('The sign-off sent it back: Second source not qualified yet')).toBeInTheDocument();
  const { data } = await api.get<InquiryDetail>(`a/inquiry/${inquiry.id}`);
  expect(data).toMatchObject({ status: 'COMMITTED' });
  expect(data.materials.map((m) => m.finalPrice)).toEqual([undefined, undefined]);
  await runAction(user, 'Close');
  await waitFor(async () => expect((await sheet(created.id)).status).toBe('CLOSED'));
});

it('each offer shows in its currency, the local one and USD; the maintained rates are read again; total cost weighs the quantity; the Excel export holds every offer', async () => {
  const user = userEvent.setup();
  const { inquiry, hsinTai, rio } = await comparable();
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  const usd = created.exchangeRateList.find((r) => r.currencyCode === 'USD')!.rate!;
  // A USD rate typed wrongly, to be replaced by the maintained one.
  await api.put(`a/parity/${created.id}`, { ...created, exchangeRateList: [{ currencyCode: 'USD', rate: 1 }] });
  await renderRemoteFeature(remote, 'parity', `/detail/edit/${created.id}`, 'en-US');
  const money = (currency: string, v: number) => formatPrice(v, currency, 'en-US');
  const offer = () => screen.getByTestId('offer-1-1001');
  await screen.findByTestId('offer-1-1001');
  // Net, list and first price (each in the offer's currency), in local currency (its own) and the unit cost compared.
  expect(within(offer()).getAllByText(money('TWD', 2))).toHaveLength(5);
  expect(within(offer()).getByText(money('USD', 2))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Read the maintained rates' }));
  await waitFor(() => expect(within(offer()).getByText(money('USD', 2 / usd))).toBeInTheDocument());
  await user.click(screen.getByRole('combobox', { name: /^Compare by/ }));
  await user.click(await screen.findByRole('option', { name: 'Total cost' }));
  // Row 1 asks for 1000 pieces: 2 TWD a piece costs 2,000 TWD in all (an amount).
  expect(await within(screen.getByTestId('offer-1-1001')).findByText(formatAmount(2000, 'TWD', 'en-US'))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
  const [blob, name] = jest.mocked(saveBlob).mock.calls[0];
  expect(name).toBe(`${created.parityNo}.xlsx`);
  const exported = await readSheet(blob as Blob);
  expect(exported.header).toEqual(expect.arrayContaining(['No.', 'Supplier', 'Net price', 'Net price TWD', 'Net price USD', 'Cost compared', 'Lowest']));
  expect(exported.rows).toHaveLength(4);
  const cost = exported.header.indexOf('Cost compared');
  const supplier = exported.header.indexOf('Supplier');
  const firstRow = exported.rows.find((r) => r.cells[0] === 1 && String(r.cells[supplier]).includes('Hsin Tai'))!;
  expect(firstRow.cells[cost]).toBe(2000);
});

it('send and print refused for a missing winner says why inside its dialog, by the fields\' labels; the sheet stays a draft', async () => {
  const user = userEvent.setup();
  const { inquiry, hsinTai, rio } = await comparable();
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  await renderRemoteFeature(remote, 'parity', `/detail/view/${created.id}`, 'en-US');
  await user.click(await actionButton('Send and print'));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Send and print' }));
  const refusal = await within(dialog).findByText(/^Send and print was refused\. Correct these first:/);
  expect(refusal).toHaveTextContent(/Winning supplier: /);
  expect(refusal).toHaveTextContent(/Reason it won: /);
  expect((await sheet(created.id)).status).toBe('DRAFT');
});

it('sent and printed (v2 commit print, in Chinese): the sheet goes to sign-off and the print-ready sheet opens with the split and the winner', async () => {
  const user = userEvent.setup();
  const { inquiry, hsinTai, rio } = await comparable();
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  await api.put(`a/parity/${created.id}`, {
    ...created,
    lines: created.lines.map((l) => ({ ...l, quotaPercent: l.supplierId === 1001 ? 60 : 40, quota: (l.seq === 1 ? 1000 : 500) * (l.supplierId === 1001 ? 0.6 : 0.4) })),
    winningSupplierId: 1001,
    winReason: '雙來源',
  });
  await renderRemoteFeature(remote, 'parity', `/detail/view/${created.id}`, 'zh-TW');
  await runAction(user, '送簽並列印');
  // The print page (its print button), whose heading names the sheet as the detail's does.
  expect(await screen.findByRole('button', { name: '列印' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: `比價單 ${created.parityNo}` })).toBeInTheDocument();
  expect(screen.getByText('配額 60% · 600')).toBeInTheDocument();
  expect(screen.getByText('配額 40% · 200')).toBeInTheDocument();
  expect(screen.getByText(/雙來源/)).toBeInTheDocument();
  expect(await sheet(created.id)).toMatchObject({ status: 'COMMITTED', bpmStatus: 'SIGNING' });
});

const PRINTED = {
  'en-US': { heading: 'Price comparison sheet', item: '1. Busbar (1,234.123456)', quota: 'Quota 100% · 1,234.123456', quantity: 'Quantity 1,234.123456 KG' },
  'zh-TW': { heading: '比價單', item: '1. Busbar (1,234.123456)', quota: '配額 100% · 1,234.123456', quantity: '數量 1,234.123456 KG' },
} as const;

it.each(['en-US', 'zh-TW'] as const)('%s: the print-ready sheet writes its numbers as the screens do: quantities grouped to their 6 decimals, a rate to every decimal', async (locale) => {
  const printed = PRINTED[locale];
  // Copper strip bought by the kilogram: a quantity with decimals.
  const materials = [
    { seq: 1, material: 'M-1030-0025', description: 'Busbar', unit: 'KG', annualUsage: 1234.123456 },
    { seq: 2, material: 'M-1030-0066', description: 'Busbar B', unit: 'PC', annualUsage: 500 },
  ];
  const { inquiry, hsinTai, rio } = await comparable({ materials });
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  // A rate as a won or a dong is quoted (above a thousand, six decimals), typed on the sheet.
  await api.put(`a/parity/${created.id}`, {
    ...created,
    lines: created.lines.map((l) => ({ ...l, quotaPercent: l.supplierId === 1001 ? 100 : 0, quota: l.supplierId === 1001 ? (l.seq === 1 ? 1234.123456 : 500) : 0 })),
    exchangeRateList: created.exchangeRateList.map((r) => ({ ...r, rate: r.currencyCode === 'USD' ? 1234.213456 : r.rate })),
  });
  const { unmount } = await renderRemoteFeature(remote, 'parity', `/print/${created.id}`, locale);
  expect(await screen.findByRole('heading', { name: `${printed.heading} ${created.parityNo}` })).toBeInTheDocument();
  expect(screen.getByText(`USD → ${created.localCurrencyCode}: 1,234.213456`)).toBeInTheDocument();
  expect(screen.getByText(printed.quota)).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: printed.item })).toBeInTheDocument();
  unmount();
  // The sheet on screen says the row's quantity the same way.
  await renderRemoteFeature(remote, 'parity', `/detail/view/${created.id}`, locale);
  expect(await screen.findByText(printed.quantity)).toBeInTheDocument();
});

const UPDATED = {
  'en-US': { update: 'Update prices again', items: 'Materials and the prices to write', result: 'Prices written to the materials', close: 'Close', done: 'Update prices again: done.' },
  'zh-TW': { update: '重新更新價格', items: '將寫入的物料與價格', result: '價格已寫入料號', close: '關閉', done: '重新更新價格：已完成。' },
} as const;

it.each(['en-US', 'zh-TW'] as const)('%s: updating the prices again reports by its result table alone, no "done" notice after it', async (locale) => {
  const text = UPDATED[locale];
  const user = userEvent.setup();
  const { inquiry, hsinTai, rio } = await comparable();
  const created = await splitSheet(inquiry.id, [hsinTai, rio]);
  await api.post(`a/parity/v2/${created.id}/commit`);
  await api.post(`dev/bpm/parity/${created.id}`, { decision: 'APPROVE' });
  expect((await sheet(created.id)).status).toBe('COMPLETED');
  await renderRemoteFeature(remote, 'parity', `/detail/view/${created.id}`, locale);
  await user.click(await actionButton(text.update));
  const ask = await screen.findByRole('dialog');
  // Agreed once the prices it will write are shown.
  await within(ask).findByRole('table', { name: text.items });
  await waitFor(() => expect(within(ask).getByRole('button', { name: text.update })).not.toHaveAttribute('aria-disabled'));
  await user.click(within(ask).getByRole('button', { name: text.update }));
  const result = await screen.findByRole('dialog', { name: text.result });
  await user.click(within(result).getByRole('button', { name: text.close }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The table was the report: the page's generic notice does not say it again once it is closed.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(useNotifier.getState().notices.map((n) => n.message)).not.toContain(text.done);
  expect(screen.queryByText(text.done)).toBeNull();
  // The page still reads the sheet again, as after any action.
  expect(await actionButton(text.update)).toBeInTheDocument();
});
