import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { devCall, signInAs } from 'mock-api/testing';
import { api, setRuntimeConfig } from 'shared-ui';
import type { InquiryDetail } from 'shared-ui/contract';

// What the sourcing screens' tests share: the demo day, an inquiry sent through the API, the
// toolbar's actions asked and confirmed.

export type User = ReturnType<typeof userEvent.setup>;

/** A test environment (the sign-off's stand-in is offered), on the seed's demo day. */
export const testEnvironment = () => setRuntimeConfig({ environment: 'test', version: '1', apiBaseUrl: '/api', mockBackend: true, remotes: { supplier: '', sourcing: '', purchasing: '', payment: '', audit: '', admin: '' } });
export const onDemoDay = () => devCall('clock', { today: '2026-03-19' });

/** A material inquiry of org 1100 (PR 1000020001's materials) inviting 1001 and 1002 (unless `changes` say otherwise), saved and, unless `draft`, sent. */
export async function inquiryByApi(options: { draft?: boolean; changes?: Record<string, unknown> } = {}): Promise<InquiryDetail> {
  await signInAs('buyer');
  const { data } = await api.post<InquiryDetail>('a/inquiry', {
    inquiryType: 'MAT',
    currencyCode: 'TWD',
    personInCharge: { account: 'buyer' },
    prNo: '1000020001',
    purchasingOrgCode: '1100',
    plantCode: 'TW01',
    dueDate: '2026-03-26',
    materials: [
      { seq: 1, material: 'M-1030-0025', description: 'Busbar', unit: 'PC', annualUsage: 1000 },
      { seq: 2, material: 'M-1030-0066', description: 'Busbar B', unit: 'PC', annualUsage: 500 },
    ],
    moldItems: [],
    shippingCostItems: [],
    materialLines: [{ seq: 1, item: 'C1100 copper strip', priceProvideType: 'Y' }],
    supplierIds: [1001, 1002],
    ...options.changes,
  });
  if (options.draft) return data;
  return (await api.post<InquiryDetail>(`a/inquiry/${data.id}/commit`)).data;
}

/** A supplier's quotation priced and sent, then accepted by the buyer (signed in as the buyer after). */
export async function acceptedQuotation(account: string, id: number, prices: number[]) {
  await signInAs(account);
  await api.put(`su/quotation/${id}`, { lines: prices.map((p, i) => ({ seq: i + 1, firstObjectPrice: p, objectPrice: p })), warranty: '12 months' });
  await api.post(`su/quotation/${id}/commit`);
  await signInAs('buyer');
  await api.post(`a/quotation/${id}/commit`);
}

/** A button of the toolbar the page shows now (in either language). */
export const actionButton = (name: string | RegExp) => waitFor(() => within(screen.getByRole('toolbar', { name: /^(Actions|操作)$/ })).getByRole('button', { name }));

/** Runs an action of the toolbar and confirms it in its dialog. */
export async function runAction(user: User, name: string | RegExp, confirmName: string | RegExp = name) {
  await user.click(await actionButton(name));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: confirmName }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
