import { http, type RequestHandler } from 'msw';
import { markReadSchema, messageSchema } from 'shared-ui/contract';
import { commitIssuedFile } from '../general/file-store';
import { FILE_MSG, ownedFiles } from '../general/owned-files';
import { readBody } from '../http/body';
import { parseOrRefuse, refuseFields } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { requireUser, type Caller } from '../http/guards';
import { say } from '../http/locale';
import { noContent, ok } from '../http/respond';
import { activityOf, type DocRef } from './activity-log';
import { documentCall, readDocument, supplierReads } from './documents';
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

/** A new message in the conversation; `documents` answer the documents' own GETs (who of the supplier's users may be told). */
const post = (documents: () => readonly RequestHandler[]): Handler => async ({ request, caller, doc, thread }) => {
  const parsed = parseOrRefuse(request, messageSchema, await readBody(request));
  if ('response' in parsed) return parsed.response;
  // Only files the author uploaded (g/file/issue) may ride on a message.
  const { files, missing } = ownedFiles(parsed.data.attachments, [], caller.account.account);
  if (missing.length) return refuseFields(request, [], missing.map((name) => ({ path: 'attachments', message: say(request, FILE_MSG.missing(name)) })));
  for (const file of files) commitIssuedFile(file.fileId);
  const message = postMessage(thread, caller.account, parsed.data.text, files);
  await onMessagePosted(doc, thread, message, caller.account, (account) => supplierReads(request, thread, account, documents));
  return ok(message, 201);
};

/**
 * `…/{id}/activity` and `…/{id}/messages` of every document under its a/ and su/ paths (issue 19);
 * `documents` are the handlers that answer the documents' own GETs.
 */
export function activityHandlers(documents: () => readonly RequestHandler[]): RequestHandler[] {
  return [
    http.get(/\/api\/(a|su)\/.+\/activity$/, onDocument(documents, ({ doc }) => ok(activityOf(doc)))),
    http.get(/\/api\/(a|su)\/.+\/messages$/, onDocument(documents, ({ caller, thread }) => ok(threadOf(thread, caller.account.account)))),
    http.post(/\/api\/(a|su)\/.+\/messages$/, onDocument(documents, post(documents))),
    http.put(/\/api\/(a|su)\/.+\/messages\/read$/, onDocument(documents, async ({ request, caller, thread }) => {
      const parsed = parseOrRefuse(request, markReadSchema, await readBody(request));
      if ('response' in parsed) return parsed.response;
      markRead(thread, caller.account.account, parsed.data.upTo);
      return noContent();
    })),
  ];
}
