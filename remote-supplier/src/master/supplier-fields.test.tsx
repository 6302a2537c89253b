import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { Supplier } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(120_000);
withMockBackend();

const record = (id: number) => api.get<Supplier>(`a/supplier/${id}`).then((r) => r.data);
const company = () => screen.findByRole('region', { name: 'Company information' });

it('a buyer keeps the environment level, company code, registration region and social insurance code of a supplier', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'supplier', '/detail/edit/1001', 'en-US');
  const section = await company();
  await user.click(within(section).getByRole('combobox', { name: /Environment level/ }));
  await user.click(await screen.findByRole('option', { name: /Green partner A/ }));
  await user.type(within(section).getByRole('textbox', { name: /Registration region/ }), 'New Taipei City');
  await user.type(within(section).getByRole('textbox', { name: /Social insurance code/ }), 'SI-778899');
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await record(1001)).basicData.companyInfo).toMatchObject({ environmentLevelCode: 'A', registrationRegion: 'New Taipei City', socialInsuranceCode: 'SI-778899' }));
  // A save opens the record in view mode: wait for that move, then read the kept values there.
  await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 });
  const shown = await company();
  expect(within(shown).getByText('Company code')).toBeInTheDocument();
  expect(within(shown).getByText('Green partner A')).toBeInTheDocument();
  expect(within(shown).getByText('New Taipei City')).toBeInTheDocument();
});

it('a supplier edits its registration region and social insurance code but not the environment level (Chinese labels)', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'supplier', '', 'zh-TW');
  await user.click(await screen.findByRole('button', { name: '編輯' }));
  const section = await screen.findByRole('region', { name: '公司資料' });
  expect(within(section).getByRole('textbox', { name: /登記地區/ })).toBeEnabled();
  expect(within(section).getByRole('textbox', { name: /社會保險代碼/ })).toBeEnabled();
  expect(within(section).queryByRole('combobox', { name: /環境等級/ })).toBeNull();
});

it('a new supplier (a copy) is saved and sent for approval in one step: COMMITTED, with its CREATE and COMMIT lines', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const newest = async () => (await api.post<{ items: { id: number; status: string }[] }>('a/supplier/search', { paging: { page: 1, pageSize: 1 } })).data.items[0];
  const before = (await newest()).id;
  await renderRemoteFeature(remote, 'supplier', '/detail/copy/1001', 'en-US');
  const applicant = await screen.findByRole('region', { name: 'Applicant and payment' });
  await user.type(within(applicant).getByRole('textbox', { name: /^Account/ }), 'hsintai2');
  await user.type(within(applicant).getByRole('textbox', { name: /^Name/ }), 'Lin Mei');
  await user.type(within(applicant).getByRole('textbox', { name: /^E-mail/ }), 'mei@hsintai.example');
  const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
  expect(within(toolbar).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  await user.click(within(toolbar).getByRole('button', { name: 'Save and send for approval' }));
  await waitFor(async () => expect((await newest()).id).toBeGreaterThan(before));
  const created = await newest();
  expect(created.status).toBe('COMMITTED');
  expect((await api.get<{ action: string }[]>(`a/supplier/${created.id}/commitHistory`)).data.map((h) => h.action)).toEqual(['COMMIT', 'CREATE']);
  // The page opens the new record.
  expect(await screen.findByText('View')).toBeInTheDocument();
});

it('a copy of a Brazilian supplier keeps Brazil as B1, the creation code, and is saved', async () => {
  const user = userEvent.setup();
  // 1060 trades in Brazil's purchasing orgs: a buyer of them copies it.
  await signInAs('joao.silva');
  const newest = async () => (await api.post<{ items: { id: number }[] }>('a/supplier/search', { paging: { page: 1, pageSize: 1 } })).data.items[0];
  const before = (await newest()).id;
  // Supplier 1060: a draft whose country is B1 (Brazil, as chosen when a supplier is created).
  await renderRemoteFeature(remote, 'supplier', '/detail/copy/1060', 'en-US');
  const applicant = await screen.findByRole('region', { name: 'Applicant and payment' });
  expect(within(await company()).getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription(/\(B1\) when registering/);
  await user.type(within(applicant).getByRole('textbox', { name: /^Account/ }), 'brasil2');
  await user.type(within(applicant).getByRole('textbox', { name: /^Name/ }), 'Ana Souza');
  await user.type(within(applicant).getByRole('textbox', { name: /^E-mail/ }), 'ana@brasil.example');
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await newest()).id).toBeGreaterThan(before));
  expect((await record((await newest()).id)).basicData.companyInfo.countryCode).toBe('B1');
});

it('a change of a supplier is told to choose Brazil as BR', async () => {
  await signInAs('buyer');
  await renderRemoteFeature(remote, 'supplier', '/detail/edit/1001', 'zh-TW');
  const section = await screen.findByRole('region', { name: '公司資料' });
  expect(within(section).getByRole('combobox', { name: /^國家/ })).toHaveAccessibleDescription('巴西：異動資料時請選擇「巴西」(BR)。');
});

it('a required attachment taken off is refused by the server on save, shown at that attachment; nothing stored', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const registration = (await record(1001)).basicData.attachmentList.find((a) => a.attachmentCode === 'PART-REG-ZH')!;
  const fileName = registration.files[0].fileName;
  await renderRemoteFeature(remote, 'supplier', '/detail/edit/1001', 'en-US');
  await user.click(await screen.findByRole('button', { name: `Remove ${fileName}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(within(await screen.findByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  const slot = await screen.findByRole('group', { name: new RegExp(registration.attachmentName!) });
  expect(await within(slot).findByText(`Upload the required attachment: ${registration.attachmentName}.`)).toBeInTheDocument();
  expect((await record(1001)).basicData.attachmentList.find((a) => a.attachmentCode === 'PART-REG-ZH')!.files).toHaveLength(1);
});

it('the tax jurisdiction a supplier picks comes from its own tax options (its country only)', async () => {
  const user = userEvent.setup();
  await signInAs('supplier');
  await renderRemoteFeature(remote, 'supplier', '', 'en-US');
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.click(within(await company()).getByRole('combobox', { name: /Tax jurisdiction/ }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
  expect(options).toContain('Taiwan');
  expect(options).not.toContain('Brazil, São Paulo');
});
