import type { ThreadMessage } from 'shared-ui/contract';
import { notify } from '../notifications';
import type { AccountRecord } from '../seed/accounts';
import { db } from '../store/db';
import { activityOf, type DocRef } from './activity-log';
import { partiesOf } from './documents';
import { messageNoticeOf } from './message-notice';
import { recipientsOf, threadOf } from './threads';

/**
 * A message was posted: the other side of the conversation hears of it (issue 19), each recipient
 * with the document's page for its side. The staff who acted on the document (who sent a delivery
 * reply back, who reviewed the bill) count as its owners too, beside those the document or the
 * document it belongs to names (documents.ts): a supplier's question is most often about what
 * they did. Each recipient, on either side, is told only if it reads the document now (`reads`:
 * the document's own GET of its side, asked as that user, decides), so no notice leads to a page
 * that refuses it: no supplier is told while an audit is a DRAFT (those messages wait in the
 * conversation, unread; the audit's invitation is their notice), and no owner the seed or a
 * record names is told of a kind of record it may not read (a buyer processing an audit, with no
 * AUDIT view). Answers the recipients told.
 */
export async function onMessagePosted(
  doc: DocRef, thread: DocRef, message: ThreadMessage, author: AccountRecord, reads: (account: AccountRecord) => Promise<boolean>,
): Promise<string[]> {
  const earlier = threadOf(thread, author.account).items.filter((m) => m.id !== message.id);
  const parties = partiesOf(thread);
  const actors = activityOf(doc).map((entry) => entry.by.account);
  const known = new Map(db.state.accounts.map((a) => [a.account, a]));
  const recipients: string[] = [];
  for (const account of recipientsOf({ ...parties, owners: [...parties.owners, ...actors] }, author, earlier, db.state.accounts)) {
    if (await reads(known.get(account)!)) recipients.push(account);
  }
  const notice = messageNoticeOf(thread);
  if (!notice) return recipients;
  for (const account of recipients) {
    notify([account], { kind: 'MESSAGE_RECEIVED', docNo: notice.docNo, link: notice.link[known.get(account)!.kind === 'supplier' ? 'supplier' : 'internal'] });
  }
  return recipients;
}
