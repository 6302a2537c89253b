// Test and story fixtures of the Excel import: the columns and rules of a delivery-reply-like sheet
// and the workbooks a user might choose. Not exported by the entry.
import { registerNamespace } from 'shared-ui';
import type { ImportRules } from 'shared-ui/contract';
import type { ImportColumn, RowValidator } from 'shared-ui/excel-import';
import { writeSheet, XLSX_TYPE } from './sheet-io';

registerNamespace('importDemo', {
  'zh-TW': { title: '匯入交期回覆', seq: '序號', item: '料號', quantity: '數量', remark: '備註' },
  'en-US': { title: 'Import delivery replies', seq: 'No.', item: 'Item no.', quantity: 'Quantity', remark: 'Remark' },
});

export const demoColumns: ImportColumn[] = [
  { field: 'seq', label: 'importDemo:seq' },
  { field: 'item', label: 'importDemo:item' },
  { field: 'quantity', label: 'importDemo:quantity' },
  { field: 'remark', label: 'importDemo:remark', headers: ['Comment'] },
];

export const demoRules: ImportRules = { required: ['seq', 'item', 'quantity'], numeric: ['quantity'], serial: 'seq' };

/** The screen's own look-up: item numbers that exist (spec section 5, "imported item numbers that do not exist"). */
export const knownItems: RowValidator = (row) => (String(row.item ?? '').startsWith('X-') ? [{ path: 'item', key: 'validation:importItemNotFound' }] : []);

/** A file as the user's file chooser hands it over. */
export async function xlsxFile(name: string, header: string[], rows: unknown[][]): Promise<File> {
  const blob = await writeSheet(header, rows);
  return new File([await blob.arrayBuffer()], name, { type: XLSX_TYPE });
}

/** Three good lines, headers in English. */
export const goodSheet = () =>
  xlsxFile('replies.xlsx', ['No.', 'Item no.', 'Quantity', 'Comment'], [
    [1, 'M-100', 20, 'first lot'],
    [2, 'M-200', 5],
    [3, 'M-300', 12.5],
  ]);

/** Headers in Chinese; row 3's quantity is not a number and row 4 repeats serial 1. */
export const brokenSheet = () =>
  xlsxFile('replies-broken.xlsx', ['序號', '料號', '數量'], [
    [1, 'M-100', 20],
    [2, 'M-200', 'twelve'],
    [1, 'M-300', 3],
  ]);
