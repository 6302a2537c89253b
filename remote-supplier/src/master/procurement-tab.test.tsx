import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { PaymentSubRangeAnswer, Supplier } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// The payment sub-ranges of a supplier (a/supplier/{id}/paymentSubRange): a sub-range belongs to
// one of the supplier's purchasing orgs and takes a known payment term; the server refuses others.
jest.setTimeout(120_000);
withMockBackend();

const HSIN_TAI = 1001;
const record = () => api.get<Supplier>(`a/supplier/${HSIN_TAI}`).then((r) => r.data);
const optionsOf = async (user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement) => {
  await user.click(combobox);
  return within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
};

async function openProcurement(user: ReturnType<typeof userEvent.setup>) {
  await renderRemoteFeature(remote, 'supplier', `/detail/edit/${HSIN_TAI}`, 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Procurement' }));
  const section = await screen.findByRole('region', { name: 'Payment sub-ranges' });
  await user.click(within(section).getByRole('button', { name: 'Add a payment sub-range' }));
  return within(section).getByRole('group', { name: 'Sub-range 1' });
}

it('a sub-range offers only the supplier’s purchasing orgs and the payment terms the server answers, and is saved', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const row = await openProcurement(user);
  // Asked in the page's language (English), as the page asks.
  const lookup = (await api.get<PaymentSubRangeAnswer>(`a/supplier/${HSIN_TAI}/paymentSubRange`)).data;
  await user.click(within(row).getByRole('combobox', { name: /Purchasing org/ }));
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(lookup.purchasingOrgs.map((o) => o.name)));
  await user.click(screen.getByRole('option', { name: lookup.purchasingOrgs[0].name }));
  await user.type(within(row).getByRole('textbox', { name: /Sub-range/ }), 'T1');
  const terms = await optionsOf(user, within(row).getByRole('combobox', { name: /Payment term/ }));
  expect(terms).toEqual(['None', ...lookup.paymentTerms.map((o) => o.name)]); // optional: None first
  await user.click(screen.getByRole('option', { name: 'Net 60 days' }));
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  await waitFor(async () =>
    expect((await record()).purchaseData.paymentSubRangeList).toEqual([expect.objectContaining({ purchasingOrgCode: lookup.purchasingOrgs[0].code, subRangeCode: 'T1', paymentTermCode: 'N060' })]),
  );
});

it('a sub-range left on an org the supplier no longer trades with is refused by the server at its purchasing org; nothing stored', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const first = (await record()).purchaseData.purchaseOrgList[0].purchasingOrgCode;
  const row = await openProcurement(user);
  await user.click(within(row).getByRole('combobox', { name: /Purchasing org/ }));
  await user.click((await screen.findAllByRole('option'))[0]);
  await user.type(within(row).getByRole('textbox', { name: /Sub-range/ }), 'T2');
  // The org row the sub-range hangs on moves to another org of the same company (same currency).
  const orgRow = within(screen.getByRole('region', { name: 'Purchasing organisations' })).getByRole('group', { name: 'Purchasing org 1' });
  await user.click(within(orgRow).getByRole('combobox', { name: /Purchasing org/ }));
  const others = (await screen.findAllByRole('option')).filter((o) => o.getAttribute('aria-selected') !== 'true');
  await user.click(others[0]);
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  expect(await within(row).findByText('Invalid value.')).toBeInTheDocument();
  expect((await record()).purchaseData.purchaseOrgList[0].purchasingOrgCode).toBe(first);
  expect((await record()).purchaseData.paymentSubRangeList).toEqual([]);
});
