import { findColumns } from './sheet-columns';

// The one header matching of the browser's import (mapSheetRows) and the mock's sheet readers.

const columns = [
  { field: 'scheduleId', headers: ['scheduleId', '排程編號', 'Schedule ID'] },
  { field: 'replyQuantity', headers: ['replyQuantity', '回覆數量', 'Reply qty'] },
  { field: 'remark', headers: ['remark', '備註', 'Remark'] },
] as const;

it('finds each field by any of its texts, in any column order, without case, spacing or a required mark', () => {
  expect(findColumns(['Note', ' reply  QTY *', '排程編號'], columns)).toEqual({
    at: new Map([['scheduleId', 2], ['replyQuantity', 1]]),
    missing: ['remark'],
  });
  // A sheet headed by the field names, as the sheets were before their headers were worded.
  expect(findColumns(['remark', 'scheduleId', 'replyQuantity'], columns).at).toEqual(new Map([['scheduleId', 1], ['replyQuantity', 2], ['remark', 0]]));
});

it('takes the first of two columns with the same text, and a field the first of its texts the row has', () => {
  expect(findColumns(['Remark', 'REMARK', '備註'], columns).at.get('remark')).toBe(0);
  expect(findColumns(['Schedule ID', '排程編號'], columns).at.get('scheduleId')).toBe(1);
});

it('lists every field of a header row without them, blank header cells matching none', () => {
  expect(findColumns(['', '  ', '*'], columns)).toEqual({ at: new Map(), missing: ['scheduleId', 'replyQuantity', 'remark'] });
});
