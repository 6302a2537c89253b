import ExcelJS from 'exceljs';
import { mapSheetRows, readSheet as readInBrowser } from 'shared-ui/excel-import';
import { localRecordSheet, localSheet, readLocalSheet, writeWorkbook, type SheetColumns } from './xlsx';

// The one place an export's values become cells: what a buyer sorts, filters and sums in Excel is
// typed (dates, date-times, amounts, unit prices), a currency is its ISO code, and the sheet still
// reads back, in the mock's upload and in the browser's import alike.

interface Line {
  poNo: string;
  poDate: string;
  confirmedAt?: string;
  currencyCode: string;
  netPrice: number;
  totalAmount: number;
  quantity: number;
  currencies?: string[];
}

const COLUMNS = {
  poNo: ['採購單號', 'PO no.'],
  poDate: ['採購日期', 'PO date', 'date'],
  confirmedAt: ['確認時間', 'Confirmed at', 'dateTime'],
  currencyCode: ['幣別', 'Currency', 'currency'],
  netPrice: ['未稅單價', 'Net price', 'unitPrice'],
  totalAmount: ['含稅總額', 'Total incl. tax', { amount: 'currencyCode' }],
  quantity: ['數量', 'Qty', 'number'],
  currencies: ['幣別清單', 'Currencies', 'currency'],
} as const satisfies SheetColumns<Line>;

const LINES: Line[] = [
  // 00:30 UTC is 08:30 in Taiwan; a late evening in New York is the next morning there.
  { poNo: 'P1', poDate: '2026-03-19', confirmedAt: '2026-03-19T00:30:00Z', currencyCode: 'TWD', netPrice: 12.3456, totalAmount: 1234567.5, quantity: 40, currencies: ['TWD', 'USD'] },
  { poNo: 'P2', poDate: '2026-02-28', confirmedAt: '2026-03-19T20:15:00-05:00', currencyCode: 'JPY', netPrice: 1200, totalAmount: 98000, quantity: 3 },
  { poNo: 'P3', poDate: '2026-02-31', confirmedAt: '2026-03-01T08:00:00+08:00', currencyCode: 'USD', netPrice: 0.35, totalAmount: 35.1, quantity: 100 },
];

async function workbookOf(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  return workbook;
}

/** The cells of the first sheet's data rows, by column number. */
function cellsOf(sheet: ExcelJS.Worksheet) {
  const rows: ExcelJS.Cell[][] = [];
  sheet.eachRow((row, n) => n > 1 && rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1))));
  return rows;
}
const typed = (cell: ExcelJS.Cell) => ({ type: cell.type, value: cell.value, numFmt: cell.numFmt });

// Every expectation is an absolute instant, so the file proves the same under any TZ of the machine
// (run it with TZ=America/New_York and TZ=Asia/Taipei): the wall clock written is Taiwan's, +08:00.
describe('an export sheet', () => {
  it.each(['zh-TW', 'en-US'] as const)('writes typed cells, headed in %s', async (lang) => {
    const workbook = await workbookOf(await writeWorkbook([localSheet(lang, { 'zh-TW': '採購單', 'en-US': 'Purchase orders' }, COLUMNS, LINES)]));
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      lang === 'zh-TW' ? ['採購單號', '採購日期', '確認時間', '幣別', '未稅單價', '含稅總額', '數量', '幣別清單'] : ['PO no.', 'PO date', 'Confirmed at', 'Currency', 'Net price', 'Total incl. tax', 'Qty', 'Currencies'],
    );
    const [p1, p2, p3] = cellsOf(sheet);
    const { Date: DATE, Number: NUMBER, String: STRING } = ExcelJS.ValueType;
    // A day: its UTC midnight, shown yyyy-mm-dd; a date-time: Taiwan's wall clock, whatever the server's zone.
    expect(typed(p1[1])).toEqual({ type: DATE, value: new Date('2026-03-19T00:00:00Z'), numFmt: 'yyyy-mm-dd' });
    expect(typed(p1[2])).toEqual({ type: DATE, value: new Date('2026-03-19T08:30:00Z'), numFmt: 'yyyy-mm-dd hh:mm' });
    expect(typed(p2[2])).toEqual({ type: DATE, value: new Date('2026-03-20T09:15:00Z'), numFmt: 'yyyy-mm-dd hh:mm' });
    expect(typed(p3[2]).value).toEqual(new Date('2026-03-01T08:00:00Z'));
    // A day that is not on the calendar stays the text it was.
    expect(typed(p3[1])).toMatchObject({ type: STRING, value: '2026-02-31' });
    // The currency by its code; amounts in its decimals; unit prices to 4; quantities plain numbers.
    expect([p1[3].value, p2[3].value, p3[3].value]).toEqual(['TWD', 'JPY', 'USD']);
    expect(typed(p1[5])).toEqual({ type: NUMBER, value: 1234567.5, numFmt: '#,##0.00' });
    expect(typed(p2[5])).toEqual({ type: NUMBER, value: 98000, numFmt: '#,##0' });
    expect(typed(p3[5])).toEqual({ type: NUMBER, value: 35.1, numFmt: '#,##0.00' });
    expect([p1[4], p2[4], p3[4]].map(typed)).toEqual([
      { type: NUMBER, value: 12.3456, numFmt: '#,##0.0000' },
      { type: NUMBER, value: 1200, numFmt: '#,##0.0000' },
      { type: NUMBER, value: 0.35, numFmt: '#,##0.0000' },
    ]);
    expect(typed(p1[6])).toMatchObject({ type: NUMBER, value: 40 });
    expect(p1[7].value).toBe('TWD, USD');
    // Wide enough that a long amount or a date-time shows, not ####.
    expect(sheet.getColumn(6).width).toBeGreaterThanOrEqual('1,234,567.50'.length + 2);
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual('2026-03-19 08:30'.length + 2);
  });

  it('a field-value sheet types each value as its field', async () => {
    const [line] = LINES;
    const workbook = await workbookOf(await writeWorkbook([localRecordSheet('en-US', { 'zh-TW': '採購單', 'en-US': 'Purchase order' }, COLUMNS, { ...line, currencyCode: 'JPY' })]));
    const values = new Map<unknown, ExcelJS.Cell>();
    workbook.worksheets[0].eachRow((row) => values.set(row.getCell(1).value, row.getCell(2)));
    expect(typed(values.get('PO date')!)).toEqual({ type: ExcelJS.ValueType.Date, value: new Date('2026-03-19T00:00:00Z'), numFmt: 'yyyy-mm-dd' });
    expect(typed(values.get('Total incl. tax')!)).toEqual({ type: ExcelJS.ValueType.Number, value: 1234567.5, numFmt: '#,##0' });
    expect(values.get('Currency')!.value).toBe('JPY');
  });

  it('an exported sheet reads back: by the mock\'s upload as days, and by the browser\'s import as YYYY-MM-DD (HH:mm)', async () => {
    const bytes = await writeWorkbook([localSheet('en-US', { 'zh-TW': '採購單', 'en-US': 'Purchase orders' }, COLUMNS, LINES)]);
    const back = await readLocalSheet(bytes, COLUMNS);
    expect(back!.missing).toEqual([]);
    expect(back!.rows[0].cells).toMatchObject({ poDate: new Date('2026-03-19T00:00:00Z'), currencyCode: 'TWD', totalAmount: 1234567.5 });

    const browser = mapSheetRows(await readInBrowser(bytes.slice().buffer), Object.entries(COLUMNS).map(([field, [zh, en]]) => ({ field, headers: [field, zh, en] })));
    expect(browser.missing).toEqual([]);
    expect(browser.rows).toEqual([
      { poNo: 'P1', poDate: '2026-03-19', confirmedAt: '2026-03-19 08:30', currencyCode: 'TWD', netPrice: 12.3456, totalAmount: 1234567.5, quantity: 40, currencies: 'TWD, USD' },
      { poNo: 'P2', poDate: '2026-02-28', confirmedAt: '2026-03-20 09:15', currencyCode: 'JPY', netPrice: 1200, totalAmount: 98000, quantity: 3 },
      { poNo: 'P3', poDate: '2026-02-31', confirmedAt: '2026-03-01 08:00', currencyCode: 'USD', netPrice: 0.35, totalAmount: 35.1, quantity: 100 },
    ]);
  });
});
