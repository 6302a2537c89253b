import { screen, within } from '@testing-library/react';
import { withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { ParityDetail } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { acceptedQuotation, inquiryByApi, onDemoDay, testEnvironment } from '../test-support';

// Every offer's cell of the comparison has the same two quota fields: each is named by its row and
// its supplier, and the row's item is its header, so a screen reader says which offer a cell is.

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

const TEXTS = {
  'en-US': {
    table: 'Comparison',
    percent: (seq: number, item: string, supplier: string) => `Quota (%), line ${seq} (${item}), ${supplier}`,
    quota: (seq: number, item: string, supplier: string) => `Quota (qty), line ${seq} (${item}), ${supplier}`,
  },
  'zh-TW': {
    table: '比價',
    percent: (seq: number, item: string, supplier: string) => `配額比例 %（第 ${seq} 項 ${item}，${supplier}）`,
    quota: (seq: number, item: string, supplier: string) => `配額數量（第 ${seq} 項 ${item}，${supplier}）`,
  },
} as const;

it.each(['en-US', 'zh-TW'] as const)('names each quota field by its row and supplier; the item heads its row (%s)', async (locale) => {
  const x = TEXTS[locale];
  const inquiry = await inquiryByApi();
  const [hsinTai, rio] = inquiry.suppliers.map((s) => s.quotationId!);
  await acceptedQuotation('supplier', hsinTai, [2, 3]);
  await acceptedQuotation('supplier2', rio, [0.1, 0.1]);
  const { data: sheet } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  await renderRemoteFeature(remote, 'parity', `/detail/edit/${sheet.id}`, locale);
  const table = within(await screen.findByRole('table', { name: x.table }));

  expect(table.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([expect.stringMatching(/^1\. M-1030-0025 Busbar/), expect.stringMatching(/^2\. M-1030-0066 Busbar B/)]);
  for (const line of sheet.lines) {
    const item = sheet.items.find((i) => i.seq === line.seq)!;
    const cell = within(screen.getByTestId(`offer-${line.seq}-${line.supplierId}`));
    const name = `${item.material} ${item.description}`;
    expect(cell.getByRole('textbox', { name: x.percent(line.seq, name, line.supplierName!) })).toBeInTheDocument();
    expect(cell.getByRole('textbox', { name: x.quota(line.seq, name, line.supplierName!) })).toBeInTheDocument();
  }
});

it('a rate reads in view mode as it was saved, to its 6th decimal, not as a quantity rounded to 4', async () => {
  const inquiry = await inquiryByApi();
  const [hsinTai, rio] = inquiry.suppliers.map((s) => s.quotationId!);
  await acceptedQuotation('supplier', hsinTai, [2, 3]);
  await acceptedQuotation('supplier2', rio, [0.1, 0.1]);
  const { data: created } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  await api.put(`a/parity/${created.id}`, { ...created, exchangeRateList: [{ currencyCode: 'USD', rate: 1032.123456 }] });
  await renderRemoteFeature(remote, 'parity', `/detail/view/${created.id}`, 'en-US');
  const label = await screen.findByText(`USD → ${created.localCurrencyCode}`);
  expect(label.nextElementSibling).toHaveTextContent(/^1,032\.123456$/);
});
