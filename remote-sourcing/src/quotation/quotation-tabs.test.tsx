import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { inquiryByApi, onDemoDay, testEnvironment } from '../test-support';

// A sent quotation's prices in view mode: unit prices in its currency, up to 4 decimals (at least
// the currency's), grouped, in the user's language; never rounded to an amount.

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

const TEXTS = { 'en-US': { tab: 'Prices', table: 'Prices' }, 'zh-TW': { tab: '報價', table: '報價' } } as const;

it.each(['en-US', 'zh-TW'] as const)('shows each quoted price as a price in the quotation’s currency (%s)', async (locale) => {
  const x = TEXTS[locale];
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const id = inquiry.suppliers[0].quotationId!;
  await signInAs('supplier');
  await api.put(`su/quotation/${id}`, { lines: [{ seq: 1, moldPrice: 12500, objectPrice: 1234.5 }, { seq: 2, objectPrice: 0.0852 }], warranty: '12 months' });
  await api.post(`su/quotation/${id}/commit`);
  await renderRemoteFeature(remote, 'quotation', `/detail/view/${id}`, locale);
  await user.click(await screen.findByRole('tab', { name: x.tab }));
  const table = within(await screen.findByRole('table', { name: x.table }));
  for (const shown of ['TWD 12,500.00', 'TWD 1,234.50', 'TWD 0.0852']) expect(table.getByText(shown)).toBeInTheDocument();
  for (const raw of ['12500', '1234.5']) expect(table.queryByText(raw)).toBeNull();
});

// Each line of the prices has the same four fields: each is named by its line and item, so a
// screen reader (and a refusal that focuses one) says which line it is.
const PRICE_NAMES = {
  'en-US': { tab: 'Prices', names: (seq: number, item: string) => [`First mold price, line ${seq} (${item})`, `First piece price, line ${seq} (${item})`, `Mold price, line ${seq} (${item})`, `Piece price, line ${seq} (${item})`] },
  'zh-TW': { tab: '報價', names: (seq: number, item: string) => [`首次模具價（第 ${seq} 項 ${item}）`, `首次單價（第 ${seq} 項 ${item}）`, `模具價（第 ${seq} 項 ${item}）`, `單價（第 ${seq} 項 ${item}）`] },
} as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

it.each(['en-US', 'zh-TW'] as const)('names each price field by its line and item (%s)', async (locale) => {
  const x = PRICE_NAMES[locale];
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const id = inquiry.suppliers[0].quotationId!;
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'quotation', `/detail/edit/${id}`, locale);
  await user.click(await screen.findByRole('tab', { name: x.tab }));
  const table = within(await screen.findByRole('table', { name: x.tab }));
  const expected = [
    ...x.names(1, 'M-1030-0025 · Busbar'),
    ...x.names(2, 'M-1030-0066 · Busbar B'),
  ];
  expect(table.getAllByRole('textbox')).toHaveLength(expected.length);
  // The piece price is required: its name ends with MUI's asterisk.
  for (const name of expected) expect(table.getByRole('textbox', { name: new RegExp(`^${escaped(name)}( \\*)?$`) })).toBeInTheDocument();
});
