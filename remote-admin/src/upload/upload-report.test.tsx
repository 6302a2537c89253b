import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import { BULK_SUPPLIER_FIELDS, type BulkSupplierRow, type PageResult } from 'shared-ui/contract';
import { writeSheet, XLSX_TYPE } from 'shared-ui/excel-import';
import { renderRemoteFeature } from 'shared-ui/testing';
import { testServer } from 'shared-ui/testing/msw-server';
import remote from '../routes';
import { sheetValue } from './bulk-check';

// "Every bulk action with a row-by-row report, and nothing lost": what a bulk upload did stays on
// the page, row by row, after the write and through a retry, until the user starts over.
jest.setTimeout(120_000);
withMockBackend();

type Locale = 'en-US' | 'zh-TW';

async function xlsx(name: string, header: string[], rows: unknown[][]) {
  const blob = await writeSheet(header, rows);
  return new File([await blob.arrayBuffer()], name, { type: XLSX_TYPE });
}

const CONTACT_HEADER = ['Supplier SCP no.', 'Purchasing org', 'Contact name', 'Contact e-mail'];
const choose = (locale: Locale, file: File) => userEvent.upload(screen.getByLabelText(locale === 'en-US' ? 'Choose Excel file' : '選擇 Excel 檔案', { selector: 'input' }), file);

const TEXTS = {
  'en-US': {
    heading: 'Brazil purchasing-org contact upload',
    apply: 'Apply 2 rows that passed',
    confirm: 'Confirm',
    summary: ['1 contact updated.', '1 row was not applied; the table says why.'],
    resultTable: 'Apply result by row',
    applied: 'Applied',
    skipped: 'Not applied: Supplier SCP no. does not exist.',
    refusedByRow: 'Row 4: Contact e-mail is not valid.',
    // The all-supplier upload.
    bulkHeading: 'All-supplier information upload',
    toCheck: 'Check and load old data',
    toUpdate: 'Next: choose the changes',
    toTransfer: 'Next: transfer',
    transfer: 'Transfer to the system',
    refusedLine: (no: string, name: string) => `${no} ${name}: The supplier's change is in sign-off (BPM).`,
    sentTable: (doc: string) => `Suppliers sent to sign-off under form ${doc}`,
    refusedTable: 'Suppliers not sent: refused by the system',
    finished: /The changes are in sign-off under form (BPM-BULK-\d+)\./,
  },
  'zh-TW': {
    heading: '巴西採購組織聯絡人上傳',
    apply: '套用通過的 2 列',
    confirm: '確認',
    summary: ['已更新 1 位聯絡人。', '1 列未套用，原因見下表。'],
    resultTable: '逐列套用結果',
    applied: '已套用',
    skipped: '未套用：供應商 SCP 編號不存在。',
    refusedByRow: '第 4 列：Contact e-mail is not valid.',
    bulkHeading: '全供應商資料上傳',
    toCheck: '檢查並載入舊資料',
    toUpdate: '下一步：選擇異動',
    toTransfer: '下一步：轉入系統',
    transfer: '轉入系統',
    refusedLine: (no: string, name: string) => `${no} ${name}：The supplier's change is in sign-off (BPM).`,
    sentTable: (doc: string) => `已送簽核的供應商（簽核單號 ${doc}）`,
    refusedTable: '系統拒絕、未送出的供應商',
    finished: /異動已送出簽核，簽核單號 (BPM-BULK-\d+)。/,
  },
} as const;

const CONTACTS = 'updateSupplierPurChaseContacts';

describe.each(['en-US', 'zh-TW'] as const)('%s', (locale) => {
  const text = TEXTS[locale];

  it('Brazil contacts: a refused Apply names each message by its sheet row; after Apply the rows applied and the rows left out, with why, stay until the next upload', async () => {
    const user = userEvent.setup();
    await signInAs('admin');
    await renderRemoteFeature(remote, 'upload/brcontact', '', locale);
    await screen.findByRole('heading', { level: 1, name: text.heading });
    // Sheet rows 2 and 4 pass the check, row 3 does not: the second row sent is the sheet's row 4.
    const sheet = await xlsx('contacts.xlsx', CONTACT_HEADER, [
      ['SCP001002', '3100', 'Ana Souza', 'ana@br.example'],
      ['SCP999999', '3100', 'Bruno', 'bruno@br.example'],
      ['SCP001002', '3100', 'Davi', 'davi@br.example'],
    ]);
    await choose(locale, sheet);
    const apply = await screen.findByRole('button', { name: text.apply });

    // The server refuses the batch once, naming the row only in the error's path.
    testServer.use(
      http.post(`*/api/a/supplier/${CONTACTS}`, async ({ request }) => {
        if (((await request.clone().json()) as { checkOnly?: boolean }).checkOnly) return undefined;
        return HttpResponse.json({ messages: ['Contact e-mail is not valid.'], fieldErrors: [{ path: 'rows.1.contactEmail', key: 'validation:email' }] }, { status: 400 });
      }, { once: true }),
    );
    await user.click(apply);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.refusedByRow)).toBeInTheDocument();

    // Sent again with row 4 left out (the sheet corrected to one passing row and one failing row).
    await choose(locale, await xlsx('contacts-2.xlsx', CONTACT_HEADER, [
      ['SCP001002', '3100', 'Ana Souza', 'ana@br.example'],
      ['SCP999999', '3100', 'Bruno', 'bruno@br.example'],
    ]));
    await waitFor(() => expect(screen.queryByText(text.refusedByRow)).toBeNull());
    await user.click(await screen.findByRole('button', { name: locale === 'en-US' ? 'Apply the 1 row that passed' : '套用通過的 1 列' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text.confirm }));

    const status = await screen.findByRole('status');
    for (const line of text.summary) expect(within(status).getByText(line)).toBeInTheDocument();
    const result = screen.getByRole('table', { name: text.resultTable });
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([`2SCP0010023100Ana Souzaana@br.example${text.applied}`, `3SCP9999993100Brunobruno@br.example${text.skipped}`]);
    expect((await api.get<{ purchaseData: { purchaseOrgList: { purchasingOrgCode: string; contactName?: string }[] } }>('a/supplier/1002')).data.purchaseData.purchaseOrgList.find((o) => o.purchasingOrgCode === '3100')?.contactName).toBe('Ana Souza');

    // A new upload starts a new report.
    await choose(locale, sheet);
    await screen.findByRole('button', { name: text.apply });
    expect(screen.queryByRole('table', { name: text.resultTable })).toBeNull();
  });

  it('all-supplier upload: the refused suppliers and why stay through the retry of the rest; the finish step lists the suppliers sent and those refused', async () => {
    const user = userEvent.setup();
    await signInAs('admin');
    await renderRemoteFeature(remote, 'upload/suppliers', '', locale);
    await screen.findByRole('heading', { level: 1, name: text.bulkHeading });
    const { items } = (await api.post<PageResult<BulkSupplierRow>>('a/supplier/searchByPermission', { supplierNoScps: ['SCP001001', 'SCP001003'], paging: { page: 1, pageSize: 10 } })).data;
    const [first, third] = ['SCP001001', 'SCP001003'].map((no) => items.find((r) => r.supplierNoScp === no)!);
    const cells = (r: BulkSupplierRow, postcode: string) => [r.supplierNoScp, ...BULK_SUPPLIER_FIELDS.map((f) => (f === 'postcode1' ? postcode : (sheetValue(f, r[f]) ?? '')))];
    const en = ['Supplier SCP no.', 'Company name', 'Address', 'Postcode', 'Phone', 'Person in charge', 'Capital', 'Employees', 'Environment level', 'Green supply chain (Y/N)', 'Website'];
    await choose(locale, await xlsx('suppliers.xlsx', en, [cells(first, '80637'), cells(third, '80638')]));
    await user.click(await screen.findByRole('button', { name: text.toCheck }));
    await user.click(await screen.findByRole('button', { name: text.toUpdate }));
    await user.click(screen.getByRole('button', { name: text.toTransfer }));

    // The first transfer is refused for SCP001003 (the second change sent).
    testServer.use(
      http.post('*/api/a/supplier/updateOpenUpdatePhaseDataToBpm', () =>
        HttpResponse.json({ messages: ["The supplier's change is in sign-off (BPM)."], fieldErrors: [{ path: 'changes.1.supplierNoScp', key: 'validation:supplierInSignOff' }] }, { status: 400 }),
      { once: true }),
    );
    await user.click(screen.getByRole('button', { name: text.transfer }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text.confirm }));
    const refusedLine = text.refusedLine('SCP001003', third.name);
    expect(await screen.findByText(refusedLine)).toBeInTheDocument();

    // The rest sent again: while its answer is on its way, the refusal is still said.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    testServer.use(
      http.post('*/api/a/supplier/updateOpenUpdatePhaseDataToBpm', async () => {
        await held;
        return undefined; // on to the mock backend
      }, { once: true }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: text.transfer })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: text.transfer }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text.confirm }));
    await waitFor(() => expect(screen.getByRole('button', { name: text.transfer })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByText(refusedLine)).toBeInTheDocument();
    release();

    const done = await screen.findByText(text.finished);
    const bpmDocNo = text.finished.exec(done.textContent!)![1];
    const sent = screen.getByRole('table', { name: text.sentTable(bpmDocNo) });
    expect(within(sent).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([`SCP001001${first.name}`]);
    const refused = screen.getByRole('table', { name: text.refusedTable });
    expect(within(refused).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([`SCP001003${third.name}The supplier's change is in sign-off (BPM).`]);
  });
});
