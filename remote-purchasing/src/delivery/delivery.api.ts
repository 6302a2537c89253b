import type { DeliveryRejectInput, DeliveryReplyRequest, DeliveryScheduleFilter, DeliveryScheduleRow, FileReplyResult, GoodsReceipt, GoodsReceiptFilter } from 'shared-ui/contract';
import { resource, type CallerPrefix, type Id } from 'shared-ui/data';

// The delivery calls of spec section 7.

/** Every schedule line (the delivery board, the replies internal staff wait for). */
export const scheduleResource = (prefix: CallerPrefix) => resource<unknown, DeliveryScheduleRow, DeliveryScheduleFilter>(`${prefix}/deliverySchedule`);

/** Goods receipts with their inspection (the receive board). */
export const goodsReceiptResource = (prefix: CallerPrefix) => resource<unknown, GoodsReceipt, GoodsReceiptFilter>(`${prefix}/deliveryReceiving`);

const toReply = resource<unknown, DeliveryScheduleRow, DeliveryScheduleFilter>('su/deliveryScheduleToReply', { search: 'searchForReply' });

/** The supplier's lines waiting for a date, replied on screen or by file (`su/` only). */
export const replyCalls = {
  lines: toReply,
  reply: (body: DeliveryReplyRequest) => toReply.call('reply', body, { silent: true }),
  replyByFile: (file: File) => toReply.upload<FileReplyResult>('replyByFile', file, { silent: true }),
};

const toReview = resource<unknown, DeliveryScheduleRow, DeliveryScheduleFilter>('a/deliveryReplyReview', { search: 'searchForReview' });

/** The buyer's review of the replies, on screen or by file (`a/` only). */
export const reviewCalls = {
  lines: toReview,
  approve: (id: Id) => toReview.action(id, 'approve'),
  reject: (id: Id, body: DeliveryRejectInput) => toReview.action(id, 'reject', body, { silent: true }),
  reviewByFile: (file: File) => toReview.upload<FileReplyResult>('reviewByFile', file, { silent: true }),
};
