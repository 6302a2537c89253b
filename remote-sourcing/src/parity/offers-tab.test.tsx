import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { ParityDetail } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { acceptedQuotation, inquiryByApi, onDemoDay, testEnvironment } from '../test-support';

// An offer's facts in view mode: its minimum purchase, tooling and shipping are amounts in the
// offer's currency (its decimals, grouped), its delivery days a quantity, in the user's language.

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

const TEXTS = {
  'en-US': { tab: 'Offer details', table: 'Offer details' },
  'zh-TW': { tab: '報價明細', table: '報價明細' },
} as const;

it.each(['en-US', 'zh-TW'] as const)('shows an offer’s minimum purchase, tooling and shipping as amounts in its currency (%s)', async (locale) => {
  const x = TEXTS[locale];
  const user = userEvent.setup();
  const inquiry = await inquiryByApi();
  const [hsinTai, rio] = inquiry.suppliers.map((s) => s.quotationId!);
  await acceptedQuotation('supplier', hsinTai, [2, 3]);
  await acceptedQuotation('supplier2', rio, [0.1, 0.1]);
  const { data: sheet } = await api.post<ParityDetail>(`a/inquiry/${inquiry.id}/parity`, { quotationIds: [hsinTai, rio] });
  const offer = { minPurchaseAmount: 12500, toolingAmount: 3200.5, shippingCost: 1800, deliveryDays: 1200 };
  await api.put(`a/parity/${sheet.id}`, { ...sheet, lines: sheet.lines.map((l) => (l.seq === 1 && l.supplierId === 1001 ? { ...l, ...offer } : l)) });
  await renderRemoteFeature(remote, 'parity', `/detail/view/${sheet.id}`, locale);
  await user.click(await screen.findByRole('tab', { name: x.tab }));
  const table = within(await screen.findByRole('table', { name: x.table }));
  for (const shown of ['TWD 12,500.00', 'TWD 3,200.50', 'TWD 1,800.00', '1,200']) expect(table.getByText(shown)).toBeInTheDocument();
  for (const raw of ['12500', '3200.5', '1800', '1200']) expect(table.queryByText(raw)).toBeNull();
});
