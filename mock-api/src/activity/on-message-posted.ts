import type { ThreadMessage } from 'shared-ui/contract';
import type { AccountRecord } from '../seed/accounts';
import { db } from '../store/db';
import type { DocRef } from './activity-log';
import { partiesOf } from './documents';
import { recipientsOf, threadOf } from './threads';

/**
 * A message was posted: the other side of the conversation is to be told (issue 19: "a
 * notification to the other side"). Answers the accounts to notify, each with the document
 * the notification links to. The notifications (MESSAGE_RECEIVED) are built beside this; the lead
 * wires their notify function here when merging.
 */
export function onMessagePosted(doc: DocRef, message: ThreadMessage, author: AccountRecord): { doc: DocRef; message: ThreadMessage; recipients: string[] } {
  const earlier = threadOf(doc, author.account).items.filter((m) => m.id !== message.id);
  return { doc, message, recipients: recipientsOf(partiesOf(doc), author, earlier, db.state.accounts) };
}
