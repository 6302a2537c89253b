import { readSheet, writeSheet, XLSX_TYPE } from './sheet-io';
import { mapSheetRows } from './sheet-rows';

// exceljs (its Node build) writes and reads real .xlsx files here, as the browser build does.
jest.setTimeout(30_000);

it('writes a workbook that reads back: header, values, row numbers, blank rows left out', async () => {
  const blob = await writeSheet(
    ['序號', '料號', '數量'],
    [
      [1, 'M-100', 5],
      [],
      [2, '  M-200 ', 'abc'],
    ],
  );
  expect(blob.type).toBe(XLSX_TYPE);
  const sheet = await readSheet(blob);
  expect(sheet).toEqual({
    header: ['序號', '料號', '數量'],
    rows: [
      { row: 2, cells: [1, 'M-100', 5] },
      { row: 4, cells: [2, 'M-200', 'abc'] },
    ],
  });
});

it('keeps what Excel holds: digits in a text cell stay text with their zeros, a number cell a number', async () => {
  // The all-supplier upload compares a text cell exactly and only a number cell as a number.
  const sheet = await readSheet(await writeSheet(['Phone', 'Rate'], [['0912345678', '1.50'], [912345678, 1.5]]));
  expect(sheet.rows).toEqual([
    { row: 2, cells: ['0912345678', '1.50'] },
    { row: 3, cells: [912345678, 1.5] },
  ]);
});

it('writes the text columns in Excel\'s Text format, so digits typed there later stay text', async () => {
  const blob = await writeSheet(['Phone', 'Capital'], [['0912345678', 1000]], { textColumns: [0] });
  const { Workbook } = jest.requireActual<typeof import('exceljs')>('exceljs');
  const workbook = new Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  // The column's format is what Excel gives a cell typed into later, below the written rows too.
  expect(sheet.getColumn(1).numFmt).toBe('@');
  expect(sheet.getCell('A2').numFmt).toBe('@');
  expect(sheet.getColumn(2).numFmt).toBeUndefined();
  expect(sheet.getCell('B2').numFmt).toBeUndefined();
});

it('maps an English template to the same fields as a Chinese one', async () => {
  const columns = [
    { field: 'seq', headers: ['序號', 'No.'] },
    { field: 'quantity', headers: ['數量', 'Quantity'] },
  ];
  const english = await readSheet(await writeSheet(['Quantity', 'No.'], [[3, 7]]));
  expect(mapSheetRows(english, columns).rows).toEqual([{ quantity: 3, seq: 7 }]);
});

it('reads the header from another row when told', async () => {
  const sheet = await readSheet(await writeSheet(['Purchase order lines'], [['No.', 'Item'], [1, 'M-1']]), { headerRow: 2 });
  expect(sheet).toEqual({ header: ['No.', 'Item'], rows: [{ row: 3, cells: [1, 'M-1'] }] });
});

it('refuses a file that is not a workbook', async () => {
  await expect(readSheet(new Blob(['not a zip']))).rejects.toThrow();
});
