import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(60_000);
withMockBackend();

it('lists the 300 seeded suppliers for an administrator (every purchasing org) and filters by stage (potential)', async () => {
  const user = userEvent.setup();
  // A buyer lists the suppliers of its purchasing orgs only (mock-api supplier/scope.ts).
  await signInAs('admin');
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  const grid = await screen.findByRole('grid');
  expect(await screen.findByText('1–20 of 300')).toBeInTheDocument();
  // Country and type by their names, not their codes.
  await waitFor(() => expect(within(grid).getAllByRole('gridcell', { name: 'Taiwan' }).length).toBeGreaterThan(0));
  expect(within(grid).getAllByRole('gridcell', { name: /^(Raw material supplier|Component supplier|Contract manufacturer|Equipment supplier|Service provider|Logistics provider)$/ }).length).toBeGreaterThan(0);
  expect(within(grid).queryByRole('gridcell', { name: /^(TW|RAW|PART|OEM|EQP|SVC|LOG)$/ })).toBeNull();
  await user.click(screen.getByRole('combobox', { name: 'Stage' }));
  await user.click(await screen.findByRole('option', { name: 'Potential' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(within(grid).queryAllByText('Normal')).toHaveLength(0));
  expect(within(grid).getAllByText('Potential').length).toBeGreaterThan(0);
});

it('offers the export, the batch export of full master data, and a new supplier', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  await screen.findByRole('grid');
  expect(screen.getByRole('button', { name: 'Export' })).not.toHaveAttribute('aria-disabled');
  const saved = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:batch');
  // The browser saves the file the download link points at; jsdom cannot follow it.
  const follow = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'Batch export (full master data)' }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  saved.mockRestore();
  follow.mockRestore();
  await user.click(screen.getByRole('button', { name: 'New supplier' }));
  expect(await screen.findByRole('tab', { name: 'Basic Info' })).toBeInTheDocument();
});

it('a supplier user gets its own record, not the list of all suppliers', async () => {
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'supplier', '', 'zh-TW');
  expect(await screen.findByRole('heading', { level: 1, name: '貴公司主檔資料' })).toBeInTheDocument();
  expect(screen.queryByRole('grid')).toBeNull();
});
