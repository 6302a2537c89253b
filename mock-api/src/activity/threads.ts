import type { FileRef, ThreadMessage, ThreadSide } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import { clock } from '../store/clock';
import { createCollection } from '../store/collection';
import { docKey, type DocRef } from './activity-log';
import type { DocParties } from './documents';
import { refOf } from '../http/account-ref';

type MessageRecord = Omit<ThreadMessage, 'unread'> & { doc: string };

/** Every document's conversation in one collection; not seeded. */
export const threadMessages = createCollection<MessageRecord>('threadMessages');
/** Per user and document: the last message the user has read (read markers, not per-message flags). */
export const threadReads = createCollection<{ id: number; doc: string; account: string; lastReadId: number }>('threadReads');

const sideOf = (account: AccountRecord): ThreadSide => (account.kind === 'supplier' ? 'supplier' : 'internal');

const readMark = (doc: DocRef, account: string) => threadReads.all().find((r) => r.doc === docKey(doc) && r.account === account);

/** The conversation as `reader` sees it: oldest first, what others wrote after the reader's marker unread. */
export function threadOf(doc: DocRef, reader: string): { items: ThreadMessage[]; unreadCount: number } {
  const key = docKey(doc);
  const lastRead = readMark(doc, reader)?.lastReadId ?? 0;
  const items = threadMessages
    .all()
    .filter((m) => m.doc === key)
    .map(({ doc: _doc, ...m }) => ({ ...m, unread: m.by.account !== reader && m.id > lastRead }));
  return { items, unreadCount: items.filter((m) => m.unread).length };
}

export function postMessage(doc: DocRef, author: AccountRecord, text: string, attachments: FileRef[]): ThreadMessage {
  const { doc: _doc, ...message } = threadMessages.insert({ doc: docKey(doc), at: clock.iso(), by: refOf(author), side: sideOf(author), text, attachments });
  // Writing is reading: the author has seen everything up to its own message.
  markRead(doc, author.account);
  return { ...message, unread: false };
}

/**
 * The reader's marker moved up to `upTo`, the newest message the reader was shown (never past the
 * newest there is, never back): one that came after that stays unread. Without it, every message
 * so far.
 */
export function markRead(doc: DocRef, account: string, upTo?: number): void {
  const newest = threadMessages.all().filter((m) => m.doc === docKey(doc)).reduce((max, m) => Math.max(max, m.id), 0);
  const last = upTo === undefined ? newest : Math.min(upTo, newest);
  const mark = readMark(doc, account);
  if (mark) threadReads.update(mark.id, { lastReadId: Math.max(mark.lastReadId, last) });
  else threadReads.insert({ doc: docKey(doc), account, lastReadId: last });
}

/**
 * Who a new message is for, the other side of the conversation: the supplier's users when staff
 * writes; when the supplier writes, the document's owners and every staff member who has written
 * in it. Never the author, never a user of another supplier.
 */
export function recipientsOf(parties: DocParties, author: AccountRecord, earlier: readonly Pick<ThreadMessage, 'by' | 'side'>[], accounts: readonly AccountRecord[]): string[] {
  const known = new Map(accounts.map((a) => [a.account, a]));
  const wanted =
    author.kind === 'supplier'
      ? [...parties.owners, ...earlier.filter((m) => m.side === 'internal').map((m) => m.by.account)].filter((account) => known.get(account)?.kind === 'internal')
      : parties.supplierId === undefined
        ? []
        : accounts.filter((a) => a.kind === 'supplier' && a.supplierId === parties.supplierId).map((a) => a.account);
  return [...new Set(wanted)].filter((account) => account !== author.account);
}
