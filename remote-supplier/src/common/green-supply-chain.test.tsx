import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { PublishTarget, Supplier } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(120_000);
withMockBackend();

it('a supplier joins the green supply chain on its own record; announcements to the green supply chain then reach it', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const view = await renderRemoteFeature(remote, 'supplier', '', 'zh-TW');
  await user.click(await screen.findByRole('button', { name: '編輯' }));
  const flag = await screen.findByRole('checkbox', { name: '參與綠色供應鏈調查' });
  expect(flag).not.toBeChecked();
  expect(screen.getByText(/貴公司將收到綠色供應鏈相關公告/)).toBeInTheDocument();
  await user.click(flag);
  await user.click(screen.getByRole('button', { name: '儲存' }));
  await waitFor(async () => expect((await api.get<Supplier>('su/supplier/me')).data.basicData.companyInfo.greenSupplierChainSurvey).toBe(true));

  view.unmount();
  await signInAs('buyer');
  const { data } = await api.post<PublishTarget[]>('a/eipBulletin/publishTargets', { type: 'CRITERIA', greenSupplyChain: true });
  expect(data.map((s) => s.id)).toContain(1001);
});
