import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { api, setRuntimeConfig } from 'shared-ui';
import type { PageResult, Role, Supplier, SupplierHistoryEntry } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

jest.setTimeout(120_000);
withMockBackend();
// A test environment: the sign-off's stand-in is offered (never in production).
beforeAll(() => setRuntimeConfig({ environment: 'test', version: '1', apiBaseUrl: '/api', mockBackend: true, remotes: { supplier: '', sourcing: '', purchasing: '', payment: '', audit: '', admin: '' } }));

const open = (id: number, mode = 'view', locale: 'en-US' | 'zh-TW' = 'en-US') => renderRemoteFeature(remote, 'supplier', `/detail/${mode}/${id}`, locale);
const record = (id: number) => api.get<Supplier>(`a/supplier/${id}`).then((r) => r.data);
const toolbar = () => screen.findByRole('toolbar', { name: 'Actions' });

/** A button of the toolbar the page shows now (a save or a mode change renders a new one). */
const actionButton = (name: string) => waitFor(() => within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name }));

/** Runs an action of the toolbar and confirms it in its dialog. */
async function runAction(user: ReturnType<typeof userEvent.setup>, name: string, confirmName = name) {
  await user.click(await actionButton(name));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: confirmName }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

it('a buyer sees the six tabs of an approved supplier and its timeline and conversation, read-only, with the actions its state allows', async () => {
  await signInAs('buyer');
  await open(1001);
  const tabs = await screen.findByRole('tablist');
  expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Basic Info',
    'Financial',
    'Procurement',
    'Supplier Relationship Maintenance',
    'Audit Records',
    'History',
    'Timeline',
    'Conversation',
  ]);
  expect((await screen.findAllByText('鑫泰精密股份有限公司 Hsin Tai Precision Co., Ltd.')).length).toBeGreaterThan(0);
  expect(screen.queryByRole('textbox', { name: /Company name/ })).toBeNull();
  const actions = within(await toolbar()).getAllByRole('button').map((b) => b.textContent);
  expect(actions).toEqual(expect.arrayContaining(['Update to ERP', 'Block', 'Edit']));
  expect(actions).not.toContain('Commit');
});

it('quality (view only) gets no Edit, no actions and no Financial or Procurement tab', async () => {
  await signInAs('quality');
  await open(1001);
  const tabs = await screen.findByRole('tablist');
  expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Basic Info', 'Supplier Relationship Maintenance', 'Audit Records', 'History', 'Timeline', 'Conversation']);
  expect(within(await toolbar()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to list']);
});

it("a supplier of another purchasing org is not found by URL: the page says it could not be loaded and shows none of it (both languages)", async () => {
  // joao.silva buys for Brazil (3100, 3200); 1001 trades in Taiwan and Suzhou (1100, 2100).
  await signInAs('joao.silva');
  const english = await open(1001);
  expect(await screen.findByText('The record could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByText(/Hsin Tai/)).toBeNull();
  expect(screen.queryByRole('tablist')).toBeNull();
  english.unmount();
  await open(1001, 'view', 'zh-TW');
  expect(await screen.findByText('無法載入此筆資料。')).toBeInTheDocument();
  expect(screen.queryByText(/鑫泰/)).toBeNull();
});

it('a second bank account in the same currency is refused at its currency, everything typed kept', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await open(1001, 'edit');
  const second = await screen.findByRole('group', { name: 'Bank account 2' });
  const name = within(second).getByRole('textbox', { name: /Account name/ });
  await user.clear(name);
  await user.type(name, 'Hsin Tai (second)');
  await user.click(within(second).getByRole('combobox', { name: /Currency/ }));
  await user.click(await screen.findByRole('option', { name: /Taiwan/ }));
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  expect(await within(second).findByText('A bank account in the same currency exists.')).toBeInTheDocument();
  expect(within(second).getByRole('textbox', { name: /Account name/ })).toHaveValue('Hsin Tai (second)');
  expect((await record(1001)).basicData.bankInfoList.map((b) => b.accountName)).not.toContain('Hsin Tai (second)');
});

/** The BUYER role without supplier purchasing data (neither seen nor edited), its basic data kept: saved by the admin, so the server holds the buyer to it as well. */
async function buyerWithoutPurchasingData() {
  await signInAs('admin');
  const roles = await api.post<PageResult<Role & { id: number }>>('a/role/search', { roleCode: 'BUYER', paging: { page: 1, pageSize: 20 } });
  const role = roles.data.items.find((r) => r.roleCode === 'BUYER')!;
  const none = { create: false, edit: false, view: false, review: false };
  await api.put(`a/role/${role.id}`, { ...role, permissionList: role.permissionList.map((l) => (l.object === 'SUPPLIER_PURCHASE' ? { ...l, ...none } : l)) });
  await signInAs('buyer');
}

/**
 * Hsin Tai (1001) trades in TWD (1100) and USD (2100): staff who may change its basic data but
 * not see its purchasing data are held to "a trading-currency account first" (spec section 5) at
 * the currency as they edit, from the currencies the record tells, before any save is sent.
 */
it.each([
  ['en-US', { actions: 'Actions', save: 'Save', basic: 'Basic Info', procurement: 'Procurement', bank: 'Bank account', remove: 'Remove Bank account 2', currency: /^Currency/, yen: /Japanese yen/, message: 'Add a trading currency account first.' }],
  ['zh-TW', { actions: '操作', save: '儲存', basic: '基本資料', procurement: '採購資料', bank: '銀行帳戶', remove: '移除銀行帳戶 2', currency: /^幣別/, yen: /日圓/, message: '請先新增交易幣別的帳戶。' }],
] as const)('staff without purchasing data are told the trading-currency rule at the currency before saving (%s)', async (locale, text) => {
  const user = userEvent.setup();
  await buyerWithoutPurchasingData();
  expect((await record(1001)).permissions.purchase).toEqual({ visible: false, editable: false });
  const saves: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method === 'PUT') saves.push(request.url);
  };
  testServer.events.on('request:start', listen);
  try {
    await open(1001, 'edit', locale);
    const second = await screen.findByRole('group', { name: `${text.bank} 2` });
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getByRole('tab', { name: text.basic })).toBeInTheDocument();
    expect(tabs.queryByRole('tab', { name: text.procurement })).toBeNull();
    await user.click(within(second).getByRole('button', { name: text.remove }));
    await waitFor(() => expect(screen.queryByRole('group', { name: `${text.bank} 2` })).toBeNull());
    const first = screen.getByRole('group', { name: `${text.bank} 1` });
    await user.click(within(first).getByRole('combobox', { name: text.currency }));
    await user.click(await screen.findByRole('option', { name: text.yen }));
    await user.click(within(screen.getByRole('toolbar', { name: text.actions })).getByRole('button', { name: text.save }));
    expect(await within(first).findByText(text.message)).toBeInTheDocument();
  } finally {
    testServer.events.removeListener('request:start', listen);
  }
  expect(saves).toEqual([]);
  expect((await record(1001)).basicData.bankInfoList).toHaveLength(2);
});

it("another country for a bank account clears its bank: neither the old country's code nor another bank of the same code in the new one", async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await open(1001, 'edit');
  const first = await screen.findByRole('group', { name: 'Bank account 1' });
  const country = () => within(first).getByRole('combobox', { name: /^Bank country/ });
  const bank = () => within(first).getByRole('combobox', { name: /^Bank(?! country)/ });
  const pick = async (select: HTMLElement, option: string) => {
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: option }));
  };
  await waitFor(() => expect(bank().textContent).toMatch(/^\d+ \S/));
  await pick(country(), 'China');
  // Not the Taiwanese bank's raw code, which the server would refuse: nothing, to be picked again.
  expect(bank().textContent).not.toMatch(/\w/);
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  expect(await within(first).findByText('Required')).toBeInTheDocument();
  await pick(bank(), '104 Bank of China');
  // 104 is Caixa in Brazil: the account does not quietly change banks.
  await pick(country(), 'Brazil');
  await waitFor(() => expect(bank().textContent).not.toMatch(/\w/));
  expect(within(first).getByText('Required')).toBeInTheDocument();
  await pick(bank(), '001 Banco do Brasil');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await record(1001)).basicData.bankInfoList[0]).toMatchObject({ countryCode: 'BR', bankCode: '001' }));
});

it('a potential supplier goes to sign-off, is approved (normal stage) and written to the ERP; History tells it', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await open(1003);
  expect(await screen.findByText('Supplier not yet approved (potential stage): confirm with the supplier contact.')).toBeInTheDocument();
  await runAction(user, 'Send for sign-off');
  await waitFor(async () => expect((await record(1003)).basicData.systemInfo.status).toBe('SIGNING'));
  // Frozen while signed off: no Edit.
  await waitFor(async () => expect(within(await toolbar()).queryByRole('button', { name: 'Edit' })).toBeNull());
  await runAction(user, 'Sign-off: approve (test)');
  await waitFor(async () => expect((await record(1003)).basicData.systemInfo.stage).toBe('NORMAL'));
  await runAction(user, 'Update to ERP');
  await waitFor(async () => expect((await record(1003)).basicData.systemInfo.supplierNoSap).toBeTruthy());
  const sap = (await record(1003)).basicData.systemInfo.supplierNoSap!;
  expect((await screen.findAllByText(sap)).length).toBeGreaterThan(0);

  await user.click(screen.getByRole('tab', { name: 'History' }));
  const history = await screen.findByRole('table', { name: 'Commit history' });
  await waitFor(() => expect(within(history).getByText('Updated to ERP')).toBeInTheDocument());
  expect(within(history).getByText('Sign-off approved')).toBeInTheDocument();
  expect(within(history).getByText('Sent for sign-off')).toBeInTheDocument();
});

it('a rejection needs a reason, which the history keeps', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await open(1003);
  await user.click(await within(await toolbar()).findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this change' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The tax certificate is out of date.');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(async () => expect((await record(1003)).basicData.systemInfo.status).toBe('REJECTED'));
  const lines = (await api.get<SupplierHistoryEntry[]>('a/supplier/1003/commitHistory')).data;
  expect(lines[0]).toMatchObject({ action: 'REJECT', note: 'The tax certificate is out of date.' });
});

it('blocks a supplier from a date, then unblocks it; the date shown says which it was (Chinese)', async () => {
  const user = userEvent.setup();
  // The demo's business day, not the machine's date: the block is dated from the server's day.
  await devCall('clock', { today: '2026-03-19' });
  await signInAs('buyer');
  await open(1001, 'view', 'zh-TW');
  await user.click(await within(await screen.findByRole('toolbar', { name: '操作' })).findByRole('button', { name: '凍結' }));
  const dialog = await screen.findByRole('dialog', { name: '凍結此供應商' });
  await user.click(within(dialog).getByRole('button', { name: '凍結' }));
  await waitFor(async () => expect((await record(1001)).basicData.systemInfo.blockStatus).toBe('BLOCKED'));
  expect((await record(1001)).basicData.systemInfo.blockDate).toBe('2026-03-19');
  expect(await within(screen.getByRole('toolbar', { name: '操作' })).findByRole('button', { name: '解除凍結' })).toBeInTheDocument();
  expect(await screen.findByText('凍結日期')).toBeInTheDocument();

  // Unblocked, the date shown is the unblock's, named so: not a block still to come.
  await user.click(within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: '解除凍結' }));
  const unblock = await screen.findByRole('dialog', { name: '解除凍結此供應商' });
  await user.click(within(unblock).getByRole('button', { name: '解除凍結' }));
  await waitFor(async () => expect((await record(1001)).basicData.systemInfo.blockAction).toBe('UNBLOCK'));
  expect(await screen.findByText('解除凍結日期')).toBeInTheDocument();
  expect(screen.queryByText('凍結日期')).toBeNull();
});

it('records a relationship event and commits it', async () => {
  const user = userEvent.setup();
  // Rio Metals trades in Brazil (3100): a buyer of that org's.
  await signInAs('joao.silva');
  await open(1002);
  await user.click(await screen.findByRole('tab', { name: 'Supplier Relationship Maintenance' }));
  await user.click(await screen.findByRole('button', { name: 'Record an event' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record a relationship event' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(2);
  await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Plant visit in Manaus');
  await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
  await user.click((await screen.findAllByRole('option'))[1]);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(await screen.findByRole('button', { name: 'Commit Plant visit in Manaus' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Commit this event?' })).getByRole('button', { name: 'Commit' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Commit Plant visit in Manaus' })).toBeNull());
});

it('the automatic restore flags a change left over 30 days on the 1st and reverts it on the 7th; History shows both', async () => {
  const user = userEvent.setup();
  await devCall('clock', { today: '2026-02-20' });
  await signInAs('supplier');
  const own = (await api.get<Supplier>('su/supplier/me')).data.basicData;
  const { companyInfo, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList } = own;
  await api.put('su/supplier/me', { companyInfo: { ...companyInfo, phone: '02-1111-2222' }, contactList, categoryInfoList, bankInfoList, attachmentList, freeAttachmentList });
  await devCall('clock', { today: '2026-04-01' });
  await devCall('clock', { today: '2026-04-07' });

  await signInAs('buyer');
  expect((await record(1001)).basicData.companyInfo.phone).toBe(own.companyInfo.phone);
  await open(1001);
  await user.click(await screen.findByRole('tab', { name: 'History' }));
  const history = await screen.findByRole('table', { name: 'Commit history' });
  expect(await within(history).findByText('Reverted by the automatic restore')).toBeInTheDocument();
  expect(within(history).getByText('Flagged by the automatic restore (pending over 30 days)')).toBeInTheDocument();
  expect(await screen.findByText('No differences: the data is as last approved.')).toBeInTheDocument();
});

it('a buyer’s contacts-only change updates the master at once; a company change waits and can be rolled back', async () => {
  const user = userEvent.setup();
  // Rio Metals trades in Brazil (3100): a buyer of that org's.
  await signInAs('joao.silva');
  const approved = await record(1002);

  // A contact's mobile: committed, it needs no sign-off.
  await open(1002, 'edit');
  const contact = await screen.findByRole('group', { name: 'Contact 1' });
  const mobile = within(contact).getByRole('textbox', { name: /^Mobile/ });
  await user.clear(mobile);
  await user.type(mobile, '+55 92 99999-0000');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await record(1002)).basicData.systemInfo.status).toBe('DRAFT'));
  await runAction(user, 'Commit');
  await waitFor(async () => expect((await record(1002)).basicData.systemInfo.status).toBe('APPROVED'));
  expect((await record(1002)).basicData.contactList[0].mobile).toBe('+55 92 99999-0000');

  // The company's website: saved as a draft, then rolled back to the approved data.
  await user.click(await actionButton('Edit'));
  const site = await screen.findByRole('textbox', { name: /^Website/ });
  await user.clear(site);
  await user.type(site, 'https://rio.example');
  await user.click(within(await toolbar()).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await record(1002)).basicData.systemInfo.status).toBe('DRAFT'));
  await runAction(user, 'Roll back');
  await waitFor(async () => expect((await record(1002)).basicData.systemInfo.status).toBe('APPROVED'));
  expect((await record(1002)).basicData.companyInfo.webSite).toBe(approved.basicData.companyInfo.webSite);
});

it('loads History, Audit Records and the events log only when their tab is first chosen', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const gets = jest.spyOn(api, 'get');
  await open(1001);
  await screen.findByRole('tablist');
  await waitFor(() => expect(gets.mock.calls.some(([url]) => url === 'a/supplier/1001')).toBe(true));
  expect(gets.mock.calls.some(([url]) => String(url).endsWith('/commitHistory'))).toBe(false);
  await user.click(screen.getByRole('tab', { name: 'History' }));
  await waitFor(() => expect(gets.mock.calls.some(([url]) => url === 'a/supplier/1001/commitHistory')).toBe(true));
  expect(gets.mock.calls.some(([url]) => String(url).endsWith('/audit'))).toBe(false);
  gets.mockRestore();
});

it('History says when the last approved version could not be read, never "no differences", and reads it on Retry', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  testServer.use(http.get('*/api/a/supplier/:id/lastApproved', () => HttpResponse.json({ messages: ['Internal error'] }, { status: 500 }), { once: true }));
  await open(1001);
  await user.click(await screen.findByRole('tab', { name: 'History' }));
  const compare = await screen.findByRole('region', { name: 'Changes against the last approved data' });
  expect(await within(compare).findByText('This part could not be loaded.')).toBeInTheDocument();
  expect(within(compare).queryByText('No differences: the data is as last approved.')).toBeNull();
  await user.click(within(compare).getByRole('button', { name: 'Retry' }));
  // Supplier 1001 is as last approved.
  expect(await within(compare).findByText('No differences: the data is as last approved.')).toBeInTheDocument();
  expect(within(compare).queryByText('This part could not be loaded.')).toBeNull();
});

it("lists the supplier's audits with their results; only a user who may open audits gets a link into the audit area", async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  const view = await open(1001);
  await user.click(await screen.findByRole('tab', { name: 'Audit Records' }));
  const table = await screen.findByRole('table', { name: 'Audits of this supplier' });
  const row = within(table).getByText('AUD-2026-0003').closest('tr')!;
  expect(row).toHaveTextContent('Conditional pass');
  expect(within(table).queryAllByRole('link')).toHaveLength(0); // a buyer has no AUDIT: the audit would refuse it
  view.unmount();

  await signInAs('quality');
  await open(1001);
  await user.click(await screen.findByRole('tab', { name: 'Audit Records' }));
  const linked = await screen.findByRole('table', { name: 'Audits of this supplier' });
  expect(within(linked).getByRole('link', { name: 'AUD-2026-0003' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/audit\/detail\/view\/\d+$/));
});
