import { notifySupplier, recordLink } from '../notifications';
import type { BulletinRecord } from '../seed/bulletins';

/** A document a supplier must answer (published to it, or a reminder): its accounts only, with the due date. */
export function notifyDocToAnswer(record: BulletinRecord, supplierId: number): void {
  if (!record.replyRequired) return;
  notifySupplier(supplierId, 'DOC_TO_ANSWER', record.docNo ?? '', recordLink.docTracking(record.id), record.replyDueDate ? { dueDate: record.replyDueDate } : undefined);
}

/** The supplier's reply came back with the reviewer's explanation. */
export const notifyDocReplyReturned = (record: BulletinRecord, supplierId: number, explanation: string) =>
  notifySupplier(supplierId, 'DOC_REPLY_RETURNED', record.docNo ?? '', recordLink.docTracking(record.id), { reason: explanation });
