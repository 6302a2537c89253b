import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { devCall, signInAs, withMockBackend } from 'mock-api/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import { api, useNotifier, useSession } from 'shared-ui';
import { writeSheet, XLSX_TYPE } from 'shared-ui/excel-import';
import type { InquiryDetail, QuotationDetail } from 'shared-ui/contract';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { actionButton, inquiryByApi, onDemoDay, runAction, testEnvironment } from '../test-support';
import { itemValidator, toMaterialLine } from './material-lines-tab';

jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

const open = (path: string, locale: 'en-US' | 'zh-TW' = 'en-US') => renderRemoteFeature(remote, 'inquiry', path, locale);
const record = (id: number) => api.get<InquiryDetail>(`a/inquiry/${id}`).then((r) => r.data);

it('a buyer writes a new inquiry from a PR: an unknown PR is refused at the field, a known one fills org, plant and materials', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await open('/detail/create');
  const pr = await screen.findByRole('textbox', { name: 'PR no.' });
  // An outage is the portal's notice, not a PR that does not exist.
  testServer.use(http.get('*/api/a/prerequisition/:no', () => HttpResponse.json({ messages: ['Service temporarily unavailable.'] }, { status: 500 }), { once: true }));
  await user.type(pr, '42');
  await user.click(screen.getByRole('button', { name: 'Look up PR' }));
  await waitFor(() => expect(useNotifier.getState().notices.map((n) => n.message)).toContain('Service temporarily unavailable.'));
  expect(screen.queryByText('PR no. does not exist.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Look up PR' }));
  expect(await screen.findByText('PR no. does not exist.')).toBeInTheDocument();
  await user.clear(pr);
  await user.type(pr, '1000020001');
  await user.click(screen.getByRole('button', { name: 'Look up PR' }));
  await waitFor(() => expect(screen.queryByText('PR no. does not exist.')).toBeNull());
  await user.click(screen.getByRole('tab', { name: 'Materials' }));
  expect(await screen.findByRole('group', { name: 'Material 2' })).toBeInTheDocument();
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('View')).toBeInTheDocument();
  const { data } = await api.post<{ items: { id: number; prNo?: string }[] }>('a/inquiry/search', { prNo: '1000020001', status: 'DRAFT' });
  const saved = await record(data.items[0].id);
  expect(saved).toMatchObject({ status: 'DRAFT', purchasingOrgCode: '1100', plantCode: 'TW01', personInCharge: { account: 'buyer' } });
  expect(saved.materials.map((m) => m.material)).toEqual(['M-1030-0025', 'M-1030-0066']);
});

it('a material number the ERP does not know is refused by the server at its field; what was typed stays', async () => {
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true });
  await open(`/detail/edit/${draft.id}`);
  await user.click(await screen.findByRole('tab', { name: 'Materials' }));
  const first = await screen.findByRole('group', { name: 'Material 1' });
  const material = within(first).getByRole('textbox', { name: 'Material' });
  // Looked up: a known number takes over the ERP's description.
  await user.clear(material);
  await user.type(material, 'M-1040-0012');
  await user.click(within(first).getByRole('button', { name: 'Look up' }));
  await waitFor(() => expect(within(first).getByRole('textbox', { name: /^Description/ })).toHaveValue('不鏽鋼沖壓支架 Stainless stamped bracket'));
  await user.clear(material);
  await user.type(material, 'M-9999-0000');
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  expect(await within(first).findByText('Material does not exist.')).toBeInTheDocument();
  expect(within(first).getByRole('textbox', { name: 'Material' })).toHaveValue('M-9999-0000');
  expect((await record(draft.id)).materials[0].material).toBe('M-1030-0025');
});

it('a material counted in pieces has a whole annual usage: half a piece is refused at the field by the form, before anything is sent', async () => {
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true });
  expect(draft.materials[0]).toMatchObject({ unit: 'PC', annualUsage: 1000 });
  await open(`/detail/edit/${draft.id}`);
  await user.click(await screen.findByRole('tab', { name: 'Materials' }));
  const usage = within(await screen.findByRole('group', { name: 'Material 1' })).getByRole('textbox', { name: 'Annual usage' });
  const sent: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method === 'PUT') sent.push(request.url);
  };
  testServer.events.on('request:start', listen);
  try {
    await user.clear(usage);
    await user.type(usage, '1000.5');
    await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(usage).toHaveAccessibleDescription('Enter a whole number.'));
  } finally {
    testServer.events.removeListener('request:start', listen);
  }
  expect(sent).toEqual([]);
  expect((await record(draft.id)).materials[0].annualUsage).toBe(1000);
});

it('suppliers are picked by a debounced search: the same one twice is refused, a potential one is flagged before sending', async () => {
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true });
  await open(`/detail/edit/${draft.id}`);
  await user.click(await screen.findByRole('tab', { name: 'Suppliers' }));
  const search = await screen.findByRole('combobox', { name: /Invite a supplier/ });
  await user.type(search, 'Hsin Tai');
  await user.click(await screen.findByRole('option', { name: /Hsin Tai Precision/ }, { timeout: 5000 }));
  expect(await screen.findByText('Duplicate supplier selected.')).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'Nova');
  await user.click(await screen.findByRole('option', { name: /Nova Components/ }, { timeout: 5000 }));
  expect(await screen.findByText(/Supplier not yet approved \(potential stage\): confirm with the supplier contact\./)).toBeInTheDocument();
  await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Save' }));
  await waitFor(async () => expect((await record(draft.id)).supplierIds).toEqual([1001, 1002, 1003]));
});

it('sending a draft gives each invited supplier its quotation, due on the inquiry\'s due date', async () => {
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true });
  await open(`/detail/view/${draft.id}`);
  await runAction(user, 'Send to suppliers');
  await waitFor(async () => expect((await record(draft.id)).status).toBe('COMMITTED'));
  const sent = await record(draft.id);
  expect(sent.suppliers.map((s) => [s.supplierId, s.quotationStatus, s.quotationDueDate])).toEqual([
    [1001, 'INVITED', '2026-03-26'],
    [1002, 'INVITED', '2026-03-26'],
  ]);
  // Sent: no more Edit, the inquiry offers invite, comparison sheet and a forced close.
  expect(within(screen.getByRole('toolbar', { name: 'Actions' })).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(await actionButton('Force close')).toBeInTheDocument();
});

/** The page's refusal box: what was refused and why, kept on the page (not a notice that leaves after 5 s). */
const refusalBox = (start: RegExp) => screen.findByText(start, { selector: '.MuiAlert-message' });

it.each([
  ['en-US', 'Send to suppliers', 'Suppliers', 'Send to suppliers was refused. Correct these first:\nInvited suppliers: Select at least one.', 'Select at least one.'],
  ['zh-TW', '送出詢價', '邀請供應商', '無法送出詢價，請先修正以下項目：\n受邀供應商：請至少選擇一項。', '請至少選擇一項。'],
] as const)('%s: sending a draft saved without suppliers says the suppliers are missing and shows their tab', async (locale, send, tab, refusal, rule) => {
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true, changes: { supplierIds: [] } });
  await open(`/detail/view/${draft.id}`, locale);
  await runAction(user, send);
  expect((await refusalBox(/./)).textContent).toBe(refusal);
  await waitFor(() => expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'));
  expect(within(screen.getByRole('tabpanel')).getByText(rule)).toBeInTheDocument();
  expect((await record(draft.id)).status).toBe('DRAFT');
});

it('sending a draft with neither materials nor suppliers names both and shows the first one\'s tab', async () => {
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true, changes: { supplierIds: [], materials: [] } });
  await open(`/detail/view/${draft.id}`);
  await runAction(user, 'Send to suppliers');
  expect((await refusalBox(/./)).textContent).toBe('Send to suppliers was refused. Correct these first:\nInvited suppliers: Select at least one.\nMaterials: Select at least one.');
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Materials' })).toHaveAttribute('aria-selected', 'true'));
});

it('a supplier the server does not know is refused at the invited suppliers, named by its place in the list', async () => {
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true });
  // Supplier 1002 is gone from the server between the pick and the save.
  testServer.use(
    http.put('*/api/a/inquiry/:id', () =>
      HttpResponse.json({ messages: [], fieldErrors: [{ path: 'supplierIds.1', key: 'validation:supplierNotFound' }] }, { status: 400 }),
    ),
  );
  await open(`/detail/edit/${draft.id}`, 'zh-TW');
  await user.click(await screen.findByRole('tab', { name: '材料明細' }));
  await user.click(within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: '儲存' }));
  await waitFor(() => expect(screen.getByRole('tab', { name: '邀請供應商' })).toHaveAttribute('aria-selected', 'true'));
  expect(within(screen.getByRole('tabpanel')).getByText(/^受邀供應商（第 2 項）：所選的供應商不存在。/)).toBeInTheDocument();
});

it('a sent inquiry invites one more supplier: one already invited is refused, a potential one flagged, the new one gets its quotation', async () => {
  const user = userEvent.setup();
  const sent = await inquiryByApi();
  await open(`/detail/view/${sent.id}`);
  await user.click(await actionButton('Invite suppliers'));
  const dialog = await screen.findByRole('dialog', { name: 'Invite more suppliers' });
  const invite = within(dialog).getByRole('button', { name: 'Invite suppliers' });
  expect(invite).toHaveAttribute('aria-disabled', 'true');
  const search = within(dialog).getByRole('combobox', { name: /Invite a supplier/ });
  await user.type(search, 'Rio');
  await user.click(await screen.findByRole('option', { name: /Rio Metals/ }, { timeout: 5000 }));
  expect(await within(dialog).findByText('Duplicate supplier selected.')).toBeInTheDocument();
  expect(invite).toHaveAttribute('aria-disabled', 'true');
  await user.clear(search);
  await user.type(search, 'Nova');
  await user.click(await screen.findByRole('option', { name: /Nova Components/ }, { timeout: 5000 }));
  expect(await within(dialog).findByText(/Supplier not yet approved \(potential stage\): confirm with the supplier contact\./)).toBeInTheDocument();
  await user.click(invite);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const after = await record(sent.id);
  expect(after.suppliers.map((s) => [s.supplierId, s.quotationStatus, s.quotationDueDate])).toEqual([
    [1001, 'INVITED', '2026-03-26'],
    [1002, 'INVITED', '2026-03-26'],
    [1003, 'INVITED', '2026-03-26'],
  ]);
});

it('inviting after the inquiry\'s due date says the new quotation is due today, as the server makes it', async () => {
  const user = userEvent.setup();
  const sent = await inquiryByApi();
  await devCall('clock', { today: '2026-03-27' });
  await signInAs('buyer');
  await open(`/detail/view/${sent.id}`);
  await user.click(await actionButton('Invite suppliers'));
  const dialog = await screen.findByRole('dialog', { name: 'Invite more suppliers' });
  expect(within(dialog).getByText("The inquiry's due date (2026-03-26) has passed: the new suppliers get a quotation due today (2026-03-27) and a mail.")).toBeInTheDocument();
  await user.type(within(dialog).getByRole('combobox', { name: /Invite a supplier/ }), 'Nova');
  await user.click(await screen.findByRole('option', { name: /Nova Components/ }, { timeout: 5000 }));
  await user.click(within(dialog).getByRole('button', { name: 'Invite suppliers' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((await record(sent.id)).suppliers.find((s) => s.supplierId === 1003)?.quotationDueDate).toBe('2026-03-27');
});

it('a user who may edit inquiries but not quotations or parity sheets is offered neither invite nor a sheet (the server would refuse)', async () => {
  const sent = await inquiryByApi();
  const { permissionMap } = useSession.getState();
  useSession.setState({ permissionMap: { ...permissionMap, QUOTATION: { ...permissionMap.QUOTATION!, edit: false }, PARITY: { ...permissionMap.PARITY!, create: false } } });
  await open(`/detail/view/${sent.id}`);
  // The actions it may use are there (close: INQUIRY edit); the two others are not.
  await actionButton(/^(Close|Force close)$/);
  const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
  expect(within(toolbar).queryByRole('button', { name: 'Invite suppliers' })).toBeNull();
  expect(within(toolbar).queryByRole('button', { name: 'Create comparison sheet' })).toBeNull();
});

it('a user who may write quotations and create parity sheets but not edit inquiries is offered invite and a sheet, as the server allows, and no close', async () => {
  const sent = await inquiryByApi();
  const { permissionMap } = useSession.getState();
  useSession.setState({
    permissionMap: {
      ...permissionMap,
      INQUIRY: { ...permissionMap.INQUIRY!, create: false, edit: false },
      QUOTATION: { ...permissionMap.QUOTATION!, edit: true },
      PARITY: { ...permissionMap.PARITY!, create: true, edit: false },
    },
  });
  await open(`/detail/view/${sent.id}`);
  await actionButton('Invite suppliers');
  await actionButton('Create comparison sheet');
  const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
  expect(within(toolbar).queryByRole('button', { name: /^(Close|Force close)$/ })).toBeNull();
  expect(within(toolbar).queryByRole('button', { name: 'Copy' })).toBeNull();
});

it.each([
  ['en-US', 'Created by', 'Updated by'],
  ['zh-TW', '建立人員', '更新人員'],
] as const)('%s: the header shows who created the inquiry and, beside it, who last changed it (here: sent it)', async (locale, createdBy, updatedBy) => {
  const draft = await inquiryByApi({ draft: true });
  await signInAs('admin');
  await api.post(`a/inquiry/${draft.id}/commit`);
  await signInAs('buyer');
  await open(`/detail/view/${draft.id}`, locale);
  const status = await screen.findByRole('region', { name: locale === 'en-US' ? 'Where it stands' : '目前狀態' });
  const valueOf = (label: string) => within(status).getByText(label).parentElement!.textContent;
  expect(valueOf(createdBy)).toContain('林採購 Lin Buyer');
  expect(valueOf(updatedBy)).toContain('系統管理員 Admin');
});

it('a forced close names what it closes, then closes the open quotations with the inquiry', async () => {
  const user = userEvent.setup();
  const sent = await inquiryByApi();
  await open(`/detail/view/${sent.id}`, 'zh-TW');
  await user.click(await actionButton('強制結案'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('會一併關閉 2 張未完成的報價單與 0 張未完成的比價單；簽核中的比價單會被取消。')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '強制結案' }));
  await waitFor(async () => expect((await record(sent.id)).status).toBe('CLOSED'));
  const quotation = await api.get<QuotationDetail>(`a/quotation/${sent.suppliers[0].quotationId}`);
  expect(quotation.data.status).toBe('CLOSED');
});

it('the list shows counts by status; a count filters the list to that status', async () => {
  const user = userEvent.setup();
  await signInAs('buyer');
  await open('');
  const counts = await screen.findByRole('group', { name: 'Inquiries by status' });
  const draft = await within(counts).findByRole('button', { name: /^Draft \d+$/ });
  await user.click(draft);
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByText('Draft').length).toBeGreaterThan(0));
  expect(within(grid).queryByText('Sent')).toBeNull();
});

it('the list names each inquiry\'s type in the user\'s language, not by its code', async () => {
  await signInAs('buyer');
  await open('', 'zh-TW');
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('gridcell', { name: '物料' }).length).toBeGreaterThan(0));
  expect(within(grid).queryByRole('gridcell', { name: 'MAT' })).toBeNull();
});

it('a status count that fails reads "—", not "…" for ever, and the chip still filters', async () => {
  const user = userEvent.setup();
  // The counts are one-row searches; the list's own search answers as usual.
  testServer.use(
    http.post('*/api/a/inquiry/search', async ({ request }) => {
      const body = (await request.clone().json()) as { paging?: { pageSize?: number } };
      return body.paging?.pageSize === 1 ? HttpResponse.json({ messages: ['Internal error'] }, { status: 500 }) : undefined;
    }),
  );
  await signInAs('buyer');
  await open('');
  const counts = await screen.findByRole('group', { name: 'Inquiries by status' });
  await user.click(await within(counts).findByRole('button', { name: 'Draft —' }));
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByText('Draft').length).toBeGreaterThan(0));
});

it('the comparison sheet’s pick says when there is no quotation to compare, and offers no Create', async () => {
  const user = userEvent.setup();
  const sent = await inquiryByApi();
  testServer.use(http.get('*/api/a/inquiry/:id/quotation', () => HttpResponse.json([])));
  await open(`/detail/view/${sent.id}`);
  await user.click(await actionButton('Create comparison sheet'));
  const dialog = await screen.findByRole('dialog', { name: 'Create a price comparison sheet' });
  expect(await within(dialog).findByText('This inquiry has no quotations to compare yet: invite suppliers and wait for their quotations.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Create comparison sheet' })).toHaveAttribute('aria-disabled', 'true');
});

it('copy makes a new draft of what was asked, without its due date; only a draft offers delete, which removes it', async () => {
  const user = userEvent.setup();
  const sent = await inquiryByApi();
  await open(`/detail/view/${sent.id}`);
  await actionButton('Copy');
  expect(within(screen.getByRole('toolbar', { name: 'Actions' })).queryByRole('button', { name: 'Delete' })).toBeNull();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Inquiry ${sent.inqNo}`);
  await user.click(await actionButton('Copy'));
  // The copy is a new inquiry: its heading does not name the one copied.
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(sent.inqNo));
  await user.click(await actionButton('Save'));
  const drafts = async () => (await api.post<{ items: { id: number }[] }>('a/inquiry/search', { prNo: '1000020001', status: 'DRAFT' })).data.items;
  await waitFor(async () => expect(await drafts()).toHaveLength(1));
  const copy = await record((await drafts())[0].id);
  expect(copy.id).not.toBe(sent.id);
  expect(copy).toMatchObject({ status: 'DRAFT', supplierIds: [1001, 1002], materialLines: sent.materialLines });
  expect(copy.dueDate).toBeUndefined();
  expect(copy.materials.map((m) => m.material)).toEqual(['M-1030-0025', 'M-1030-0066']);
  expect((await record(sent.id)).status).toBe('COMMITTED');
  await runAction(user, 'Delete');
  await waitFor(async () => expect(await drafts()).toHaveLength(0));
});

// Node's File, not jsdom's: the upload's multipart body is built by Node's FormData.
// A PNG as far as the server checks its content: the signature and a 1 x 1 image header.
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];
const png = (name: string) => new NodeFile([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' }) as unknown as File;

it('a material line carries one image: uploaded, saved with the inquiry, offered for download', async () => {
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true });
  await open(`/detail/edit/${draft.id}`);
  await user.click(await screen.findByRole('tab', { name: 'Material lines' }));
  const line = await screen.findByRole('group', { name: 'Line 1' });
  await user.upload(within(line).getByLabelText('Image', { selector: 'input' }), png('strip.png'));
  expect(await within(line).findByRole('button', { name: 'Download strip.png' })).toBeInTheDocument();
  await user.click(await actionButton('Save'));
  await waitFor(async () => expect((await record(draft.id)).materialLines[0].imageFile).toMatchObject({ fileName: 'strip.png' }));
});

const LINE_HEADERS = ['No.', 'Item', 'Process', 'Exterior', 'Consumption', 'Slot', 'Remark', 'Price Required', 'Price included in No.'];
const lineSheet = async (rows: unknown[][]) => new File([await (await writeSheet(LINE_HEADERS, rows)).arrayBuffer()], 'lines.xlsx', { type: XLSX_TYPE });

describe('material lines from Excel', () => {
  it('every bad row is reported before any line is taken; the fixed sheet replaces the lines and is saved', async () => {
    const user = userEvent.setup();
    const draft = await inquiryByApi({ draft: true });
    await open(`/detail/edit/${draft.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Material lines' }));
    await user.click(await screen.findByRole('button', { name: 'Import lines from Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import material lines' });
    const choose = () => within(dialog).getByLabelText(/Choose an Excel file/, { selector: 'input' });
    const report = () => within(dialog).getByRole('table', { name: 'Check report' }).textContent;
    await user.upload(choose(), await lineSheet([
      [1, 'M-1030-0025', 'Stamping', '', 'a lot', 8, '', 'Y', ''],
      [1, 'M-0000-0001', '', '', '', '', '', 'X', ''],
      [3, '', '', '', '', '', '', 'N', ''],
    ]));
    expect(await within(dialog).findByText('Upload field Consumption is not numeric.')).toBeInTheDocument();
    for (const text of [
      // Rows are counted as the sheet counts them, the header being row 1.
      'Duplicate serial number 1 (row 3).',
      'Price Required must be Y or N (row 3).',
      'Imported item number does not exist.',
      'Upload field Item is required (row 4).',
      'Price included in No. is required when Price Required is N (row 4).',
    ]) expect(report()).toContain(text);
    // A material number that exists passes: row 2 is reported for its consumption only.
    expect(report()).not.toMatch(/2Item/);
    expect(within(dialog).getByRole('button', { name: 'Load into the form' })).toHaveAttribute('aria-disabled', 'true');
    await user.upload(choose(), await lineSheet([
      [1, 'M-1030-0025', 'Stamping', '', 0.004, 8, '', 'Y', ''],
      [2, 'Tin plating', 'Reel-to-reel', 'Tin', '', '', '', 'N', 1],
      [3, 'Packing on reels', '', '', '', '', '', 'Y', ''],
    ]));
    expect(await within(dialog).findByText('All 3 rows are ready.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load into the form' }));
    // The draft's one line is replaced: asked first.
    await user.click(within(await screen.findByRole('dialog', { name: 'Replace the 1 material line on the form?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('group', { name: 'Line 3' })).toBeInTheDocument();
    // Nothing reaches the server before the inquiry is saved.
    expect((await record(draft.id)).materialLines).toHaveLength(1);
    await user.click(await actionButton('Save'));
    await waitFor(async () => expect((await record(draft.id)).materialLines).toHaveLength(3));
    expect((await record(draft.id)).materialLines[1]).toMatchObject({ seq: 2, item: 'Tin plating', priceProvideType: 'N', priceRefSeq: 1 });
  });

  it('an item given by a material number must exist; free text passes', () => {
    const check = itemValidator(new Set(['M-1030-0025']));
    expect(check({ item: 'M-1030-0025' }, { index: 0, row: 2, rows: [] })).toEqual([]);
    expect(check({ item: 'Tin plating' }, { index: 0, row: 2, rows: [] })).toEqual([]);
    expect(check({ item: 'M-0000-0001' }, { index: 0, row: 2, rows: [] })).toEqual([{ path: 'item', key: 'validation:importItemNotFound', params: { item: 'M-0000-0001' } }]);
  });

  it('a checked row becomes a material line: numbers as numbers, Y/N upper-case, blanks left out', () => {
    expect(toMaterialLine({ seq: '2', item: ' Plating ', consume: '0.5', priceProvideType: 'n', priceRefSeq: 1, remark: '' })).toEqual({ seq: 2, item: 'Plating', consume: 0.5, priceProvideType: 'N', priceRefSeq: 1 });
  });
});
