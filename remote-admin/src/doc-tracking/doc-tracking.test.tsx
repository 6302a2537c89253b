import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devCall, loseFirstAnswer, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { renderRemoteFeature } from 'shared-ui/testing';
import { allowEditorInJsdom } from '../bulletin/editor-test-dom';
import remote from '../routes';
import { internal, publishedDoc, runAction, signInAs, toolbar } from './doc-tracking-test-kit';

// Document tracking, purchasing's side, over the whole mock backend: buyer writes, admin approves,
// versions replace each other; 1002 (`supplier2`) is never a target here.
jest.setTimeout(120_000);
withMockBackend();
beforeAll(allowEditorInJsdom);

it('buyer drafts and commits; the approver rejects with a reason, the buyer corrects, the approver confirms: one reply per target', async () => {
  const user = userEvent.setup();
  // The demo's business day, not the machine's date: the form dates the document from the server's day.
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('buyer');
  const draft = await renderRemoteFeature(remote, 'docTracking', '/detail/create', 'en-US');
  await user.type(await screen.findByRole('textbox', { name: /^Subject/ }), 'Conflict minerals 2027');
  await user.click(screen.getByRole('combobox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: /Environment/ }));
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'CMRT 7.0 report');
  await user.click(await screen.findByRole('textbox', { name: /^Content/ }));
  await user.keyboard('Please fill in the CMRT.');
  expect(screen.getByRole('checkbox', { name: 'Reply required' })).toBeChecked();
  await user.click(screen.getByRole('combobox', { name: /^Suppliers/ }));
  await user.keyboard('Hsin Tai Precision');
  await user.click(await screen.findByRole('option', { name: /Hsin Tai Precision/ }, { timeout: 5000 }));
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await screen.findByText('View');
  const id = Number(/detail\/view\/(\d+)/.exec(window.location.href)?.[1] ?? NaN) || (await api.post<{ items: { id: number }[] }>('a/eipBulletin/search', { subject: 'Conflict minerals 2027' })).data.items[0].id;
  expect(await internal(id)).toMatchObject({ status: 'DRAFT', replyRequired: true, publishDate: '2026-03-19', replyDueDate: '2026-04-02', validTo: '2026-05-03', targets: { type: 'SUPPLIER', supplierIds: [1001] } });
  await runAction(user, 'Send for approval');
  await waitFor(async () => expect((await internal(id)).status).toBe('COMMITTED'));
  draft.unmount();

  await signInAs('admin');
  const approver = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  await user.click(await waitFor(() => within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Reject' })));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this version' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Attach the CMRT template.');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(async () => expect((await internal(id)).status).toBe('REJECTED'));
  approver.unmount();

  await signInAs('buyer');
  const editor = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  expect(await screen.findByRole('note')).toHaveTextContent('Attach the CMRT template.');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Edit' }));
  const title = await screen.findByRole('textbox', { name: /^Title/ });
  await user.type(title, ' (template attached)');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await internal(id)).status).toBe('DRAFT'));
  await runAction(user, 'Send for approval');
  editor.unmount();

  await signInAs('admin');
  await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  await runAction(user, 'Confirm and publish');
  await waitFor(async () => expect((await internal(id)).status).toBe('PUBLISHED'));
  expect((await internal(id)).replies).toEqual([expect.objectContaining({ supplierId: 1001, status: 'PENDING' })]);
  await user.click(screen.getByRole('tab', { name: 'Versions and history' }));
  const history = await screen.findByRole('table', { name: 'History of this version' });
  expect(within(history).getByText('Rejected')).toBeInTheDocument();
  expect(within(history).getByText('Confirmed and published')).toBeInTheDocument();
});

it('a new version replaces the published one once confirmed; reminders raise the count; closing stops replies', async () => {
  const user = userEvent.setup();
  const v1 = await publishedDoc();
  const page = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${v1}`, 'en-US');
  await runAction(user, 'Remind');
  await waitFor(async () => expect((await internal(v1)).reminderCount).toBe(1));
  await runAction(user, 'New version');
  expect(await screen.findByText('Edit')).toBeInTheDocument();
  const v2 = Number(/detail\/edit\/(\d+)/.exec(window.location.pathname)?.[1]);
  const draft = (await internal(v1)).versions.at(-1)!;
  expect(draft).toMatchObject({ version: 2, status: 'DRAFT' });
  await api.post(`a/eipBulletinPublish/${draft.id}/commit`);
  await api.post(`a/eipBulletinPublish/${draft.id}/confirm`);
  expect(await internal(v1)).toMatchObject({ docVersionStatus: 'OLD', status: 'CLOSED' });
  expect(Number.isNaN(v2) || v2 === draft.id).toBe(true);
  page.unmount();

  await signInAs('supplier');
  const old = await renderRemoteFeature(remote, 'docTracking', `/detail/view/${v1}`, 'en-US');
  expect(await screen.findByText('This document no longer takes replies.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  old.unmount();

  await signInAs('buyer');
  await api.post(`a/eipBulletin/close/${encodeURIComponent((await internal(draft.id)).docVersionCode!)}`);
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'docTracking', `/detail/view/${draft.id}`, 'en-US');
  expect(await screen.findByText('This document no longer takes replies.')).toBeInTheDocument();
});

it('New version confirmed again after its answer never arrived makes one version, not two', async () => {
  const user = userEvent.setup();
  const v1 = await publishedDoc();
  await renderRemoteFeature(remote, 'docTracking', `/detail/view/${v1}`, 'en-US');
  const sent = loseFirstAnswer('*/api/a/eipBulletin/:id/publish');
  await user.click(within(await toolbar()).getByRole('button', { name: 'New version' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start a new version?' });
  await user.click(within(dialog).getByRole('button', { name: 'New version' }));
  await waitFor(() => expect(sent.lost).toBe(true));
  // The question stays after the lost answer: confirming again is the same call.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'New version' })).not.toHaveAttribute('aria-disabled'));
  await user.click(within(dialog).getByRole('button', { name: 'New version' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Edit')).toBeInTheDocument();
  expect(sent.keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), sent.keys[0]]);
  expect((await internal(v1)).versions.filter((v) => v.status === 'DRAFT')).toHaveLength(1);
});

it('another supplier never reaches the document: not by list, not by URL', async () => {
  const id = await publishedDoc();
  await signInAs('supplier2');
  const list = await renderRemoteFeature(remote, 'docTracking', '', 'en-US');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  expect(within(grid).queryByText('Sign the QA agreement')).toBeNull();
  list.unmount();
  await renderRemoteFeature(remote, 'docTracking', `/detail/view/${id}`, 'en-US');
  expect(await screen.findByText('The record could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByText('Sign the QA agreement')).toBeNull();
});
