import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api, setRuntimeConfig } from 'shared-ui';
import type { AttachmentSetting, PageResult, Supplier, SupplierListItem } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// A potential supplier goes to sign-off with the review (second-stage) attachments its type
// requires: the detail names the missing ones, the server refuses to send it without them, the
// buyer uploads them and sends it.
jest.setTimeout(120_000);
withMockBackend();
beforeAll(() => setRuntimeConfig({ environment: 'test', version: '1', apiBaseUrl: '/api', mockBackend: true, remotes: { supplier: '', sourcing: '', purchasing: '', payment: '', audit: '', admin: '' } }));

const NOVA = 1003; // the demo potential supplier has its review attachments
const record = (id: number) => api.get<Supplier>(`a/supplier/${id}`).then((r) => r.data);
const pdf = (name: string) => new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a])], name, { type: 'application/pdf' }) as unknown as File;
const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });
const actionButton = (name: string) => waitFor(() => within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name }));

async function runAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await actionButton(name));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** A potential component supplier waiting for review, other than the demo one, and the review attachments its type requires. */
async function potentialSupplier() {
  const rows = (await api.post<PageResult<SupplierListItem>>('a/supplier/search', { stage: 'PRE', status: 'COMMITTED', supplierTypeCode: 'PART', paging: { page: 1, pageSize: 50 } })).data.items;
  const id = rows.map((r) => r.id).find((i) => i !== NOVA)!;
  const { langCode } = (await record(id)).basicData.companyInfo;
  const settings = (await api.get<AttachmentSetting[]>('g/defaultAttachments', { params: { supplierTypeCode: 'PART', langCode } })).data;
  return { id, review: settings.filter((s) => s.stage === 'SECOND' && s.required) };
}

it('names the missing review attachments, is refused sign-off without them, and goes once the buyer uploads them', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const { id, review } = await potentialSupplier();
  expect(review).toHaveLength(2);
  await renderRemoteFeature(remote, 'supplier', `/detail/view/${id}`, 'en-US');
  const section = await screen.findByRole('region', { name: 'Attachments' });
  const notice = await within(section).findByText(/Before this potential supplier goes to sign-off/, {}, { timeout: 10_000 });
  for (const s of review) expect(notice).toHaveTextContent(s.name);

  // Sent anyway: the server refuses, the record stays where it was.
  await runAction(user, 'Send for sign-off');
  // The server's refusal, the spec's required-attachment message for each one, is shown.
  for (const s of review) expect(await screen.findByText(new RegExp(`Upload the required attachment: ${s.name}`))).toBeInTheDocument();
  await waitFor(async () => expect((await record(id)).basicData.systemInfo.status).toBe('COMMITTED'));
  expect(within(await toolbar()).getByRole('button', { name: 'Send for sign-off' })).toBeInTheDocument();

  await user.click(await actionButton('Edit'));
  for (const s of review) {
    await user.upload(within(await screen.findByRole('region', { name: 'Attachments' })).getByLabelText(new RegExp(`^${s.name}`), { selector: 'input' }), pdf(`${s.type}.pdf`));
    expect(await screen.findByText(`${s.type}.pdf`, {}, { timeout: 10_000 })).toBeInTheDocument();
  }
  await waitFor(() => expect(screen.queryByText(/Before this potential supplier goes to sign-off/)).toBeNull());
  await user.click(await actionButton('Save'));
  await waitFor(async () => expect((await record(id)).basicData.systemInfo.status).toBe('DRAFT'));
  await runAction(user, 'Commit');
  await waitFor(async () => expect((await record(id)).basicData.systemInfo.status).toBe('COMMITTED'));
  await runAction(user, 'Send for sign-off');
  await waitFor(async () => expect((await record(id)).basicData.systemInfo.status).toBe('SIGNING'));
});

it('says it in Chinese, and not on the demo potential supplier that has them', async () => {
  await signInAs('buyer');
  const { id, review } = await potentialSupplier();
  const view = await renderRemoteFeature(remote, 'supplier', `/detail/view/${id}`, 'zh-TW');
  const section = await screen.findByRole('region', { name: '附件' });
  const notice = await within(section).findByText(/此潛在供應商送簽核前，須上傳審查階段附件/, {}, { timeout: 10_000 });
  expect(notice).toHaveTextContent(review.map((s) => s.name).join('、'));
  view.unmount();
  await renderRemoteFeature(remote, 'supplier', `/detail/view/${NOVA}`, 'en-US');
  await screen.findByRole('region', { name: 'Attachments' });
  await screen.findAllByText(new RegExp(review[0].type === 'ISO' ? 'ISO' : 'RoHS'));
  expect(screen.queryByText(/Before this potential supplier goes to sign-off/)).toBeNull();
});
