import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { InquiryDetail } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { inquiryByApi, onDemoDay, testEnvironment } from '../test-support';

// The inquiry's rows in view mode: each number as its kind is written in the user's language,
// a price per unit in the inquiry's currency (up to 4 decimals, never rounded to the cent).

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

const TEXTS = {
  'en-US': { tab: 'Materials', row: 'Material 1', usage: 'Annual usage', initial: 'Initial price', final: 'Final price' },
  'zh-TW': { tab: '詢價料號', row: '第 1 項料號', usage: '年用量', initial: '初始單價', final: '決標單價' },
} as const;

it.each(['en-US', 'zh-TW'] as const)('shows a material’s prices as prices in the inquiry’s currency and its usage grouped (%s)', async (locale) => {
  const x = TEXTS[locale];
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true });
  const materials = draft.materials.map((m) => (m.seq === 1 ? { ...m, annualUsage: 12500, initialPrice: 1234.5, finalPrice: 0.0852 } : m));
  await api.put<InquiryDetail>(`a/inquiry/${draft.id}`, { ...draft, materials });
  await renderRemoteFeature(remote, 'inquiry', `/detail/view/${draft.id}`, locale);
  await user.click(await screen.findByRole('tab', { name: x.tab }));
  const row = within(await screen.findByRole('group', { name: x.row }));
  const shownAt = (label: string) => row.getByText(label).nextElementSibling?.textContent;
  expect(shownAt(x.usage)).toBe('12,500');
  expect(shownAt(x.initial)).toBe('TWD 1,234.50');
  expect(shownAt(x.final)).toBe('TWD 0.0852');
});
