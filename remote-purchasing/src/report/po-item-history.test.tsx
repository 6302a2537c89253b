import { screen, waitFor, within } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// The PO item history report against the mock backend: some of supplier 1001's items are made
// at plant TW01 (林口廠 / Linkou plant).
jest.setTimeout(60_000);
withMockBackend();

it('names each item’s plant, not its code', async () => {
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'poItemHistory', '', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('gridcell', { name: 'Linkou plant' }).length).toBeGreaterThan(0));
  expect(within(grid).queryByRole('gridcell', { name: 'TW01' })).toBeNull();
});

it('shows every quantity of the spec, the returned one included, in order', async () => {
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'poItemHistory', '', 'zh-TW');
  const grid = await screen.findByRole('grid');
  const headers = within(grid).getAllByRole('columnheader').map((h) => h.getAttribute('data-field'));
  expect(headers.filter((f) => f?.endsWith('Quantity'))).toEqual(['orderedQuantity', 'deliveredQuantity', 'goodsReceivedQuantity', 'returnedQuantity', 'invoicedQuantity']);
  expect(within(grid).getByRole('columnheader', { name: '退貨數量' })).toBeInTheDocument();
});
