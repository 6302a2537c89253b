import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from 'shared-ui';
import { ExcelImportDialog, type ExcelImportDialogProps } from 'shared-ui/excel-import';
import { renderInPortal } from 'shared-ui/testing';
import { brokenSheet, demoColumns, demoRules, goodSheet, knownItems, xlsxFile } from './excel-import-fixtures';

// exceljs reads the chosen workbook in jsdom as it would in the browser.
jest.setTimeout(30_000);

function renderDialog(props: Partial<ExcelImportDialogProps> = {}, locale: Locale = 'en-US') {
  const onSubmit = jest.fn(props.onSubmit ?? (async () => undefined));
  const onClose = jest.fn();
  const view = renderInPortal(
    <ExcelImportDialog open title="importDemo:title" columns={demoColumns} rules={demoRules} validateRow={knownItems} {...props} onSubmit={onSubmit} onClose={onClose} />,
    { locale },
  );
  return { view, onSubmit, onClose };
}

const chooseFile = async (file: File) => userEvent.upload(screen.getByLabelText(/Choose an Excel file|選擇 Excel 檔案/, { selector: 'input' }), file);
const rowsOf = (name: RegExp) => within(screen.getByRole('table', { name })).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

it('reports a non-numeric quantity and a duplicate serial at their rows, and keeps Send disabled (zh-TW)', async () => {
  const { onSubmit } = renderDialog({}, 'zh-TW');
  await screen.findByRole('dialog', { name: '匯入交期回覆' });
  await chooseFile(await brokenSheet());
  expect(await screen.findByRole('status')).toHaveTextContent('有問題的資料：2 筆（共 3 筆）');
  expect(rowsOf(/檢查報告/)).toEqual([
    ['列', '欄位', '結果'],
    ['2', '—', '正確'],
    ['3', '數量', '上傳欄位 數量 不是數字。'],
    ['4', '序號', '序號 1 重複（第 4 列）。'],
  ]);
  expect(rowsOf(/預覽/)[2]).toEqual(['3', '2', 'M-200', 'twelve', '']);
  expect(screen.getByRole('button', { name: '送出' })).toBeDisabled();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('previews a good sheet and sends the file with its rows', async () => {
  const { onSubmit, onClose } = renderDialog();
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  const file = await goodSheet();
  await chooseFile(file);
  expect(await screen.findByRole('status')).toHaveTextContent('All 3 rows are ready to send.');
  expect(rowsOf(/Preview/)).toEqual([
    ['Row', 'No.', 'Item no.', 'Quantity', 'Remark'],
    ['2', '1', 'M-100', '20', 'first lot'],
    ['3', '2', 'M-200', '5', ''],
    ['4', '3', 'M-300', '12.5', ''],
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onSubmit).toHaveBeenCalledWith(file, [
    { seq: 1, item: 'M-100', quantity: 20, remark: 'first lot' },
    { seq: 2, item: 'M-200', quantity: 5 },
    { seq: 3, item: 'M-300', quantity: 12.5 },
  ]);
  expect(await screen.findByText('Sent: 3 rows.')).toBeInTheDocument();
});

it('shows the server 400 messages and keeps the file to send again', async () => {
  const refusal = Object.assign(new Error('400'), { response: { status: 400, data: { messages: ['PO item 4500001-10 is closed.'] } } });
  const { onSubmit, onClose } = renderDialog({ onSubmit: jest.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined) });
  await chooseFile(await goodSheet());
  await screen.findByRole('status');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The file was not sent.');
  expect(alert).toHaveTextContent('PO item 4500001-10 is closed.');
  expect(screen.getByText('File: replies.xlsx')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onSubmit).toHaveBeenCalledTimes(2);
});

it('names a missing required column and checks no row', async () => {
  renderDialog();
  await chooseFile(await xlsxFile('old.xlsx', ['No.', 'Quantity'], [[1, 2]]));
  expect(await screen.findByRole('status')).toHaveTextContent('The sheet cannot be imported as it is.');
  expect(rowsOf(/Check report/)).toEqual([
    ['Row', 'Column', 'Result'],
    ['Sheet', 'Item no.', 'The column Item no. is missing from the sheet.'],
  ]);
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
});

it('adds the screen validator problems and says when a file is not a workbook', async () => {
  renderDialog();
  await chooseFile(await xlsxFile('x.xlsx', ['No.', 'Item no.', 'Quantity'], [[1, 'X-9', 2]]));
  expect(await screen.findByText('Imported item number does not exist.')).toBeInTheDocument();
  await chooseFile(new File(['not a workbook'], 'notes.xlsx'));
  expect(await screen.findByText('The file could not be read as an Excel workbook (.xlsx).')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
});
