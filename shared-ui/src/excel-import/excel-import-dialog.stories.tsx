import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { api } from 'shared-ui';
import type { ImportRow } from 'shared-ui/contract';
import { ExcelImportDialog } from 'shared-ui/excel-import';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brokenSheet, demoColumns, demoRules, goodSheet, knownItems } from './excel-import-fixtures';

// The dialog renders in a portal on <body>, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const choose = async (canvasElement: HTMLElement, label: string, file: File) =>
  userEvent.upload(page(canvasElement).getByLabelText(label, { selector: 'input' }), file);
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

const GOOD_ROWS = [
  { seq: 1, item: 'M-100', quantity: 20, remark: 'first lot' },
  { seq: 2, item: 'M-200', quantity: 5 },
  { seq: 3, item: 'M-300', quantity: 12.5 },
];

/** How a remote sends an import: the file and its rows as multipart, `silent` so the dialog shows a 400. */
const replyByFile = (file: File, rows: ImportRow[]) => {
  const form = new FormData();
  form.append('file', file);
  form.append('rows', JSON.stringify(rows));
  return api.post('a/deliveryScheduleToReply/replyByFile', form, { silent: true });
};

const refusingServer = http.post('*/api/a/deliveryScheduleToReply/replyByFile', async () => {
  await delay(600);
  return HttpResponse.json({ messages: ['PO item 4500001-10 is closed.', 'PO item 4500001-20 is closed.'] }, { status: 400 });
});

const meta = {
  title: 'Templates/ExcelImportDialog',
  component: ExcelImportDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'importDemo:title',
    columns: demoColumns,
    rules: demoRules,
    validateRow: knownItems,
    templateName: 'delivery-replies',
    onSubmit: fn(async (_file: File, _rows: ImportRow[]): Promise<unknown> => undefined),
    onClose: fn(),
  },
} satisfies Meta<typeof ExcelImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file is chosen (zh-TW): choose, download the template, no Send yet. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '匯入交期回覆' });
    // Visible once the dialog has faded in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '選擇 Excel 檔案' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: '下載範本' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '送出' })).toBeNull();
  },
};

export const StartEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Import delivery replies' });
    await expect(within(dialog).getByRole('button', { name: 'Choose an Excel file' })).toHaveAccessibleDescription(
      'An .xlsx workbook; the first sheet is read, its first row holding the column names.',
    );
  },
};

/** A quantity that is not a number and a repeated serial: each at its row, Send unavailable (zh-TW, Chinese headers). */
export const ProblemsReported: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await choose(canvasElement, '選擇 Excel 檔案', await brokenSheet());
    await expect(await body.findByRole('status', {}, { timeout: 15000 })).toHaveTextContent('有問題的資料：2 筆（共 3 筆）');
    await expect(rowsOf(body.getByRole('table', { name: '檢查報告' }))).toEqual([
      ['列', '欄位', '結果'],
      ['2', '—', '正確'],
      ['3', '數量', '上傳欄位 數量 不是數字。'],
      ['4', '序號', '序號 1 重複（第 4 列）。'],
    ]);
    await expect(body.getByRole('button', { name: '送出' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProblemsReportedEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await choose(canvasElement, 'Choose an Excel file', await brokenSheet());
    await expect(await body.findByRole('status', {}, { timeout: 15000 })).toHaveTextContent('Rows with problems: 2 of 3.');
    const report = rowsOf(body.getByRole('table', { name: 'Check report' }));
    await expect(report[2]).toEqual(['3', 'Quantity', 'Upload field 數量 is not numeric.']);
    await expect(report[3]).toEqual(['4', 'No.', 'Duplicate serial number 1 (row 4).']);
    await expect(body.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A good sheet: every row OK, the preview, then Send hands the file and its rows over. */
export const GoodSheetSends: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await choose(canvasElement, 'Choose an Excel file', await goodSheet());
    await expect(await body.findByRole('status', {}, { timeout: 15000 })).toHaveTextContent('All 3 rows are ready.');
    await expect(rowsOf(body.getByRole('table', { name: 'Preview' }))[1]).toEqual(['2', '1', 'M-100', '20', 'first lot']);
    await userEvent.click(body.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'replies.xlsx' }), GOOD_ROWS));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const GoodSheetSendsChinese: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await choose(canvasElement, '選擇 Excel 檔案', await goodSheet());
    await expect(await body.findByRole('status', {}, { timeout: 15000 })).toHaveTextContent('全部 3 筆資料皆可匯入。');
    await userEvent.click(body.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // The notice, once it has faded in.
    await waitFor(() => expect(body.getByText('已送出 3 筆資料。')).toBeVisible());
  },
};

/** The server refuses the import (400): its messages in the dialog, the file kept to send again. */
export const SendRefused: Story = {
  args: { onSubmit: fn(replyByFile) },
  globals: { locale: 'en-US' },
  parameters: { msw: { handlers: [refusingServer] } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await choose(canvasElement, 'Choose an Excel file', await goodSheet());
    await userEvent.click(await body.findByRole('button', { name: 'Send' }, { timeout: 15000 }));
    await expect(await body.findByRole('progressbar', { name: 'Sending…' })).toBeVisible();
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('The file was not sent.');
    await expect(alert).toHaveTextContent('PO item 4500001-20 is closed.');
    await expect(body.getByText('File: replies.xlsx')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
  },
};
