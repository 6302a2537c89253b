import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { testServer } from 'shared-ui/testing/msw-server';
import type { Supplier } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(120_000);
withMockBackend();

const me = () => api.get<Supplier>('su/supplier/me').then((r) => r.data);

it('a supplier changes its phone, saves a draft, commits it; the buyer sees the change in History', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const view = await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  expect(await screen.findByRole('heading', { level: 1, name: "Our company's master data" })).toBeInTheDocument();
  const before = (await me()).basicData.companyInfo.phone;
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const phone = (await screen.findAllByRole('textbox', { name: /^Phone/ })).find((f) => f.getAttribute('name') === 'companyInfo.phone')!;
  await user.clear(phone);
  await user.type(phone, '02-2999-0000');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await me()).basicData.systemInfo.status).toBe('DRAFT'));
  expect((await me()).basicData.companyInfo.phone).toBe('02-2999-0000');

  await user.click(await screen.findByRole('button', { name: 'Commit for approval' }));
  const ask = await screen.findByRole('dialog', { name: 'Commit your changes for approval?' });
  expect(within(ask).getByText('Purchasing staff review the change; until they approve it, the approved data stays in use.')).toBeInTheDocument();
  await user.click(within(ask).getByRole('button', { name: 'Commit for approval' }));
  await waitFor(async () => expect((await me()).basicData.systemInfo.status).toBe('COMMITTED'));
  expect(await screen.findByText('Your changes are waiting for purchasing staff to review them.')).toBeInTheDocument();
  view.unmount();

  await signInAs('buyer');
  await renderRemoteFeature(remote, 'supplier', '/detail/view/1001', 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'History' }));
  const compare = await screen.findByRole('table', { name: 'Changes against the last approved data' });
  const row = within(compare).getByText('Company › Phone').closest('tr')!;
  expect(row).toHaveTextContent(before);
  expect(row).toHaveTextContent('02-2999-0000');
});

it('a change to contacts only is committed as what it is: saved into the master at once, no review promised (Chinese)', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'supplier', '', 'zh-TW');
  await user.click(await screen.findByRole('button', { name: '編輯' }));
  const mobile = within(await screen.findByRole('group', { name: '聯絡人 1' })).getByRole('textbox', { name: /^手機/ });
  await user.clear(mobile);
  await user.type(mobile, '+886 912 000 111');
  await user.click(screen.getByRole('button', { name: '儲存' }));
  await waitFor(async () => expect((await me()).basicData.systemInfo.status).toBe('DRAFT'));

  await user.click(await screen.findByRole('button', { name: '送出' }));
  const ask = await screen.findByRole('dialog', { name: '確定送出異動？' });
  expect(within(ask).getByText('此次異動僅涉及聯絡人，送出後將直接更新主檔資料，無須審核。')).toBeInTheDocument();
  expect(within(ask).queryByText(/採購人員審核/)).toBeNull();
  await user.click(within(ask).getByRole('button', { name: '送出' }));
  await waitFor(async () => expect((await me()).basicData.systemInfo.status).toBe('APPROVED'));
  expect((await me()).basicData.contactList[0].mobile).toBe('+886 912 000 111');
});

it('a refused save keeps what the supplier typed and says why at the field (Chinese)', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'supplier', '', 'zh-TW');
  await user.click(await screen.findByRole('button', { name: '編輯' }));
  const postcode = await screen.findByRole('textbox', { name: /^地址一郵遞區號/ });
  await user.clear(postcode);
  await user.type(postcode, '1234567');
  await user.click(screen.getByRole('button', { name: '儲存' }));
  expect(await screen.findByText('郵遞區號最多 5 個字元。')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^地址一郵遞區號/ })).toHaveValue('1234567');
  expect((await me()).basicData.systemInfo.status).toBe('APPROVED');
});

/**
 * Hsin Tai (1001) trades in TWD (1100) and USD (2100), purchasing data it never sees: the rule
 * "a trading-currency account first" (spec section 5) is still told at the currency as the
 * supplier edits, before any save reaches the server.
 */
it.each([
  ['en-US', { edit: 'Edit', save: 'Save', bank: 'Bank account', remove: 'Remove Bank account 2', currency: /^Currency/, yen: /Japanese yen/, message: 'Add a trading currency account first.' }],
  ['zh-TW', { edit: '編輯', save: '儲存', bank: '銀行帳戶', remove: '移除銀行帳戶 2', currency: /^幣別/, yen: /日圓/, message: '請先新增交易幣別的帳戶。' }],
] as const)('an account in no trading currency is refused at its currency before saving (%s)', async (locale, text) => {
  const user = userEvent.setup();
  await signInAs('supplier');
  const saves: string[] = [];
  testServer.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') saves.push(request.url);
  });
  await renderRemoteFeature(remote, 'supplier', '', locale);
  await user.click(await screen.findByRole('button', { name: text.edit }));
  const second = await screen.findByRole('group', { name: `${text.bank} 2` });
  await user.click(within(second).getByRole('button', { name: text.remove }));
  await waitFor(() => expect(screen.queryByRole('group', { name: `${text.bank} 2` })).toBeNull());
  const first = screen.getByRole('group', { name: `${text.bank} 1` });
  await user.click(within(first).getByRole('combobox', { name: text.currency }));
  await user.click(await screen.findByRole('option', { name: text.yen }));
  await user.click(screen.getByRole('button', { name: text.save }));
  expect(await within(first).findByText(text.message)).toBeInTheDocument();
  testServer.events.removeAllListeners();
  expect(saves).toEqual([]);
  expect((await me()).basicData.bankInfoList).toHaveLength(2);
});

it("supplier2 opening supplier's record by URL sees its own record, never supplier's", async () => {
  await signInAs('supplier2');
  await renderRemoteFeature(remote, 'supplier', '/detail/view/1001', 'en-US');
  expect((await screen.findAllByText(/Rio Metals/)).length).toBeGreaterThan(0);
  expect(screen.queryByText(/Hsin Tai/)).toBeNull();
  // The API client hands the 404 to the notifier: a React state update, so inside act().
  await act(() => expect(api.get('su/supplier/1001')).rejects.toMatchObject({ response: { status: 404 } }));
});

it('a supplier reads its own audits and their results, each a link into the audit area', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  await user.click(await screen.findByRole('tab', { name: 'Audit Records' }));
  const table = await screen.findByRole('table', { name: 'Audits of this supplier' });
  expect(within(table).getAllByRole('row')).toHaveLength(4); // header + its three audits past the draft stage
  const conditional = within(table).getByRole('link', { name: 'AUD-2026-0003' }).closest('tr')!;
  expect(conditional).toHaveTextContent('Conditional pass');
  expect(conditional).toHaveTextContent('73');
  expect(within(table).getByRole('link', { name: 'AUD-2026-0025' })).toHaveAttribute('href', '/admin/audit/detail/view/77');
});

it('a potential supplier reads what its stage means to it, not the reminder meant for purchasing staff', async () => {
  await signInAs('potential');
  await renderRemoteFeature(remote, 'supplier', '', 'zh-TW');
  expect(await screen.findByText('貴公司目前為潛在供應商，尚未經採購人員核准為正式供應商。')).toBeInTheDocument();
  expect(screen.queryByText(/請與供應商聯絡人確認/)).toBeNull();
});
