import { http, type RequestHandler } from 'msw';
import { issueMessages, markReadSchema, messageSchema, type MarkReadInput, type ThreadAnswer } from 'shared-ui/contract';
import { FILE_MSG, ownedFiles } from '../general/owned-files';
import { readBody } from '../http/body';
import { fieldsOf } from '../http/body-fields';
import { parseOrRefuse, refuseFields, type FieldText } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { requireUser, type Caller } from '../http/guards';
import { type Bilingual, say } from '../http/locale';
import { noContent, ok } from '../http/respond';
import type { AccountRecord } from '../seed/accounts';
import { activityOf, type DocRef } from './activity-log';
import { conversationsWith, documentCall, readDocument, readsDocument } from './documents';
import { onMessagePosted } from './on-message-posted';
import { markRead, postMessage, threadOf } from './threads';

/** `doc` names the document's timeline, `thread` its conversation with the caller's side. */
type Handler = (info: { request: Request; caller: Caller; doc: DocRef; thread: DocRef }) => Response | Promise<Response>;

/**
 * A call on a document's timeline or conversation: any signed-in user, then the document's own
 * GET decides (its refusal is answered as is). A path naming no document falls through to the 404.
 */
function onDocument(documents: () => readonly RequestHandler[], handler: Handler) {
  const resolver = guarded(requireUser, async ({ request, caller }) => {
    const read = await readDocument(request, caller.account, documents);
    return read instanceof Response ? read : handler({ request, caller, ...read });
  });
  return (info: Parameters<typeof resolver>[0]) => (documentCall(info.request) ? resolver(info) : undefined);
}

/**
 * The conversation as the caller reads it; staff reading an audit's also get every target's unread
 * count (ThreadAnswer.conversations), so the choice among them says who wrote something new.
 */
function threadAnswer(thread: DocRef, reader: AccountRecord): ThreadAnswer {
  const answer = threadOf(thread, reader.account);
  const others = reader.kind === 'supplier' ? [] : conversationsWith(thread);
  if (others.length === 0) return answer;
  return { ...answer, conversations: others.map(({ supplierId, thread: other }) => ({ supplierId, unreadCount: threadOf(other, reader.account).unreadCount })) };
}

/** A new message in the conversation; `documents` answer the documents' own GETs (who of the other side may be told). */
const post = (documents: () => readonly RequestHandler[]): Handler => async ({ request, caller, doc, thread }) => {
  const parsed = parseOrRefuse(request, messageSchema, await readBody(request));
  if ('response' in parsed) return parsed.response;
  // Only files the author uploaded (g/file/issue) may ride on a message.
  const { files, missing } = ownedFiles(parsed.data.attachments, [], caller.account.account);
  if (missing.length) return refuseFields(request, [], missing.map((name) => ({ path: 'attachments', message: say(request, FILE_MSG.missing(name)) })));
  const message = postMessage(thread, caller.account, parsed.data.text, files);
  await onMessagePosted(doc, thread, message, caller.account, (account) => readsDocument(request, thread, account, documents));
  return ok(message, 201);
};

const MARK_READ_MSG = {
  notAnObject: {
    'zh-TW': '請求內容必須是 JSON 物件（例如 {"upTo": 12}）；若要將全部訊息標為已讀，請勿附帶內容。',
    'en-US': 'The body must be a JSON object, such as {"upTo": 12}; to mark every message read, send no body.',
  },
  unknownField: (field: string): Bilingual => ({
    'zh-TW': `${field} 不是此呼叫的欄位；已讀位置請以 upTo（最後看到的訊息編號）指定。`,
    'en-US': `${field} is not a field of this call: name the newest message shown with upTo (its id).`,
  }),
};

/**
 * What a read marker's move asks (`PUT …/messages/read`): no body, every message so far; a body
 * must be a JSON object of the contract's fields. One that is there but malformed (not JSON, not
 * an object, a field misspelled or of the wrong type) is refused with every field it breaks, never
 * read as "every message": that would mark read what the reader was never shown.
 */
async function markReadInput(request: Request): Promise<{ data: MarkReadInput } | { response: Response }> {
  const raw = await request.text();
  if (raw.trim() === '') return { data: {} };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { response: refuseFields(request, [], [{ path: '', message: say(request, MARK_READ_MSG.notAnObject) }]) };
  }
  const known = new Set(fieldsOf(markReadSchema));
  const unknown: FieldText[] = Object.keys(body).filter((field) => !known.has(field)).map((field) => ({ path: field, message: say(request, MARK_READ_MSG.unknownField(field)) }));
  const parsed = markReadSchema.safeParse(body);
  if (parsed.success && unknown.length === 0) return { data: parsed.data };
  return { response: refuseFields(request, parsed.success ? [] : issueMessages(parsed.error), unknown) };
}

/**
 * `…/{id}/activity` and `…/{id}/messages` of every document under its a/ and su/ paths (issue 19);
 * `documents` are the handlers that answer the documents' own GETs.
 */
export function activityHandlers(documents: () => readonly RequestHandler[]): RequestHandler[] {
  return [
    http.get(/\/api\/(a|su)\/.+\/activity$/, onDocument(documents, ({ doc }) => ok(activityOf(doc)))),
    http.get(/\/api\/(a|su)\/.+\/messages$/, onDocument(documents, ({ caller, thread }) => ok(threadAnswer(thread, caller.account)))),
    http.post(/\/api\/(a|su)\/.+\/messages$/, onDocument(documents, post(documents))),
    http.put(/\/api\/(a|su)\/.+\/messages\/read$/, onDocument(documents, async ({ request, caller, thread }) => {
      const parsed = await markReadInput(request);
      if ('response' in parsed) return parsed.response;
      markRead(thread, caller.account.account, parsed.data.upTo);
      return noContent();
    })),
  ];
}
