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
 * they did. Answers the recipients.
 */
export function onMessagePosted(doc: DocRef, thread: DocRef, message: ThreadMessage, author: AccountRecord): string[] {
  const earlier = threadOf(thread, author.account).items.filter((m) => m.id !== message.id);
  const parties = partiesOf(thread);
  const actors = activityOf(doc).map((entry) => entry.by.account);
  const recipients = recipientsOf({ ...parties, owners: [...parties.owners, ...actors] }, author, earlier, db.state.accounts);
  const notice = messageNoticeOf(thread);
  if (!notice) return recipients;
  const kindOf = new Map(db.state.accounts.map((a) => [a.account, a.kind]));
  for (const account of recipients) {
    notify([account], { kind: 'MESSAGE_RECEIVED', docNo: notice.docNo, link: notice.link[kindOf.get(account) === 'supplier' ? 'supplier' : 'internal'] });
  }
  return recipients;
}
