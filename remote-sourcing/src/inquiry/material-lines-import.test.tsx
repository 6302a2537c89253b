import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { InquiryDetail } from 'shared-ui/contract';
import { writeSheet, XLSX_TYPE } from 'shared-ui/excel-import';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';
import { actionButton, inquiryByApi, onDemoDay, testEnvironment } from '../test-support';

// Importing material lines replaces those of the form: asked first, saying how many go and what
// becomes of their drawings (a line keeps its drawing when a row has its No.); the button and the
// notice say the rows are put in the form, to be saved, not that they were sent.
jest.setTimeout(120_000);
withMockBackend();
beforeAll(testEnvironment);
beforeEach(onDemoDay);

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];
const png = (name: string) => new NodeFile([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' }) as unknown as File;
const LINE_HEADERS = ['No.', 'Item', 'Process', 'Exterior', 'Consumption', 'Slot', 'Remark', 'Price Required', 'Price included in No.'];
const lineSheet = async (rows: unknown[][]) => new File([await (await writeSheet(LINE_HEADERS, rows)).arrayBuffer()], 'lines.xlsx', { type: XLSX_TYPE });

const TEXTS = {
  'en-US': {
    tab: 'Material lines',
    line: (n: number) => `Line ${n}`,
    image: 'Image',
    download: (name: string) => `Download ${name}`,
    open: 'Import lines from Excel',
    dialog: 'Import material lines',
    choose: /Choose an Excel file/,
    send: 'Load into the form',
    confirm: 'Confirm',
    cancel: 'Cancel',
    question: 'Replace the 2 material lines on the form?',
    body: 'The 2 rows of the sheet take their place. A drawing stays with the row of the same No.: 1 kept, 1 dropped (no row of the sheet has that No.). Nothing is saved until you save the inquiry.',
    loaded: '2 rows loaded into the form. Save the inquiry to keep them.',
    save: 'Save',
  },
  'zh-TW': {
    tab: '材料明細',
    line: (n: number) => `第 ${n} 筆明細`,
    image: '圖檔',
    download: (name: string) => `下載 ${name}`,
    open: '從 Excel 匯入材料明細',
    dialog: '匯入材料明細',
    choose: /選擇 Excel 檔案/,
    send: '帶入表單',
    confirm: '確認',
    cancel: '取消',
    question: '確定取代表單上現有的 2 筆材料明細？',
    body: '這些明細將由檔案中的 2 列取代。圖檔保留在相同序號的明細上：保留 1 個，捨棄 1 個（檔案中沒有該序號）。儲存詢價單前不會存檔。',
    loaded: '已將 2 列帶入表單，儲存詢價單後才會保留。',
    save: '儲存',
  },
} as const;

it.each(['en-US', 'zh-TW'] as const)('%s: replacing the lines is asked first, a line keeps its drawing by its No., and the rows are said to be in the form, to save', async (locale) => {
  const text = TEXTS[locale];
  const user = userEvent.setup();
  const draft = await inquiryByApi({
    draft: true,
    changes: {
      materialLines: [
        { seq: 1, item: 'C1100 copper strip', priceProvideType: 'Y' },
        { seq: 2, item: 'Tin plating', priceProvideType: 'Y' },
      ],
    },
  });
  await renderRemoteFeature(remote, 'inquiry', `/detail/edit/${draft.id}`, locale);
  await user.click(await screen.findByRole('tab', { name: text.tab }));
  for (const [n, name] of [[1, 'strip.png'], [2, 'plating.png']] as const) {
    const line = await screen.findByRole('group', { name: text.line(n) });
    await user.upload(within(line).getByLabelText(text.image, { selector: 'input' }), png(name));
    expect(await within(line).findByRole('button', { name: text.download(name) })).toBeInTheDocument();
  }

  await user.click(screen.getByRole('button', { name: text.open }));
  const dialog = await screen.findByRole('dialog', { name: text.dialog });
  // Line 1 is in the sheet again (by its No.), line 2 is not: No. 3 takes its place.
  await user.upload(within(dialog).getByLabelText(text.choose, { selector: 'input' }), await lineSheet([
    [1, 'C1100 copper strip', 'Stamping', '', 0.004, 8, '', 'Y', ''],
    [3, 'Packing on reels', '', '', '', '', '', 'Y', ''],
  ]));
  const send = await within(dialog).findByRole('button', { name: text.send });
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));

  // Cancelled: nothing is replaced.
  await user.click(send);
  let question = await screen.findByRole('dialog', { name: text.question });
  expect(question).toHaveTextContent(text.body);
  await user.click(within(question).getByRole('button', { name: text.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: text.question })).toBeNull());
  expect(screen.getByRole('dialog', { name: text.dialog })).toBeInTheDocument();
  // (the page under the import dialog, hidden from assistive technology while it is open)
  expect(within(screen.getByRole('group', { name: text.line(2), hidden: true })).getByRole('button', { name: text.download('plating.png'), hidden: true })).toBeInTheDocument();

  await user.click(send);
  question = await screen.findByRole('dialog', { name: text.question });
  await user.click(within(question).getByRole('button', { name: text.confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: text.dialog })).toBeNull());
  expect(await screen.findByText(text.loaded)).toBeInTheDocument();
  const first = screen.getByRole('group', { name: text.line(1) });
  expect(within(first).getByRole('button', { name: text.download('strip.png') })).toBeInTheDocument();
  const second = screen.getByRole('group', { name: text.line(2) });
  expect(within(second).queryByRole('button', { name: /plating\.png/ })).toBeNull();

  await user.click(await actionButton(text.save));
  await waitFor(async () => expect((await api.get<InquiryDetail>(`a/inquiry/${draft.id}`)).data.materialLines.map((l) => [l.seq, l.imageFile?.fileName])).toEqual([[1, 'strip.png'], [3, undefined]]));
});

it.each([
  ['en-US', 'Price included in No. 2 is not in the serial number list (row 3).'],
  ['zh-TW', '「價格含於序號」2 不在序號清單中（第 3 列）。'],
] as const)('%s: a row priced as included in its own No. is refused, as the form and the server refuse it', async (locale, message) => {
  const text = TEXTS[locale];
  const user = userEvent.setup();
  const draft = await inquiryByApi({ draft: true });
  await renderRemoteFeature(remote, 'inquiry', `/detail/edit/${draft.id}`, locale);
  await user.click(await screen.findByRole('tab', { name: text.tab }));
  await user.click(screen.getByRole('button', { name: text.open }));
  const dialog = await screen.findByRole('dialog', { name: text.dialog });
  await user.upload(within(dialog).getByLabelText(text.choose, { selector: 'input' }), await lineSheet([
    [1, 'C1100 copper strip', '', '', '', '', '', 'Y', ''],
    [2, 'Tin plating', '', '', '', '', '', 'N', 2],
  ]));
  expect(await within(dialog).findByText(message)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: text.send })).toHaveAttribute('aria-disabled', 'true');
});
