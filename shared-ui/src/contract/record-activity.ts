import { z } from 'zod';
import { fileRefSchema } from './attachment.schema';
import { LONG_TEXT, requiredText } from './common.schema';
import type { FileRef } from './files';
import type { AccountRef, IsoDateTime, OnBehalf } from './scalars';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

// The timeline and the conversation of a document (issue 19). Every document with a detail answers,
// under each prefix it is read under (a/po/{id}, su/po/{id}, su/supplier/me, ...), with the same
// isolation as its own GET (a record the caller may not read: 404):
//   GET  {doc}/activity        ActivityEntry[]  every state change, oldest first
//   GET  {doc}/messages        ThreadAnswer     the conversation, oldest first, unread marked for the caller
//   POST {doc}/messages        MessageInput     the new ThreadMessage (201)
//   PUT  {doc}/messages/read   MarkReadInput    204: read by the caller up to `upTo` (the newest message it was
//                                               shown; one that came since stays unread); no body: every one so far;
//                                               a body there but malformed (not a JSON object, a field unknown or
//                                               of the wrong type): 400 naming each field, nothing marked
// An audit has one conversation per target supplier (a joint audit has several), so no supplier
// reads another's: a supplier's calls are on its own; staff's name the target (`?supplierId=`, on
// each of the three), which may be left out when the audit has one target (several, or a malformed
// id: 400; a supplier not among the targets: 404). Staff's read of one of them also counts what is
// unread in each (`ThreadAnswer.conversations`).

/** The action names a timeline says (`activity:actions.<action>`): the spec's verbs. */
export const ACTIVITY_ACTIONS = [
  'create', 'update', 'commit', 'confirm', 'reply', 'approve', 'reject', 'return', 'close', 'invite', 'publish',
  'cancel', 'decide', 'block', 'unblock', 'restore', 'revert', 'review', 'complete',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One state change of a document: who did what, when, for whom, from which status to which, and why. */
export interface ActivityEntry {
  id: number;
  at: IsoDateTime;
  action: ActivityAction;
  by: AccountRef;
  /** Staff acted for the supplier (a delivery reply, a PO confirmation made for it). */
  onBehalf?: OnBehalf;
  /** The status catalogue (`status:<catalogue>.<value>`) of `from` and `to`. */
  catalogue?: string;
  from?: string;
  to?: string;
  /** The reason given with the change (why it was rejected, sent back, blocked). */
  reason?: string;
  /** A note that came with the change and refuses nothing (the supplier's remark on its delivery reply). */
  remark?: string;
}

/** Who wrote a message: the company's own staff or the supplier. */
export type ThreadSide = 'internal' | 'supplier';

export interface ThreadMessage {
  id: number;
  at: IsoDateTime;
  by: AccountRef;
  side: ThreadSide;
  text: string;
  attachments: FileRef[];
  /** Not yet read by the caller (never the caller's own). */
  unread: boolean;
}

/** One of a record's conversations with its suppliers (an audit's with one of its targets), as staff choose among them. */
export interface ConversationUnread {
  supplierId: number;
  /** Its messages the caller has not read (as `unreadCount` counts the conversation's own). */
  unreadCount: number;
}

export interface ThreadAnswer {
  items: ThreadMessage[];
  unreadCount: number;
  /**
   * Staff reading an audit's conversation: every conversation of the audit, one per target (this
   * one included), with the caller's unread count, so the choice of supplier says who wrote
   * something new. Left out for a supplier (it has its own only) and for every other document.
   */
  conversations?: ConversationUnread[];
}

/** A message as posted: a free text (LONG_TEXT) and files issued by `g/file/issue`. */
export const messageSchema = lazySchema(() =>
  z.object({
    text: requiredText(LONG_TEXT),
    attachments: z.array(fileRefSchema, { error: VK.invalid }).max(10, { error: VK.invalid }).default([]),
  }),
);
export type MessageInput = z.input<typeof messageSchema>;

/**
 * A read marker moved (`PUT {doc}/messages/read`): up to `upTo`, the id of the newest message the
 * reader was shown, so a message that came after the reader's last read stays unread. Left out
 * (or no body): every message so far. The server refuses a field it does not know (`upto`): a
 * misspelled marker is not one left out.
 */
export const markReadSchema = lazySchema(() =>
  z.object({
    upTo: z.number({ error: VK.number }).int({ error: VK.integer }).min(1, { error: VK.invalid }).optional(),
  }),
);
export type MarkReadInput = z.input<typeof markReadSchema>;
