import type {
  DeliveryRejectInput,
  DeliveryReplyOnBehalfRequest,
  DeliveryReplyRequest,
  DeliveryScheduleFilter,
  DeliveryScheduleRow,
  FileReplyResult,
  GoodsReceipt,
  GoodsReceiptFilter,
} from 'shared-ui/contract';
import { resource, type CallerPrefix, type Id, type ListSearch, type Resource } from 'shared-ui/data';
import type { SubmitCall } from 'shared-ui/detail';

// The delivery calls of spec section 7.

/** Every schedule line (the delivery board), and one line on its own page. */
export const scheduleResource = (prefix: CallerPrefix) => resource<DeliveryScheduleRow, DeliveryScheduleRow, DeliveryScheduleFilter>(`${prefix}/deliverySchedule`);

/** Goods receipts with their inspection (the receive board). */
export const goodsReceiptResource = (prefix: CallerPrefix) => resource<unknown, GoodsReceipt, GoodsReceiptFilter>(`${prefix}/deliveryReceiving`);

type ScheduleLines = Resource<unknown, DeliveryScheduleRow, DeliveryScheduleFilter>;

/** The lines of one supplier waiting for a date, replied on screen or by file. */
export interface ReplyCalls {
  lines: ScheduleLines;
  /** `call`: the reply's form sends it silent, with its submission's Idempotency-Key. */
  reply(body: DeliveryReplyRequest, call: SubmitCall): Promise<unknown>;
  /** `idempotencyKey`: the same for the file sent again after a lost answer (`useIdempotentCall`). */
  replyByFile(file: File, idempotencyKey: string): Promise<FileReplyResult>;
}

const toReply = (prefix: CallerPrefix): ScheduleLines => resource(`${prefix}/deliveryScheduleToReply`, { search: 'searchForReply' });

const own = toReply('su');
/** Staff's: the lines awaiting a reply of every supplier in their purchasing orgs (DELIVERY_REPLY view). */
const staffLines = toReply('a');

/** A supplier replies for itself (`su/`). */
export const replyCalls: ReplyCalls = {
  lines: own,
  reply: (body, call) => own.call('reply', body, call),
  replyByFile: (file, idempotencyKey) => own.upload<FileReplyResult>('replyByFile', file, { silent: true, idempotencyKey }),
};

/**
 * Staff reply for one supplier (`a/`): every call names it, so the server keeps them to its lines
 * and records the replies as made on its behalf. Its lines are a resource of their own (own cache
 * key, the supplier in every search and export), so the list and the file flow need not know.
 */
export function replyCallsFor(supplierId: number): ReplyCalls {
  const named = <Body extends object>(body: Body) => ({ ...body, supplierIds: [supplierId] });
  const lines: ScheduleLines = {
    ...staffLines,
    key: [`${staffLines.path}?supplierId=${supplierId}`],
    search: (body, options) => staffLines.search(named(body), options),
    count: (filters) => staffLines.count(named(filters ?? {})),
    exportXls: (body, subPath) => staffLines.exportXls(named(body), subPath),
  };
  return {
    lines,
    reply: (body, call) => staffLines.call('reply', { ...body, supplierId } satisfies DeliveryReplyOnBehalfRequest, call),
    replyByFile: (file, idempotencyKey) =>
      staffLines.upload<FileReplyResult>('replyByFile', file, { silent: true, fields: { supplierId: String(supplierId) }, idempotencyKey }),
  };
}

const toReview = resource<unknown, DeliveryScheduleRow, DeliveryScheduleFilter>('a/deliveryReplyReview', { search: 'searchForReview' });

/** The buyer's review of the replies, on screen or by file (`a/` only). */
export const reviewCalls = {
  lines: toReview,
  /** `call`: the dialog shows a refusal itself, and sends the approval again with the same Idempotency-Key. */
  approve: (id: Id, call: { silent: true; idempotencyKey: string }) => toReview.action(id, 'approve', undefined, call),
  reject: (id: Id, body: DeliveryRejectInput, call: SubmitCall) => toReview.action(id, 'reject', body, call),
  reviewByFile: (file: File, idempotencyKey: string) => toReview.upload<FileReplyResult>('reviewByFile', file, { silent: true, idempotencyKey }),
};

// The two boards declare no list search to prefetch: they open as a kanban, whose columns search on their own.

/**
 * The delivery reply: a supplier's own lines waiting for a date; for staff, until they choose a
 * supplier, every line still waiting for one's reply. Both are `searchForReply`: the lines a reply
 * may be sent to (something still open), under the reply's own permission (DELIVERY_REPLY view),
 * not the delivery board's (PURCHASE_ORDER view).
 */
export const deliveryReplySearch = (prefix: CallerPrefix): ListSearch<DeliveryScheduleRow, DeliveryScheduleFilter> => ({
  resource: prefix === 'su' ? replyCalls.lines : staffLines,
});

/** The replies waiting for a decision. */
export const deliveryReviewSearch = (): ListSearch<DeliveryScheduleRow, DeliveryScheduleFilter> => ({ resource: reviewCalls.lines });
