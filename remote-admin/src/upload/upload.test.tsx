import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { devCall, loseFirstAnswer, signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { BULK_SUPPLIER_FIELDS, type BulkSupplierRow, type PageResult, type Supplier } from 'shared-ui/contract';
import { saveBlob } from 'shared-ui/data';
import { readSheet, writeSheet, XLSX_TYPE } from 'shared-ui/excel-import';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';
import { sheetValue } from './bulk-check';

jest.mock('shared-ui/data', () => ({ ...jest.requireActual('shared-ui/data'), saveBlob: jest.fn() }));
jest.setTimeout(120_000);
withMockBackend();

async function xlsx(name: string, header: string[], rows: unknown[][]) {
  const blob = await writeSheet(header, rows);
  return new File([await blob.arrayBuffer()], name, { type: XLSX_TYPE });
}

const choose = (file: File) => userEvent.upload(screen.getByLabelText('Choose Excel file', { selector: 'input' }), file);
const record = async (id: number) => (await api.get<Supplier>(`a/supplier/${id}`)).data;

it('Brazil contacts: a row-by-row report, and only the rows that passed are applied', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'upload/brcontact', '', 'en-US');
  expect(await screen.findByRole('heading', { level: 1, name: 'Brazil purchasing-org contact upload' })).toBeInTheDocument();
  const contacts = await xlsx('contacts.xlsx', ['Supplier SCP no.', 'Purchasing org', 'Contact name', 'Contact e-mail'], [
    ['SCP001002', '3100', 'Ana Souza', 'ana@br.example'],
    ['SCP999999', '3100', 'Bruno', 'bruno@br.example'],
    ['SCP001001', '1100', 'Carla', 'carla@br.example'],
    ['SCP001004', '3100', 'Davi', 'not-mail'],
  ]);
  // The server's check fails once: the file was read, only not checked, and choosing it again checks it.
  testServer.use(http.post('*/api/a/supplier/updateSupplierPurChaseContacts', () => HttpResponse.json({ messages: ['Internal error'] }, { status: 500 }), { once: true }));
  await choose(contacts);
  expect(await screen.findByText('The rows could not be checked with the system. Choose the file again to retry.')).toBeInTheDocument();
  expect(screen.queryByText('The file could not be read. Choose an .xlsx workbook.')).toBeNull();
  await choose(contacts);
  expect(await screen.findByText('1 of 4 rows passed; 3 rows have problems and will not be applied.')).toBeInTheDocument();
  const report = screen.getByRole('table', { name: 'Check report' });
  expect(within(report).getByText('Supplier SCP no. does not exist.')).toBeInTheDocument();
  expect(within(report).getByText('Purchasing org 1100 is not a Brazil purchasing org of this supplier.')).toBeInTheDocument();
  expect(within(report).getByText(/e-mail/i, { selector: 'td:last-child' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Apply the 1 row that passed' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(async () => expect((await record(1002)).purchaseData.purchaseOrgList.find((o) => o.purchasingOrgCode === '3100')?.contactEmail).toBe('ana@br.example'));
  expect((await record(1004)).purchaseData.purchaseOrgList.find((o) => o.purchasingOrgCode === '3100')?.contactName).toBeUndefined();
});

/** The header texts of the columns a downloaded sheet keeps in Excel's Text format. */
async function textFormatted(blob: Blob) {
  const { Workbook } = jest.requireActual<typeof import('exceljs')>('exceljs');
  const workbook = new Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  return HEADER.filter((_, index) => sheet.getColumn(index + 1).numFmt === '@');
}

const HEADER = ['Supplier SCP no.', 'Company name', 'Address', 'Postcode', 'Phone', 'Person in charge', 'Capital', 'Employees', 'Environment level', 'Green supply chain (Y/N)', 'Website'];

it('all-supplier upload: download, bad rows reported and fixed, changes chosen; nothing is written before step 4, then one batch goes to sign-off', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  const before = await record(1001);
  await renderRemoteFeature(remote, 'upload/suppliers', '', 'en-US');
  await screen.findByRole('heading', { level: 1, name: 'All-supplier information upload' });

  // Every request from here on: a read is a GET or a search; anything else writes.
  const writes: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET' && !/\/(search\w*|searchByPermission)$/.test(path)) writes.push(`${request.method} ${path}`);
  };
  testServer.events.on('request:start', listen);

  await user.click(screen.getByRole('button', { name: 'Download current data' }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalled());
  const downloaded = await readSheet(jest.mocked(saveBlob).mock.calls[0][0]);
  expect(downloaded.header).toEqual(HEADER);
  expect(downloaded.rows).toHaveLength(300);
  // The text columns are in Excel's Text format: a phone retyped there keeps its leading zero.
  expect(await textFormatted(jest.mocked(saveBlob).mock.calls[0][0])).toEqual(HEADER.filter((h) => h !== 'Capital' && h !== 'Employees'));
  const rowOf = (no: string) => downloaded.rows.find((r) => r.cells[0] === no)!.cells;

  const first = rowOf('SCP001001');
  const third = rowOf('SCP001003');
  const broken = [
    [...first.slice(0, 3), '80637', ...first.slice(4)],
    [...third.slice(0, 9), 'Y', ...third.slice(10)],
    [...rowOf('SCP001005').slice(0, 3), '80637123456', ...rowOf('SCP001005').slice(4)],
    rowOf('SCP001006'), // in sign-off
    rowOf('SCP001004'), // a saved change nobody committed
    rowOf('SCP001010'), // a potential supplier without its review attachments
  ];
  await choose(await xlsx('suppliers.xlsx', HEADER, broken));
  await user.click(await screen.findByRole('button', { name: 'Check and load old data' }));
  expect(await screen.findByText('4 of 6 rows have problems. Fix them in the sheet and upload it again.')).toBeInTheDocument();
  // Not ready for a sign-off: each told why at its row (as the transfer would refuse it).
  const reported = within(screen.getByRole('table', { name: 'Check report' })).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(reported).toContainEqual(['6', expect.any(String), "The supplier has a change that is saved or sent back but not committed: on the supplier's page, Commit it or Roll it back first."]);
  expect(reported).toContainEqual(['7', expect.any(String), "A potential supplier goes to sign-off with its review attachments: upload them on the supplier's page first (ISO certificate, RoHS declaration)."]);
  expect(screen.getByRole('button', { name: 'Next: choose the changes' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Upload a corrected sheet' }));
  await choose(await xlsx('suppliers-fixed.xlsx', HEADER, broken.slice(0, 2)));
  await user.click(await screen.findByRole('button', { name: 'Check and load old data' }));
  expect(await screen.findByText('All 2 rows passed: 2 with changes, 0 unchanged.')).toBeInTheDocument();
  const sideBySide = screen.getByRole('table', { name: 'Changes (old and new values)' });
  expect(within(sideBySide).getByText('80636')).toBeInTheDocument();
  expect(within(sideBySide).getByText('80637')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next: choose the changes' }));
  await user.click(screen.getByRole('checkbox', { name: 'Keep the change of SCP001003' }));
  await user.click(screen.getByRole('button', { name: 'Next: transfer' }));
  expect(screen.getByText("1 supplier's changes will go to sign-off (BPM) as one batch.")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Transfer to the system' }));
  expect(writes).toEqual([]);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

  const done = await screen.findByText(/The changes are in sign-off under form BPM-BULK-\d+\./);
  testServer.events.removeListener('request:start', listen);
  expect(writes).toEqual(['POST /api/a/supplier/updateOpenUpdatePhaseDataToBpm']);
  expect(screen.getByText('Changes sent to sign-off').nextSibling).toHaveTextContent('1');
  const bpmDocNo = done.textContent!.match(/BPM-BULK-\d+/)![0];
  const after = await record(1001);
  expect(after.basicData.companyInfo.postcode1).toBe('80637');
  expect(after.basicData.systemInfo).toMatchObject({ status: 'SIGNING', bpmDocNo });
  expect(before.basicData.systemInfo.status).toBe('APPROVED');
  expect((await record(1003)).basicData.systemInfo.status).not.toBe('SIGNING');
});

/**
 * A supplier names service items (4 digits), never their groups (2 digits), and the download
 * matches the items it names: the filter offers the items alone, as the supplier forms do.
 */
it.each([
  ['en-US', { heading: 'All-supplier information upload', label: 'Service item', item: 'Steel', group: 'Metals' }],
  ['zh-TW', { heading: '全供應商資料上傳', label: '服務項目', item: '鋼材', group: '金屬材料' }],
] as const)('all-supplier upload: the service item filter offers items, not their groups, and an item picks its suppliers (%s)', async (locale, text) => {
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'upload/suppliers', '', locale);
  await screen.findByRole('heading', { level: 1, name: text.heading });
  await user.click(screen.getByRole('combobox', { name: text.label }));
  const listbox = await screen.findByRole('listbox');
  const offered = within(listbox).getAllByRole('option').map((o) => o.textContent);
  expect(offered).toContain(text.item);
  expect(offered).not.toContain(text.group);
  expect(offered).toHaveLength(1 + 25); // "any" and the 25 items of the seven groups

  jest.mocked(saveBlob).mockClear();
  await user.click(within(listbox).getByRole('option', { name: text.item }));
  await user.click(screen.getByRole('button', { name: locale === 'en-US' ? 'Download current data' : '下載目前資料' }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalled());
  const { rows } = await readSheet(jest.mocked(saveBlob).mock.calls[0][0]);
  const steel = (await api.post<PageResult<BulkSupplierRow>>('a/supplier/searchByPermission', { serviceItemCode: '1010', paging: { page: 1, pageSize: 1 } })).data.totalCount;
  expect(steel).toBeGreaterThan(0);
  expect(rows).toHaveLength(steel);
});

it('all-supplier upload: a leading zero added in a text cell is a change sent to sign-off; a number cell that is the stored phone without its leading zero is no change', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  // Phones of numeric-looking text in the master (no seeded phone is): written and approved through the bulk upload's own sign-off.
  const setUp = await api.post('a/supplier/updateOpenUpdatePhaseDataToBpm', { changes: [{ supplierNoScp: 'SCP001001', values: { phone: '2345678' } }, { supplierNoScp: 'SCP001002', values: { phone: '0912345678' } }] });
  expect(setUp.status).toBe(200);
  for (const id of [1001, 1002]) await devCall(`bpm/supplier/${id}`, { decision: 'APPROVE' });
  const { items } = (await api.post<PageResult<BulkSupplierRow>>('a/supplier/searchByPermission', { supplierNoScps: ['SCP001001', 'SCP001002'], paging: { page: 1, pageSize: 10 } })).data;
  const [first, second] = ['SCP001001', 'SCP001002'].map((no) => items.find((r) => r.supplierNoScp === no)!);
  expect([first, second].map((r) => [r.phone, r.status])).toEqual([['2345678', 'APPROVED'], ['0912345678', 'APPROVED']]);
  const cells = (r: BulkSupplierRow, phone: unknown) => [r.supplierNoScp, ...BULK_SUPPLIER_FIELDS.map((f) => (f === 'phone' ? phone : (sheetValue(f, r[f]) ?? '')))];

  await renderRemoteFeature(remote, 'upload/suppliers', '', 'en-US');
  await screen.findByRole('heading', { level: 1, name: 'All-supplier information upload' });
  // Row 2: the zero typed into a text cell. Row 3: the cell retyped in Excel, which made it the number 912345678.
  await choose(await xlsx('suppliers.xlsx', HEADER, [cells(first, '02345678'), cells(second, 912345678)]));
  await user.click(await screen.findByRole('button', { name: 'Check and load old data' }));
  expect(await screen.findByText('All 2 rows passed: 1 with changes, 1 unchanged.')).toBeInTheDocument();
  const sideBySide = screen.getByRole('table', { name: 'Changes (old and new values)' });
  expect(within(sideBySide).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['2SCP001001Phone234567802345678']);

  await user.click(screen.getByRole('button', { name: 'Next: choose the changes' }));
  await user.click(screen.getByRole('button', { name: 'Next: transfer' }));
  await user.click(screen.getByRole('button', { name: 'Transfer to the system' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await screen.findByText(/The changes are in sign-off under form BPM-BULK-\d+\./);
  expect((await record(1001)).basicData.companyInfo.phone).toBe('02345678');
  const untouched = await record(1002);
  expect(untouched.basicData.companyInfo.phone).toBe('0912345678');
  expect(untouched.basicData.systemInfo.status).toBe('APPROVED');
});

it('all-supplier upload: a sheet without the supplier number column is refused as a whole, the column named in Chinese', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'upload/suppliers', '');
  await screen.findByRole('heading', { level: 1 });
  await userEvent.upload(screen.getByLabelText('選擇 Excel 檔案', { selector: 'input' }), await xlsx('no-scp.xlsx', HEADER.slice(1), [['Acme', 'Road 1', '80636', '07-1234567', 'Amy', 100, 10, 'A', 'N', '']]));
  await user.click(await screen.findByRole('button', { name: '檢查並載入舊資料' }));
  expect(await screen.findByText('此檔案無法逐列檢查，請依下方報告修正後重新上傳。')).toBeInTheDocument();
  expect(screen.getByText('工作表缺少欄位 供應商 SCP 編號。')).toBeInTheDocument();
  expect(screen.queryByText(/0 列中/)).toBeNull();
});

it('all-supplier upload: the server refuses a caller who is not IT staff', async () => {
  await signInAs('buyer');
  await expect(api.post<PageResult<unknown>>('a/supplier/searchByPermission', {}, { silent: true } as never)).rejects.toMatchObject({ response: { status: 403 } });
});

it('all-supplier upload: Transfer again after an answer that never arrived shows the batch sent, not every supplier refused as in sign-off', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'upload/suppliers', '', 'en-US');
  await screen.findByRole('heading', { level: 1, name: 'All-supplier information upload' });
  await user.click(screen.getByRole('button', { name: 'Download current data' }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalled());
  const downloaded = await readSheet(jest.mocked(saveBlob).mock.calls.at(-1)![0]);
  const first = downloaded.rows.find((r) => r.cells[0] === 'SCP001001')!.cells;
  await choose(await xlsx('suppliers.xlsx', HEADER, [[...first.slice(0, 3), '80637', ...first.slice(4)]]));
  await user.click(await screen.findByRole('button', { name: 'Check and load old data' }));
  await user.click(await screen.findByRole('button', { name: 'Next: choose the changes' }));
  await user.click(screen.getByRole('button', { name: 'Next: transfer' }));
  const sent = loseFirstAnswer('*/api/a/supplier/updateOpenUpdatePhaseDataToBpm');

  await user.click(screen.getByRole('button', { name: 'Transfer to the system' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(sent.lost).toBe(true));
  expect(sent.status).toBe(200);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Transfer to the system' })).not.toHaveAttribute('aria-disabled'));
  await user.click(screen.getByRole('button', { name: 'Transfer to the system' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

  const done = await screen.findByText(/The changes are in sign-off under form BPM-BULK-\d+\./);
  expect((await record(1001)).basicData.systemInfo.bpmDocNo).toBe(done.textContent!.match(/BPM-BULK-\d+/)![0]);
  expect(sent.keys).toHaveLength(2);
  expect(sent.keys[1]).toBe(sent.keys[0]);
});

it('Brazil contacts: Apply again after an answer that never arrived is the same batch (its Idempotency-Key), applied once', async () => {
  const user = userEvent.setup();
  await signInAs('admin');
  await renderRemoteFeature(remote, 'upload/brcontact', '', 'en-US');
  await screen.findByRole('heading', { level: 1, name: 'Brazil purchasing-org contact upload' });
  await choose(await xlsx('contacts.xlsx', ['Supplier SCP no.', 'Purchasing org', 'Contact name', 'Contact e-mail'], [['SCP001002', '3100', 'Ana Souza', 'ana@br.example']]));
  const apply = await screen.findByRole('button', { name: 'Apply the 1 row that passed' });
  const sent = loseFirstAnswer('*/api/a/supplier/updateSupplierPurChaseContacts');
  await user.click(apply);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(sent.lost).toBe(true));
  expect(sent.status).toBe(200);
  await waitFor(() => expect(apply).not.toHaveAttribute('aria-disabled'));
  await user.click(apply);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Apply the 1 row that passed' })).toBeNull());
  expect(sent.keys).toHaveLength(2);
  expect(sent.keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(sent.keys[1]).toBe(sent.keys[0]);
  expect((await record(1002)).purchaseData.purchaseOrgList.find((o) => o.purchasingOrgCode === '3100')?.contactName).toBe('Ana Souza');
});
