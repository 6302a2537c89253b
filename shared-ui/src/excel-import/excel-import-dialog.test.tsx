import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace, useNotifier, type Locale } from 'shared-ui';
import { ExcelImportDialog, type ExcelImportDialogProps } from 'shared-ui/excel-import';
import { emulateFocusFixup, renderInPortal } from 'shared-ui/testing';
import { demoColumns, demoRules, goodSheet, knownItems, xlsxFile } from './excel-import-fixtures';

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

it('names a missing required column and checks no row', async () => {
  renderDialog();
  await chooseFile(await xlsxFile('old.xlsx', ['No.', 'Quantity'], [[1, 2]]));
  expect(await screen.findByRole('status')).toHaveTextContent('The sheet cannot be imported as it is.');
  expect(rowsOf(/Check report/)).toEqual([
    ['Row', 'Column', 'Result'],
    ['Sheet', 'Item no.', 'The column Item no. is missing from the sheet.'],
  ]);
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
});

it('adds the screen validator problems and says when a file is not a workbook', async () => {
  renderDialog();
  await chooseFile(await xlsxFile('x.xlsx', ['No.', 'Item no.', 'Quantity'], [[1, 'X-9', 2]]));
  expect(await screen.findByText('Imported item number does not exist.')).toBeInTheDocument();
  await chooseFile(new File(['not a workbook'], 'notes.xlsx'));
  expect(await screen.findByText('The file could not be read as an Excel workbook (.xlsx).')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
});

it('stays open while the sheet is on its way, Send keeping the focus, so the server’s refusal is read where it was sent', async () => {
  const dropsFocus = emulateFocusFixup();
  try {
    const user = userEvent.setup();
    let refuse: (error: unknown) => void = () => undefined;
    const { onClose, onSubmit } = renderDialog({ onSubmit: () => new Promise((_, reject) => (refuse = reject)) });
    await chooseFile(await goodSheet());
    const send = await screen.findByRole('button', { name: 'Send' });
    await user.click(send);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(send).toHaveFocus();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    refuse({ response: { status: 400, data: { messages: ['Row 2: the line is closed.'] } } });
    expect(await screen.findByText('Row 2: the line is closed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toHaveAttribute('aria-disabled');
  } finally {
    dropsFocus();
  }
});

it('offers no file to choose until what the rows are checked against has answered; a failure says so, with Retry', async () => {
  const user = userEvent.setup();
  const refetch = jest.fn();
  const { view } = renderDialog({ checkedAgainst: { isPending: true, isError: false, refetch } });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading what the sheet is checked against…');
  expect(screen.getByRole('button', { name: 'Choose an Excel file' })).toHaveAttribute('aria-disabled', 'true');
  (await view).rerender(
    <ExcelImportDialog open columns={demoColumns} rules={demoRules} validateRow={knownItems} checkedAgainst={{ isPending: false, isError: true, refetch }} onSubmit={jest.fn()} onClose={jest.fn()} />,
  );
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(refetch).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Choose an Excel file' })).toHaveAttribute('aria-disabled', 'true');
});

it('asks the screen’s question before the rows go, sends nothing when cancelled, and says what the screen did with them', async () => {
  registerNamespace('importAsk', {
    'zh-TW': { title: '取代 {{count}} 筆？', body: '以 {{rows}} 列取代。', loaded: '已帶入 {{count}} 列，請儲存。' },
    'en-US': { title: 'Replace {{count}} lines?', body: 'The {{rows}} rows take their place.', loaded: '{{count}} rows loaded: save to keep them.' },
  });
  const user = userEvent.setup();
  const confirmSend = jest.fn((rows: unknown[]) => ({ title: 'importAsk:title', body: 'importAsk:body', values: { count: 4, rows: rows.length } }));
  const { onSubmit, onClose } = renderDialog({ confirmSend, sentMessage: 'importAsk:loaded' });
  await chooseFile(await goodSheet());
  await user.click(await screen.findByRole('button', { name: 'Send' }));
  let question = await screen.findByRole('dialog', { name: 'Replace 4 lines?' });
  expect(question).toHaveTextContent('The 3 rows take their place.');
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Replace 4 lines?' })).toBeNull());
  expect(onSubmit).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  question = await screen.findByRole('dialog', { name: 'Replace 4 lines?' });
  await user.click(within(question).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(useNotifier.getState().notices.map((n) => n.message)).toContain('3 rows loaded: save to keep them.');
});

registerNamespace('importLoad', { 'zh-TW': { load: '帶入表單' }, 'en-US': { load: 'Load into the form' } });

it.each([
  ['en-US', 'Load into the form', 'Send', 'All 3 rows are ready.'],
  ['zh-TW', '帶入表單', '送出', '全部 3 筆資料皆可匯入。'],
] as const)('%s: where nothing is sent, the button says what it does with the rows (sendLabel), not Send, nor does the summary', async (locale, load, send, ready) => {
  const user = userEvent.setup();
  const { onSubmit } = renderDialog({ sendLabel: 'importLoad:load' }, locale);
  await chooseFile(await goodSheet());
  // The summary is the same for every import, whatever its button: it promises no sending.
  expect(await screen.findByRole('status')).toHaveTextContent(new RegExp(`^${ready}$`));
  await user.click(await screen.findByRole('button', { name: load }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('button', { name: send })).toBeNull();
});
