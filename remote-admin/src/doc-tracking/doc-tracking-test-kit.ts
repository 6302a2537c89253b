import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { signInAs as signIn } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { BulletinDetail, SupplierBulletinDetail } from 'shared-ui/contract';
import { queryClient, serverDay } from 'shared-ui/data';

// Jest only: what the document-tracking tests share.

export type User = ReturnType<typeof userEvent.setup>;
/** Another account signs in, as after a logout: nothing read by the previous one is kept. */
export const signInAs = (account: string) => {
  queryClient.clear();
  return signIn(account);
};
export const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });
export const internal = (id: number) => api.get<BulletinDetail>(`a/eipBulletin/${id}`).then((r) => r.data);
export const own = (id: number) => api.get<SupplierBulletinDetail>(`su/eipBulletin/${id}`).then((r) => r.data);
export const replyOf1001 = async (id: number) => (await internal(id)).replies?.find((r) => r.supplierId === 1001);

/** Runs an action of the toolbar and answers its question with `confirmName`. */
export async function runAction(user: User, name: string, confirmName = name) {
  await user.click(await waitFor(() => within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name })));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: confirmName }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** A document for 1001 with a reply due, as the form saves it. */
export const docBody = (over: Record<string, unknown> = {}) => ({
  subject: 'QA agreement',
  category: 'QUALITY',
  title: 'Sign the QA agreement',
  content: '<p>Sign and upload it.</p>',
  publishDate: serverDay(0),
  validFrom: serverDay(0),
  validTo: serverDay(60),
  replyRequired: true,
  replyDueDate: serverDay(14),
  targets: { type: 'SUPPLIER', supplierIds: [1001] },
  attachments: [],
  ...over,
});

/** Created, committed and confirmed through the API (another test drives those screens). */
export async function publishedDoc(): Promise<number> {
  await signInAs('buyer');
  const { data } = await api.post<BulletinDetail>('a/eipBulletin', docBody());
  await api.post(`a/eipBulletinPublish/${data.id}/commit`);
  await api.post(`a/eipBulletinPublish/${data.id}/confirm`);
  return data.id;
}

