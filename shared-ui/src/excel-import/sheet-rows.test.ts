import { headerKey } from '../contract/sheet-header';
import { cellValue, mapSheetRows, type SheetData } from './sheet-rows';

describe('cellValue', () => {
  it('keeps numbers and yes/no, trims text, reads blank text as nothing', () => {
    expect(cellValue(12.5)).toBe(12.5);
    expect(cellValue(true)).toBe(true);
    expect(cellValue('  M-100 ')).toBe('M-100');
    expect(cellValue('   ')).toBeUndefined();
    expect(cellValue(null)).toBeUndefined();
  });

  it('reads rich text, links, formulas and errors as what the sheet shows', () => {
    expect(cellValue({ richText: [{ text: 'M-' }, { text: '2' }] })).toBe('M-2');
    expect(cellValue({ text: 'spec', hyperlink: 'https://example.com' })).toBe('spec');
    expect(cellValue({ formula: 'A1*2', result: 8 })).toBe(8);
    expect(cellValue({ sharedFormula: 'B2', result: 'Y' })).toBe('Y');
    expect(cellValue({ formula: 'A1' })).toBeUndefined();
    expect(cellValue({ error: '#N/A' })).toBe('#N/A');
  });

  it('writes a date as YYYY-MM-DD, with the time when it has one', () => {
    expect(cellValue(new Date(Date.UTC(2026, 2, 5)))).toBe('2026-03-05');
    expect(cellValue(new Date(Date.UTC(2026, 2, 5, 14, 30)))).toBe('2026-03-05 14:30');
  });
});

it('compares headers without case, spacing or a required mark', () => {
  expect(headerKey('  Qty  * ')).toBe('qty');
  expect(headerKey('Price  Required＊')).toBe('price required');
});

describe('mapSheetRows', () => {
  const columns = [
    { field: 'seq', headers: ['序號', 'No.'] },
    { field: 'item', headers: ['料號', 'Item no.'] },
    { field: 'quantity', headers: ['數量', 'Quantity'] },
    { field: 'remark', headers: ['備註', 'Remark'] },
  ];

  it('maps each header (in either language, any order) to its field and keeps the sheet row numbers', () => {
    const sheet: SheetData = {
      header: ['Quantity', 'Ignored', '序號', 'ITEM NO. *'],
      rows: [
        { row: 2, cells: [10, 'x', 1, 'M-1'] },
        { row: 4, cells: [undefined, 'only an unmapped cell', undefined, undefined] },
        { row: 5, cells: ['abc', undefined, 2, 'M-2'] },
      ],
    };
    expect(mapSheetRows(sheet, columns)).toEqual({
      rows: [
        { quantity: 10, seq: 1, item: 'M-1' },
        { quantity: 'abc', seq: 2, item: 'M-2' },
      ],
      sheetRows: [2, 5],
      headerOf: { quantity: 'Quantity', seq: '序號', item: 'ITEM NO. *' },
      missing: ['remark'],
    });
  });

  it('takes the first of two columns with the same header', () => {
    const sheet: SheetData = { header: ['No.', 'No.'], rows: [{ row: 2, cells: [1, 2] }] };
    expect(mapSheetRows(sheet, columns.slice(0, 1)).rows).toEqual([{ seq: 1 }]);
  });
});
