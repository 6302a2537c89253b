import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { Supplier } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(120_000);
withMockBackend();

/** The supplier changes its phone on 20 February and leaves it; 31 March, signed in again (a session does not last the weeks). */
async function leaveAChangeOver30Days() {
  await devCall('clock', { today: '2026-02-20' });
  await signInAs('supplier');
  const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = (await api.get<Supplier>('su/supplier/me')).data.basicData;
  await api.put('su/supplier/me', { companyInfo: { ...companyInfo, phone: '02-1111-2222' }, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList });
  await devCall('clock', { today: '2026-03-31' });
  await signInAs('supplier');
}

/** 1 April: the automatic restore flags the change (to be reverted on the 7th). */
const flag = async () => {
  await devCall('clock', { today: '2026-04-01' });
  await signInAs('supplier');
  expect((await api.get<Supplier>('su/supplier/me')).data.basicData.systemInfo.restoreReviewOn).toBe('2026-04-01');
};

it('the supplier is told, in its language, the day its change left over 30 days is undone unless it goes to sign-off', async () => {
  await leaveAChangeOver30Days();
  const before = await renderRemoteFeature(remote, 'supplier', '', 'zh-TW');
  expect(await screen.findByText('您的異動已儲存為草稿，完成後請送出：僅異動聯絡人時直接更新主檔資料，其他異動由採購人員審核。')).toBeInTheDocument();
  expect(screen.queryByText(/自動撤銷/)).toBeNull(); // not flagged yet
  before.unmount();

  await flag();
  const zh = await renderRemoteFeature(remote, 'supplier', '', 'zh-TW');
  expect(await screen.findByText('貴公司的異動已超過 30 天未送簽核。若採購人員未於 2026-04-07 前將異動送出簽核，異動將於當天自動撤銷，主檔資料還原為最近一次核准的版本。尚未送出審核的異動，請儘早送出。')).toBeInTheDocument();
  zh.unmount();
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  expect(
    await screen.findByText(
      'Your changes have waited over 30 days without going to sign-off. Unless purchasing staff send them for sign-off before 2026-04-07, they are undone on that day and your master data goes back to the last approved version. If you have not committed them yet, commit them now.',
    ),
  ).toBeInTheDocument();
});

it('purchasing staff read the same warning over the pending change, on Basic Info and in History', async () => {
  const user = userEvent.setup();
  await leaveAChangeOver30Days();
  await flag();
  await signInAs('buyer');
  const en = await renderRemoteFeature(remote, 'supplier', '/detail/view/1001', 'en-US');
  const warning = 'This change has waited over 30 days without going to sign-off. Unless it is sent for sign-off before 2026-04-07, it is undone on that day and the record goes back to the last approved data.';
  expect(await screen.findByText(warning)).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'History' }));
  const compare = await screen.findByRole('region', { name: 'Changes against the last approved data' });
  expect(await within(compare).findByText(warning)).toBeInTheDocument();
  en.unmount();

  await renderRemoteFeature(remote, 'supplier', '/detail/view/1001', 'zh-TW');
  expect(await screen.findByText('此異動已超過 30 天未送簽核。若未於 2026-04-07 前送出簽核，異動將於當天自動撤銷，資料還原為最近一次核准的版本。')).toBeInTheDocument();
});
