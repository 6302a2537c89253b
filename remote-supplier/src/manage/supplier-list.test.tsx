import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(60_000);
withMockBackend();

it('lists the 300 seeded suppliers for a buyer and filters by stage (potential)', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  const grid = await screen.findByRole('grid');
  expect(await screen.findByText('1–20 of 300')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Stage' }));
  await user.click(await screen.findByRole('option', { name: 'Potential' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(within(grid).queryAllByText('Normal')).toHaveLength(0));
  expect(within(grid).getAllByText('Potential').length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
});

it('a supplier user does not get the list of all suppliers', async () => {
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'supplier', '', 'zh-TW');
  expect(await screen.findByTestId('coming-soon')).toHaveTextContent('本公司主檔資料');
  expect(screen.queryByRole('grid')).toBeNull();
});
