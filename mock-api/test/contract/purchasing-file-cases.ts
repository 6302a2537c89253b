import { DELIVERY_REPLY_SHEET_COLUMNS, DELIVERY_REVIEW_SHEET_COLUMNS } from 'shared-ui/contract';
import type { Cases } from './cases';
import { expectError } from './helpers';
import { dropColumn, formOf, HSIN_TAI, idsOf, purchasingSession, rowNumberOf, rowsOf, RIO, setCells, setHeader, sheetValues, workbookOf } from './purchasing-helpers';

const REPLY = 'su/deliveryScheduleToReply';
const REVIEW = 'a/deliveryReplyReview';

// The sheets are headed in the request's language (zh-TW by default) and read back by header in
// either language, or by the field names they were headed with before (a sheet downloaded then).
const REPLY_HEADER = {
  'zh-TW': ['排程編號', '採購單號', '項次', '料號', '預計交期', '未交數量', '回覆數量', '回覆交期', '備註'],
  'en-US': ['Schedule ID', 'PO no.', 'Item', 'Material', 'Estimated delivery', 'Open qty', 'Reply qty', 'Reply date', 'Remark'],
};
const REVIEW_HEADER = {
  'zh-TW': ['排程編號', '採購單號', '項次', '料號', '回覆數量', '回覆交期', '回覆交期 × 數量', '審核（A/R）', '原因'],
  'en-US': ['Schedule ID', 'PO no.', 'Item', 'Material', 'Reply qty', 'Reply date', 'Replied dates × qty', 'Decision (A/R)', 'Reason'],
};

/** The Excel flows of the delivery reply and review: download the sheet, fill it, upload it. */
export const purchasingFileCases: Cases = {
  'replyByFile: the downloaded reply sheet, filled (a split over two rows, an Excel date cell, quantity 0), saves every reply': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const download = await call('POST', `${REPLY}/searchForReply/xls`, { token: supplier, body: {} });
    expect(download.headers.get('Content-Disposition')).toContain('filename="delivery-reply.xlsx"');
    const workbook = await workbookOf(download);
    const values = sheetValues(workbook);
    expect(workbook.worksheets[0].name).toBe('交期回覆');
    expect(values[0]).toEqual(REPLY_HEADER['zh-TW']);
    expect(values.slice(1).map((r) => r[0]).sort((a, b) => Number(a) - Number(b))).toEqual(HSIN_TAI.notReplied);
    // scheduleId, poNo, item, material, estimatedDate, openQuantity; the reply cells empty.
    // The estimated date an Excel date cell (the day's UTC midnight, as exceljs reads it).
    expect(values.slice(1).find((r) => r[0] === 13)).toEqual([13, '4501001021', 10, expect.any(String), new Date('2026-03-22T00:00:00Z'), 4000]);

    setCells(workbook, rowNumberOf(workbook, 13), { 回覆數量: 2500, 回覆交期: '2026-03-24' });
    setCells(workbook, values.length + 1, { 排程編號: 13, 回覆數量: 1500, 回覆交期: new Date(Date.UTC(2026, 2, 30)), 備註: 'second truck' });
    setCells(workbook, rowNumberOf(workbook, 14), { 回覆數量: 0 });
    setCells(workbook, rowNumberOf(workbook, 7), { 回覆數量: '300', 回覆交期: '2026-03-21', 備註: 'by sea' });
    const answer = await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: await formOf(workbook) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ saved: 3 });
    expect(idsOf(await rowsOf(call, `${REPLY}/searchForReply`, supplier))).toEqual([8, 9, 10, 11, 12, 15, 16]);
    const replied = await rowsOf(call, 'su/deliverySchedule/search', supplier, { confirmStatus: ['REPLIED'] });
    expect(replied.find((r) => r.id === 13)).toMatchObject({
      replyQuantity: 4000, replyDate: '2026-03-24',
      replies: [{ replyQuantity: 2500, replyDate: '2026-03-24' }, { replyQuantity: 1500, replyDate: '2026-03-30', remark: 'second truck' }],
    });
    expect(replied.find((r) => r.id === 14)).toMatchObject({ replyQuantity: 0, replies: [{ replyQuantity: 0 }] });
    expect(replied.find((r) => r.id === 7)).toMatchObject({ replyQuantity: 300, replyDate: '2026-03-21', remark: 'by sea' });
  },

  'replyByFile: every broken cell one message naming its row; nothing is saved unless every row passes': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const workbook = await workbookOf(await call('POST', `${REPLY}/searchForReply/xls`, { token: supplier, body: {} }));
    const rows = sheetValues(workbook).length;
    const [row16, row15, row9, row8] = [16, 15, 9, 8].map((id) => rowNumberOf(workbook, id));
    setCells(workbook, row16, { 回覆數量: 'many', 回覆交期: '2026-03-25' });
    setCells(workbook, row15, { 回覆數量: 2500, 回覆交期: '2026-03-25' });
    setCells(workbook, row9, { 回覆數量: 1050, 回覆交期: '2026-03-26' });
    setCells(workbook, row8, { 回覆數量: 100 });
    // A line already replied (4) and one of another supplier (25) are not the caller's open lines.
    setCells(workbook, rows + 1, { 排程編號: HSIN_TAI.replied[0], 回覆數量: 10, 回覆交期: '2026-03-25' });
    setCells(workbook, rows + 2, { 排程編號: RIO.notReplied[0], 回覆數量: 10, 回覆交期: '2026-03-25' });
    setCells(workbook, rows + 3, { 排程編號: 12, 回覆數量: 5, 回覆交期: '25/03/2026' });
    // Each message names its column in the request's language, whatever the sheet's.
    const answer = await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: await formOf(workbook), lang: 'en-US' });
    expectError(answer, 400, [
      `Row ${rows + 1}, Schedule ID: Schedule 4 is not one of your delivery lines awaiting a reply.`,
      `Row ${rows + 2}, Schedule ID: Schedule 25 is not one of your delivery lines awaiting a reply.`,
      `Row ${row16}, Reply qty: Enter a number.`,
      `Row ${row15}, Reply qty: The replied quantities cannot exceed the open quantity (2,000).`,
      `Row ${row8}, Reply date: Enter the delivery date, or keep the quantity 0 while the date is undecided.`,
      `Row ${rows + 3}, Reply date: Enter a valid date (YYYY-MM-DD).`,
    ]);
    const zh = await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: await formOf(workbook) });
    expect(zh.body.messages[0]).toBe(`第 ${rows + 1} 列 排程編號：交期 4 不是您待回覆的交期。`);
    expect(zh.body.messages[3]).toBe(`第 ${row15} 列 回覆數量：回覆數量合計不可超過未交數量（2,000）。`);
    // Row 9 (line 9) was fine, but nothing was saved.
    expect(idsOf(await rowsOf(call, `${REPLY}/searchForReply`, supplier))).toEqual(HSIN_TAI.notReplied);
    // Not a workbook; a sheet without the reply columns.
    const junk = new FormData();
    junk.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'application/octet-stream' }), 'reply.xlsx');
    expectError(await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: junk, lang: 'en-US' }), 400, ['The file is not an Excel workbook (.xlsx).']);
    expectError(await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: new FormData(), lang: 'en-US' }), 400, ['Choose the Excel file to upload (field file).']);
  },

  'reviewByFile: the buyer\'s review sheet, A and R with a reason; the rejected line goes back to the supplier': async (call) => {
    const { buyer, supplier } = await purchasingSession(call, 'buyer', 'supplier');
    const download = await call('POST', `${REVIEW}/searchForReview/xls`, { token: buyer, body: { supplierIds: [1001] } });
    expect(download.headers.get('Content-Disposition')).toContain('filename="delivery-review.xlsx"');
    const workbook = await workbookOf(download);
    const values = sheetValues(workbook);
    expect(workbook.worksheets[0].name).toBe('交期審核');
    expect(values[0]).toEqual(REVIEW_HEADER['zh-TW']);
    expect(values.slice(1).map((r) => r[0]).sort()).toEqual(HSIN_TAI.replied);
    expect(values.slice(1).find((r) => r[0] === 4)).toEqual([4, '4501001007', 10, expect.any(String), 850, new Date('2026-03-08T00:00:00Z'), '2026-03-08 × 850']);
    setCells(workbook, rowNumberOf(workbook, 4), { '審核（A/R）': 'A' });
    setCells(workbook, rowNumberOf(workbook, 5), { '審核（A/R）': 'r', 原因: 'Too late' });
    const answer = await call('POST', `${REVIEW}/reviewByFile`, { token: buyer, form: await formOf(workbook, 'review.xlsx') });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ saved: 2 });
    expect(idsOf(await rowsOf(call, `${REVIEW}/searchForReview`, buyer, { supplierIds: [1001] }))).toEqual([6]);
    const lines = await rowsOf(call, 'su/deliverySchedule/search', supplier, { poNo: '4501001007' });
    expect(lines.find((r) => r.id === 4)).toMatchObject({ confirmStatus: 'APPROVED', estimatedDate: '2026-03-08' });
    expect((await rowsOf(call, `${REPLY}/searchForReply`, supplier)).find((r) => r.id === 5)).toMatchObject({ confirmStatus: 'REJECTED', rejectReason: 'Too late' });
  },

  'reviewByFile: row-numbered messages (decision, reason, a line out of scope or not replied); nothing saved; viewer 403': async (call) => {
    const { buyer, viewer } = await purchasingSession(call, 'buyer', 'viewer');
    const workbook = await workbookOf(await call('POST', `${REVIEW}/searchForReview/xls`, { token: buyer, body: { supplierIds: [1001] }, lang: 'en-US' }));
    const rows = sheetValues(workbook).length;
    const [row4, row5, row6] = [4, 5, 6].map((id) => rowNumberOf(workbook, id));
    setCells(workbook, row4, { 'Decision (A/R)': 'A' });
    setCells(workbook, row5, { 'Decision (A/R)': 'R' });
    setCells(workbook, row6, { 'Decision (A/R)': 'X' });
    setCells(workbook, rows + 1, { 'Schedule ID': RIO.replied[0], 'Decision (A/R)': 'A' });
    setCells(workbook, rows + 2, { 'Schedule ID': 4, 'Decision (A/R)': 'R', Reason: 'again' });
    const answer = await call('POST', `${REVIEW}/reviewByFile`, { token: buyer, form: await formOf(workbook), lang: 'en-US' });
    expectError(answer, 400, [
      `Row ${row5}, Reason: Enter the reason for rejecting the reply.`,
      `Row ${row6}, Decision (A/R): Enter A (approve) or R (reject).`,
      `Row ${rows + 1}, Schedule ID: Schedule 21 is not a replied delivery line you can review.`,
      `Row ${rows + 2}, Schedule ID: Schedule 4 is already decided in row ${row4}.`,
    ].sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0])));
    // The English sheet uploaded from a zh-TW portal: its messages in Chinese.
    expect((await call('POST', `${REVIEW}/reviewByFile`, { token: buyer, form: await formOf(workbook) })).body.messages).toContain(`第 ${row5} 列 原因：請輸入退回原因。`);
    expect(idsOf(await rowsOf(call, `${REVIEW}/searchForReview`, buyer, { supplierIds: [1001] }))).toEqual(HSIN_TAI.replied);
    expect((await call('POST', `${REVIEW}/reviewByFile`, { token: viewer, form: await formOf(workbook) })).status).toBe(403);
  },

  'replyByFile: a sheet headed in English, and one headed by field names (downloaded before the headers were worded), save as well': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const english = await workbookOf(await call('POST', `${REPLY}/searchForReply/xls`, { token: supplier, body: {}, lang: 'en-US' }));
    expect(english.worksheets[0].name).toBe('Delivery reply');
    expect(sheetValues(english)[0]).toEqual(REPLY_HEADER['en-US']);
    setCells(english, rowNumberOf(english, 13), { 'Reply qty': 4000, 'Reply date': '2026-03-24', Remark: 'in one' });
    // An English sheet sent from the zh-TW portal (the default language) reads the same.
    expect((await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: await formOf(english) })).body).toEqual({ saved: 1 });

    const keys = await workbookOf(await call('POST', `${REPLY}/searchForReply/xls`, { token: supplier, body: {} }));
    setHeader(keys, DELIVERY_REPLY_SHEET_COLUMNS);
    setCells(keys, rowNumberOf(keys, 14), { replyQuantity: 0 });
    setCells(keys, rowNumberOf(keys, 7), { replyQuantity: 300, replyDate: '2026-03-21' });
    expect((await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: await formOf(keys), lang: 'en-US' })).body).toEqual({ saved: 2 });
    const replied = await rowsOf(call, 'su/deliverySchedule/search', supplier, { confirmStatus: ['REPLIED'] });
    expect(replied.find((r) => r.id === 13)).toMatchObject({ replyQuantity: 4000, replyDate: '2026-03-24', remark: 'in one' });
    expect(replied.find((r) => r.id === 7)).toMatchObject({ replyQuantity: 300, replyDate: '2026-03-21' });
    expect(idsOf(await rowsOf(call, `${REPLY}/searchForReply`, supplier))).toEqual([8, 9, 10, 11, 12, 15, 16]);
  },

  'replyByFile and reviewByFile: a sheet without a column the upload needs is refused as a whole, the column named in the request\'s language': async (call) => {
    const { supplier, buyer } = await purchasingSession(call, 'supplier', 'buyer');
    const reply = await workbookOf(await call('POST', `${REPLY}/searchForReply/xls`, { token: supplier, body: {} }));
    setCells(reply, rowNumberOf(reply, 7), { 回覆數量: 0 });
    dropColumn(reply, '回覆交期');
    expectError(await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: await formOf(reply) }), 400, ['工作表缺少「回覆交期」欄位，請重新下載範本。']);
    expectError(await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: await formOf(reply), lang: 'en-US' }), 400, ['The sheet lacks the column "Reply date"; download the sheet again.']);
    expect(idsOf(await rowsOf(call, `${REPLY}/searchForReply`, supplier))).toEqual(HSIN_TAI.notReplied);

    const review = await workbookOf(await call('POST', `${REVIEW}/searchForReview/xls`, { token: buyer, body: { supplierIds: [1001] }, lang: 'en-US' }));
    setCells(review, rowNumberOf(review, 4), { 'Decision (A/R)': 'A' });
    dropColumn(review, 'Reason');
    dropColumn(review, 'Schedule ID');
    expectError(await call('POST', `${REVIEW}/reviewByFile`, { token: buyer, form: await formOf(review) }), 400, ['工作表缺少「排程編號」、「原因」欄位，請重新下載範本。']);
    expectError(await call('POST', `${REVIEW}/reviewByFile`, { token: buyer, form: await formOf(review), lang: 'en-US' }), 400, ['The sheet lacks the columns "Schedule ID", "Reason"; download the sheet again.']);
    expect(idsOf(await rowsOf(call, `${REVIEW}/searchForReview`, buyer, { supplierIds: [1001] }))).toEqual(HSIN_TAI.replied);
  },

  'reviewByFile: a sheet headed by field names (downloaded before the headers were worded) still saves': async (call) => {
    const { buyer } = await purchasingSession(call, 'buyer');
    const workbook = await workbookOf(await call('POST', `${REVIEW}/searchForReview/xls`, { token: buyer, body: { supplierIds: [1001] } }));
    setHeader(workbook, DELIVERY_REVIEW_SHEET_COLUMNS);
    setCells(workbook, rowNumberOf(workbook, 4), { decision: 'a' });
    setCells(workbook, rowNumberOf(workbook, 6), { decision: 'R', reason: 'Split it by week' });
    expect((await call('POST', `${REVIEW}/reviewByFile`, { token: buyer, form: await formOf(workbook) })).body).toEqual({ saved: 2 });
    expect(idsOf(await rowsOf(call, `${REVIEW}/searchForReview`, buyer, { supplierIds: [1001] }))).toEqual([5]);
  },
};
