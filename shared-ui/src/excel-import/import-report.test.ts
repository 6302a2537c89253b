import { MATERIAL_LINE_IMPORT, type ImportRules } from 'shared-ui/contract';
import { buildImportReport, MISSING_COLUMN, NO_ROWS, NOTHING_TO_SEND } from './import-report';
import type { MappedSheet } from './sheet-rows';

const sheetOf = (rows: MappedSheet['rows'], extra: Partial<MappedSheet> = {}): MappedSheet => ({
  rows,
  sheetRows: rows.map((_, i) => i + 2),
  headerOf: { seq: 'No.', quantity: 'Quantity', item: 'Item no.' },
  missing: [],
  ...extra,
});

const rules: ImportRules = { required: ['seq', 'item'], numeric: ['quantity'], serial: 'seq', labels: { seq: '序號', quantity: '數量', item: '料號' } };

it('lists every row: OK rows with no problem, broken ones with each problem at its column', () => {
  const report = buildImportReport(
    sheetOf([
      { seq: 1, item: 'M-1', quantity: 5 },
      { seq: 2, item: 'M-2', quantity: 'abc' },
      { seq: 2, item: 'M-3', quantity: 1 },
    ]),
    rules,
  );
  expect(report.rows).toEqual([
    { row: 2, problems: [] },
    {
      row: 3,
      problems: [{ field: 'quantity', key: 'validation:importNotNumeric', params: { col: 'Quantity', row: 3 } }],
    },
    // The contract reports a duplicate serial at its repetition.
    { row: 4, problems: [{ field: 'seq', key: 'validation:importSerialDuplicate', params: { col: 'No.', row: 4, serial: '2' } }] },
  ]);
  expect(report).toMatchObject({ sheet: [], failedRows: 2, ok: false });
});

it('names the column as the sheet header shows it, else by the rules label; rows keep their sheet numbers', () => {
  const report = buildImportReport(sheetOf([{ seq: 1 }], { sheetRows: [7], headerOf: { seq: 'No.' } }), rules);
  expect(report.rows[0].problems).toEqual([{ field: 'item', key: 'validation:importRequired', params: { col: '料號', row: 7 } }]);
});

it('is OK when no row has a problem', () => {
  expect(buildImportReport(sheetOf([{ seq: 1, item: 'M-1', quantity: '2.5' }]), rules)).toEqual({ rows: [{ row: 2, problems: [] }], sheet: [], failedRows: 0, leftOut: 0, ok: true });
});

it('stops at the sheet when a required column is missing', () => {
  const report = buildImportReport(sheetOf([{ seq: 1 }], { missing: ['item', 'quantity'], headerOf: { seq: 'No.' } }), rules);
  expect(report).toEqual({ rows: [], sheet: [{ field: 'item', key: MISSING_COLUMN, params: { col: '料號' } }], failedRows: 0, leftOut: 0, ok: false });
});

it('stops at the sheet when a column it must have is missing, although its cells may be blank', () => {
  const answers: ImportRules = { ...rules, requiredColumns: ['quantity'] };
  expect(buildImportReport(sheetOf([{ seq: 1, item: 'M-1' }]), answers).ok).toBe(true);
  const report = buildImportReport(sheetOf([{ seq: 1, item: 'M-1' }], { missing: ['quantity'], headerOf: { seq: 'No.', item: 'Item no.' } }), answers);
  expect(report).toEqual({ rows: [], sheet: [{ field: 'quantity', key: MISSING_COLUMN, params: { col: '數量' } }], failedRows: 0, leftOut: 0, ok: false });
});

it('refuses a sheet without data rows, once', () => {
  expect(buildImportReport(sheetOf([]), rules).sheet).toEqual([{ key: NO_ROWS }]);
  expect(buildImportReport(sheetOf([]), { ...rules, requireMaterial: true }).sheet).toEqual([{ key: 'validation:importNoMaterial' }]);
});

it('adds the screen validator problems, with the column and row filled in', () => {
  const known = new Set(['M-1']);
  const report = buildImportReport(sheetOf([{ seq: 1, item: 'M-1' }, { seq: 2, item: 'M-9' }]), rules, (row, at) =>
    known.has(String(row.item)) ? [] : [{ path: 'item', key: 'validation:materialNotFound' }, { path: '', key: 'validation:invalid', params: { row: at.index } }],
  );
  expect(report.rows[1].problems).toEqual([
    { field: 'item', key: 'validation:materialNotFound', params: { col: 'Item no.', row: 3 } },
    { field: undefined, key: 'validation:invalid', params: { row: 1 } },
  ]);
  expect(report.failedRows).toBe(1);
});

it('checks the material lines of an inquiry with the contract rules', () => {
  const report = buildImportReport(
    sheetOf([
      { seq: 1, item: 'M-1', priceProvideType: 'Y' },
      { seq: 2, item: 'M-2', priceProvideType: 'N', priceRefSeq: 9 },
    ]),
    MATERIAL_LINE_IMPORT,
  );
  expect(report.rows[1].problems.map((p) => p.key)).toEqual(['validation:importPriceRefMissing']);
});

it('leaves out the rows a screen says were left blank on purpose: not checked, counted apart; all blank is nothing to send', () => {
  const blank = (row: Record<string, unknown>) => row.quantity === undefined;
  const report = buildImportReport(sheetOf([{ seq: 1, item: 'M-1', quantity: 5 }, { seq: 2 }]), rules, undefined, blank);
  expect(report).toMatchObject({ ok: true, failedRows: 0, leftOut: 1, rows: [{ row: 2, problems: [] }, { row: 3, problems: [], leftOut: true }] });
  const none = buildImportReport(sheetOf([{ seq: 1 }, { seq: 2 }]), rules, undefined, blank);
  expect(none).toMatchObject({ ok: false, leftOut: 2, sheet: [{ key: NOTHING_TO_SEND }] });
});
