import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace } from 'shared-ui';
import type { BulkSupplierRow } from 'shared-ui/contract';
import { renderInPortal } from 'shared-ui/testing';
import remote from '../routes';
import type { BulkChangeRow } from './bulk-check';
import { ChangesTable } from './bulk-tables';

registerNamespace(remote.namespace, remote.resources);

const rows: BulkChangeRow[] = Array.from({ length: 150 }, (_, i) => {
  const no = `SCP${String(i + 1).padStart(6, '0')}`;
  return { row: i + 2, supplierNoScp: no, old: { supplierNoScp: no, webSite: 'https://old.example' } as BulkSupplierRow, changed: { webSite: `https://${no}.example` } };
});

it('shows the changes a hundred suppliers at a time (a 5,000-row sheet stays responsive)', async () => {
  const user = userEvent.setup();
  await renderInPortal(<ChangesTable rows={rows} title="Changes" />, { locale: 'en-US' });
  expect(screen.getByText('Suppliers 1–100 of 150')).toBeInTheDocument();
  expect(screen.getByText('SCP000100')).toBeInTheDocument();
  expect(screen.queryByText('SCP000101')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Suppliers 101–150 of 150')).toBeInTheDocument();
  expect(screen.getByText('SCP000150')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});
