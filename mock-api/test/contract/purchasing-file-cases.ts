import { DELIVERY_REPLY_SHEET_COLUMNS, DELIVERY_REVIEW_SHEET_COLUMNS } from 'shared-ui/contract';
import type { Cases } from './cases';
import { expectError } from './helpers';
import { formOf, HSIN_TAI, idsOf, purchasingSession, rowNumberOf, rowsOf, RIO, setCells, sheetValues, workbookOf } from './purchasing-helpers';

const REPLY = 'su/deliveryScheduleToReply';
const REVIEW = 'a/deliveryReplyReview';

/** The Excel flows of the delivery reply and review: download the sheet, fill it, upload it. */
export const purchasingFileCases: Cases = {
  'replyByFile: the downloaded reply sheet, filled (a split over two rows, an Excel date cell, quantity 0), saves every reply': async (call) => {
    const { supplier } = await purchasingSession(call, 'supplier');
    const download = await call('POST', `${REPLY}/searchForReply/xls`, { token: supplier, body: {} });
    expect(download.headers.get('Content-Disposition')).toContain('filename="delivery-reply.xlsx"');
    const workbook = await workbookOf(download);
    const values = sheetValues(workbook);
    expect(values[0]).toEqual([...DELIVERY_REPLY_SHEET_COLUMNS]);
    expect(values.slice(1).map((r) => r[0]).sort((a, b) => Number(a) - Number(b))).toEqual(HSIN_TAI.notReplied);
    // scheduleId, poNo, item, material, estimatedDate, openQuantity; the reply cells empty.
    expect(values.slice(1).find((r) => r[0] === 13)).toEqual([13, '4501001021', 10, expect.any(String), '2026-03-22', 4000]);

    setCells(workbook, rowNumberOf(workbook, 13), { replyQuantity: 2500, replyDate: '2026-03-24' });
    setCells(workbook, values.length + 1, { scheduleId: 13, replyQuantity: 1500, replyDate: new Date(Date.UTC(2026, 2, 30)), remark: 'second truck' });
    setCells(workbook, rowNumberOf(workbook, 14), { replyQuantity: 0 });
    setCells(workbook, rowNumberOf(workbook, 7), { replyQuantity: '300', replyDate: '2026-03-21', remark: 'by sea' });
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
    setCells(workbook, row16, { replyQuantity: 'many', replyDate: '2026-03-25' });
    setCells(workbook, row15, { replyQuantity: 2500, replyDate: '2026-03-25' });
    setCells(workbook, row9, { replyQuantity: 1050, replyDate: '2026-03-26' });
    setCells(workbook, row8, { replyQuantity: 100 });
    // A line already replied (4) and one of another supplier (25) are not the caller's open lines.
    setCells(workbook, rows + 1, { scheduleId: HSIN_TAI.replied[0], replyQuantity: 10, replyDate: '2026-03-25' });
    setCells(workbook, rows + 2, { scheduleId: RIO.notReplied[0], replyQuantity: 10, replyDate: '2026-03-25' });
    setCells(workbook, rows + 3, { scheduleId: 12, replyQuantity: 5, replyDate: '25/03/2026' });
    const answer = await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: await formOf(workbook), lang: 'en-US' });
    expectError(answer, 400, [
      `Row ${rows + 1}, scheduleId: Schedule 4 is not one of your delivery lines awaiting a reply.`,
      `Row ${rows + 2}, scheduleId: Schedule 25 is not one of your delivery lines awaiting a reply.`,
      `Row ${row16}, replyQuantity: Enter a number.`,
      `Row ${row15}, replyQuantity: The replied quantities cannot exceed the open quantity (2000).`,
      `Row ${row8}, replyDate: Enter the delivery date, or keep the quantity 0 while the date is undecided.`,
      `Row ${rows + 3}, replyDate: Enter a valid date (YYYY-MM-DD).`,
    ]);
    const zh = await call('POST', `${REPLY}/replyByFile`, { token: supplier, form: await formOf(workbook) });
    expect(zh.body.messages[3]).toBe(`第 ${row15} 列 replyQuantity：回覆數量合計不可超過未交數量（2000）。`);
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
    expect(values[0]).toEqual([...DELIVERY_REVIEW_SHEET_COLUMNS]);
    expect(values.slice(1).map((r) => r[0]).sort()).toEqual(HSIN_TAI.replied);
    expect(values.slice(1).find((r) => r[0] === 4)).toEqual([4, '4501001007', 10, expect.any(String), 850, '2026-03-08', '2026-03-08 × 850']);
    setCells(workbook, rowNumberOf(workbook, 4), { decision: 'A' });
    setCells(workbook, rowNumberOf(workbook, 5), { decision: 'r', reason: 'Too late' });
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
    const workbook = await workbookOf(await call('POST', `${REVIEW}/searchForReview/xls`, { token: buyer, body: { supplierIds: [1001] } }));
    const rows = sheetValues(workbook).length;
    const [row4, row5, row6] = [4, 5, 6].map((id) => rowNumberOf(workbook, id));
    setCells(workbook, row4, { decision: 'A' });
    setCells(workbook, row5, { decision: 'R' });
    setCells(workbook, row6, { decision: 'X' });
    setCells(workbook, rows + 1, { scheduleId: RIO.replied[0], decision: 'A' });
    setCells(workbook, rows + 2, { scheduleId: 4, decision: 'R', reason: 'again' });
    const answer = await call('POST', `${REVIEW}/reviewByFile`, { token: buyer, form: await formOf(workbook), lang: 'en-US' });
    expectError(answer, 400, [
      `Row ${row5}, reason: Enter the reason for rejecting the reply.`,
      `Row ${row6}, decision: Enter A (approve) or R (reject).`,
      `Row ${rows + 1}, scheduleId: Schedule 21 is not a replied delivery line you can review.`,
      `Row ${rows + 2}, scheduleId: Schedule 4 is already decided in row ${row4}.`,
    ].sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0])));
    expect(idsOf(await rowsOf(call, `${REVIEW}/searchForReview`, buyer, { supplierIds: [1001] }))).toEqual(HSIN_TAI.replied);
    expect((await call('POST', `${REVIEW}/reviewByFile`, { token: viewer, form: await formOf(workbook) })).status).toBe(403);
  },
};
