import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import type { SupplierUserRecord } from './supplier-users.api';

jest.setTimeout(120_000);
withMockBackend();

const ownRows = async () => (await api.post<{ items: SupplierUserRecord[] }>('su/supplierUser/search', { paging: { page: 1, pageSize: 100 } })).data.items;
const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });

it('a supplier lists its own sub-accounts only, without a supplier column', async () => {
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'supplierUser', '', 'en-US');
  const grid = await screen.findByRole('grid');
  expect(await within(grid).findByText('hsintai.finance')).toBeInTheDocument();
  expect(within(grid).queryByText('rio.finance')).toBeNull();
  expect(within(grid).queryByRole('columnheader', { name: 'Supplier' })).toBeNull();
});

it('a supplier creates a sub-account (mailed a temporary password) and deletes it; the applicant account offers no delete and keeps its status', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const created = await renderRemoteFeature(remote, 'supplierUser', '/detail/create', 'en-US');
  await user.type(await screen.findByRole('textbox', { name: /Account/ }), 'hsintai.buyer2');
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Wang');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-mail');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: /E-mail/ }));
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'wang@hsintai.example');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await ownRows()).map((r) => r.account)).toContain('hsintai.buyer2'));
  const mails = (await api.get<{ items: { body: string }[] }>('dev/outbox', { params: { to: 'wang@hsintai.example' } })).data.items;
  expect(mails.at(-1)?.body).toMatch(/Temporary password: \S+/);
  created.unmount();

  const row = (await ownRows()).find((r) => r.account === 'hsintai.buyer2')!;
  const view = await renderRemoteFeature(remote, 'supplierUser', `/detail/view/${row.id}`, 'en-US');
  await user.click(await waitFor(async () => within(await toolbar()).getByRole('button', { name: 'Delete' })));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(async () => expect((await ownRows()).map((r) => r.account)).not.toContain('hsintai.buyer2'));
  view.unmount();

  const applicant = (await ownRows()).find((r) => r.applicant)!;
  await renderRemoteFeature(remote, 'supplierUser', `/detail/edit/${applicant.id}`, 'en-US');
  await screen.findByRole('textbox', { name: /Name/ });
  expect(screen.queryByRole('combobox', { name: /Status/ })).toBeNull();
  expect(within(await toolbar()).queryByRole('button', { name: 'Delete' })).toBeNull();
});

it('internal staff see every supplier’s accounts with the supplier, and pick the supplier of a new one', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  const list = await renderRemoteFeature(remote, 'supplierUser', '', 'en-US');
  const grid = await screen.findByRole('grid');
  expect(within(grid).getByRole('columnheader', { name: 'Supplier' })).toBeInTheDocument();
  list.unmount();

  await renderRemoteFeature(remote, 'supplierUser', '/detail/create', 'en-US');
  await user.type(await screen.findByRole('combobox', { name: /Supplier/ }), 'Rio');
  await user.click(await screen.findByRole('option', { name: /Rio Metals/ }, { timeout: 5000 }));
  await user.type(screen.getByRole('textbox', { name: /Account/ }), 'rio.sales');
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Rio Sales');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'sales@riometals.example');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => {
    const { data } = await api.post<{ items: SupplierUserRecord[] }>('a/supplierUser/search', { account: 'rio.sales' });
    expect(data.items[0]).toMatchObject({ supplierId: 1002, account: 'rio.sales' });
  });
});
