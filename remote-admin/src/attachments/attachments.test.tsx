import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { AttachmentSetting } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(120_000);
withMockBackend();

it('lists the settings ascending, filtered by supplier type', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'attachments', '', 'en-US');
  const grid = await screen.findByRole('grid');
  expect(await within(grid).findByText('RAW-REG-ZH')).toBeInTheDocument(); // id 1 first
  // Its type, supplier type and language by their names, not their codes.
  const first = within(grid).getByText('RAW-REG-ZH').closest('[role="row"]') as HTMLElement;
  await waitFor(() => expect(within(first).getByRole('gridcell', { name: 'Business registration' })).toBeInTheDocument());
  expect(within(first).getByRole('gridcell', { name: 'Raw material supplier' })).toBeInTheDocument();
  expect(within(first).getByRole('gridcell', { name: 'Traditional Chinese' })).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Supplier type' }));
  await user.click(await screen.findByRole('option', { name: /^Service/ }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(within(grid).queryByText('RAW-REG-ZH')).toBeNull());
  expect(within(grid).getByText('SVC-REG-ZH')).toBeInTheDocument();
});

it('opens a setting by its code, makes it required, and the sign-up page’s list follows', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'attachments', '/detail/edit/SVC-NDA-EN', 'en-US');
  const required = await screen.findByRole('checkbox', { name: 'Required' });
  expect(required).not.toBeChecked();
  expect(screen.queryByRole('textbox', { name: /Attachment code/ })).toBeNull();
  await user.click(required);
  await user.click(within(await screen.findByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await api.get<AttachmentSetting>('g/supplierTypeAttachment/SVC-NDA-EN')).data.required).toBe(true));
  const { data } = await api.get<AttachmentSetting[]>('g/defaultAttachments', { params: { supplierTypeCode: 'SVC', langCode: 'en-US' } });
  expect(data.find((s) => s.attachmentCode === 'SVC-NDA-EN')?.required).toBe(true);
});

it('names a setting’s name as an attachment’s, not a person’s, in Chinese', async () => {
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'attachments', '/detail/view/SVC-NDA-EN');
  expect(await screen.findByText('附件名稱')).toBeInTheDocument();
  expect(screen.getByText('Non-disclosure agreement')).toBeInTheDocument();
  expect(screen.queryByText('姓名')).toBeNull();
});
