import { importRowIssues, MATERIAL_LINE_IMPORT, type ImportRules } from './excel-import.schema';

const labels = { seq: 'No.', item: 'Item', consume: 'Consume', priceProvideType: 'Price Required', priceRefSeq: 'Price included in No.' };
const rules: ImportRules = { ...MATERIAL_LINE_IMPORT, labels };
const row = (seq: unknown, priceProvideType: unknown, priceRefSeq?: unknown, more: object = {}) => ({ seq, item: `P-${String(seq)}`, priceProvideType, priceRefSeq, ...more });

describe('Excel import rows', () => {
  it('pass numbered, unique rows whose N lines point at an existing serial', () => {
    expect(importRowIssues([row(1, 'Y', undefined, { consume: '2.5' }), row(2, 'n', '1'), row(3, 'N', 1)], rules)).toEqual([]);
  });

  it('name the column of a non-numeric cell', () => {
    expect(importRowIssues([row(1, 'Y', undefined, { consume: 'two' })], rules)).toEqual([
      { path: '0.consume', key: 'validation:importNotNumeric', params: { col: 'Consume', row: 2 } },
    ]);
  });

  it('report a blank required cell once, as required', () => {
    expect(importRowIssues([row('', '')], rules)).toEqual([
      { path: '0.seq', key: 'validation:importRequired', params: { col: 'No.', row: 2 } },
      { path: '0.priceProvideType', key: 'validation:importRequired', params: { col: 'Price Required', row: 2 } },
    ]);
  });

  it('refuse a serial that is not a number and a repeated serial', () => {
    expect(importRowIssues([row('A', 'Y'), row(2, 'Y'), row('2', 'Y')], rules)).toEqual([
      { path: '0.seq', key: 'validation:importSerialNotNumeric', params: { col: 'No.', row: 2 } },
      { path: '2.seq', key: 'validation:importSerialDuplicate', params: { col: 'No.', row: 4, serial: '2' } },
    ]);
  });

  it('check Price Required is Y or N, and the price-included-in No. of an N line', () => {
    expect(importRowIssues([row(1, 'X'), row(2, 'N'), row(3, 'N', 9)], rules)).toEqual([
      { path: '0.priceProvideType', key: 'validation:importPriceRequiredYn', params: { col: 'Price Required', row: 2 } },
      { path: '1.priceRefSeq', key: 'validation:importPriceRefRequired', params: { col: 'Price included in No.', row: 3 } },
      { path: '2.priceRefSeq', key: 'validation:importPriceRefMissing', params: { col: 'Price included in No.', row: 4, ref: '9' } },
    ]);
  });

  it('refuse an N line whose price-included-in No. is its own', () => {
    expect(importRowIssues([row(1, 'Y'), row(2, 'N', '2'), row(3, 'N', 3.0)], rules)).toEqual([
      { path: '1.priceRefSeq', key: 'validation:importPriceRefMissing', params: { col: 'Price included in No.', row: 3, ref: '2' } },
      { path: '2.priceRefSeq', key: 'validation:importPriceRefMissing', params: { col: 'Price included in No.', row: 4, ref: '3' } },
    ]);
  });

  it('refuse item numbers that do not exist', () => {
    const known: ImportRules = { ...rules, item: { field: 'item', known: new Set(['P-1']) } };
    expect(importRowIssues([row(1, 'Y'), row(2, 'Y')], known)).toEqual([
      { path: '1.item', key: 'validation:importItemNotFound', params: { col: 'Item', row: 3, item: 'P-2' } },
    ]);
  });

  it('need at least one material for a price update', () => {
    const priceUpdate: ImportRules = { required: ['material'], requireMaterial: true };
    expect(importRowIssues([{ material: 'M-1' }], priceUpdate)).toEqual([]);
    expect(importRowIssues([], priceUpdate)).toEqual([{ path: '', key: 'validation:importNoMaterial' }]);
  });

  it('name a column by its field when no label is given, counting rows from firstRow', () => {
    expect(importRowIssues([{ qty: 'x' }], { numeric: ['qty'], firstRow: 5 })).toEqual([
      { path: '0.qty', key: 'validation:importNotNumeric', params: { col: 'qty', row: 5 } },
    ]);
  });
});
