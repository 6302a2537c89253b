import { getResponse, type RequestHandler } from 'msw';
import { asUser } from '../http/auth-guard';
import { type Bilingual, say } from '../http/locale';
import { notFound } from '../http/record';
import { fail } from '../http/respond';
import { posOfBill } from '../payment/bill-facts';
import type { AccountRecord } from '../seed/accounts';
import type { Collection } from '../store/collection';
import {
  audits, bills, deliverySchedules, docTrackingBulletins, inquiries, parities, purchaseOrders, quotations, relationEvents, suppliers, surveys,
} from '../store/collections';
import type { DocKind, DocRef } from './activity-log';

// A document's timeline and conversation are read under the document's own path (`a/po/12/activity`,
// `su/supplier/me/messages`), and only by those who may read the document: its own GET is asked,
// in process, with the caller's headers. Whatever that GET refuses (another supplier's PO: 404,
// no permission: 403), the timeline and the conversation refuse the same way, for every domain,
// with no second copy of any domain's isolation rules.

type Store = Collection<{ id: number }>;
const tracked = (kind: DocKind, store: Store) => ({ kind, store });

/**
 * The documents with a timeline and a conversation: the name after the prefix → the kind of
 * document it reads, and its stored records (who owns a document, which supplier it is with).
 */
const DOCUMENTS: Record<string, { kind: DocKind; store: Store }> = {
  po: tracked('po', purchaseOrders),
  deliverySchedule: tracked('deliverySchedule', deliverySchedules),
  inquiry: tracked('inquiry', inquiries),
  quotation: tracked('quotation', quotations),
  parity: tracked('parity', parities),
  bill: tracked('bill', bills),
  supplierAudit: tracked('supplierAudit', audits),
  supplierAuditSurvey: tracked('supplierAuditSurvey', surveys),
  eipBulletin: tracked('eipBulletin', docTrackingBulletins),
  supplier: tracked('supplier', suppliers),
  'supplier/relationLog': tracked('relationLog', relationEvents),
};

const STORES: Partial<Record<DocKind, Store>> = Object.fromEntries(Object.values(DOCUMENTS).map((d) => [d.kind, d.store]));

const PATH = /\/api\/(a|su)\/(.+)\/([^/]+)\/(activity|messages)(\/read)?$/;

/** The document a timeline or conversation call is about, by its path; undefined for a path of no document. */
export function documentCall(request: Request): { prefix: string; resource: string; rawId: string; kind: DocKind; part: 'activity' | 'messages' } | undefined {
  const match = PATH.exec(new URL(request.url).pathname);
  if (!match) return undefined;
  // A supplier's reply to a tracked document, as staff read it: `a/eipBulletin/{id}/replies/{supplierId}`.
  const kind = /^eipBulletin\/\d+\/replies$/.test(match[2]!) ? 'eipReply' : DOCUMENTS[match[2]!]?.kind;
  return kind ? { prefix: match[1]!, resource: match[2]!, rawId: match[3]!, kind, part: match[4] as 'activity' | 'messages' } : undefined;
}

/**
 * The document a read answer is: its kind and the id its answer carries (`me` is the supplier's
 * own id). A supplier reads a tracked document only as its own reply, so under su/ it is that reply.
 */
function docOf(call: NonNullable<ReturnType<typeof documentCall>>, record: Record<string, unknown>, reader: AccountRecord): DocRef {
  // The one place a timeline's document is named; `threadOf` narrows it for a conversation.
  const id = typeof record.id === 'number' || typeof record.id === 'string' ? record.id : call.rawId;
  if (call.kind === 'eipReply') return { kind: 'eipReply', id: `${call.resource.split('/')[1]}-${call.rawId}` };
  if (call.kind === 'eipBulletin' && reader.kind === 'supplier') return { kind: 'eipReply', id: `${id}-${reader.supplierId}` };
  return { kind: call.kind, id };
}

const THREAD_MSG = {
  supplierNeeded: {
    'zh-TW': '此稽核有多家受稽核供應商，各有各的對話，請指定供應商（supplierId）。',
    'en-US': 'This audit has several target suppliers, each with its own conversation: name the supplier (supplierId).',
  },
  supplierInvalid: { 'zh-TW': '供應商編號（supplierId）格式不正確。', 'en-US': 'The supplier (supplierId) is not a supplier\'s id.' },
} satisfies Record<string, Bilingual>;

/**
 * The conversation a call on a document's messages reads or writes. An audit (whose targets may be
 * several: a joint audit) has one conversation per target supplier, so no supplier reads another's,
 * named by the supplier after `~`: a supplier's own; staff's the one the call names
 * (`?supplierId=`), which may be left out when the audit has only one target. Staff naming a
 * supplier that is not a target: 404; a malformed id, or none with several targets: 400. A supplier
 * naming another than itself: 404, as another's document. Every other document has one conversation.
 */
function threadOf(request: Request, doc: DocRef, reader: AccountRecord): DocRef | Response {
  if (doc.kind !== 'supplierAudit') return doc;
  const asked = new URL(request.url).searchParams.get('supplierId');
  if (asked !== null && !/^\d+$/.test(asked)) return fail(400, [say(request, THREAD_MSG.supplierInvalid)]);
  const named = asked === null ? undefined : Number(asked);
  const targets = (audits.get(Number(doc.id))?.targets ?? []).map((t) => Number(t.supplierId));
  let supplierId: number;
  if (reader.kind === 'supplier') {
    if (reader.supplierId === null || (named !== undefined && named !== reader.supplierId)) return notFound(request);
    supplierId = reader.supplierId;
  } else if (named !== undefined) {
    if (!targets.includes(named)) return notFound(request);
    supplierId = named;
  } else {
    if (targets.length !== 1) return fail(400, [say(request, THREAD_MSG.supplierNeeded)]);
    supplierId = targets[0]!;
  }
  return auditThread(doc.id, supplierId);
}

/** An audit's conversation with one of its targets: the audit, then the supplier after `~`. */
const auditThread = (auditId: number | string, supplierId: number): DocRef => ({ kind: 'supplierAudit', id: `${auditId}~${supplierId}` });

/**
 * The conversations staff choose among with this one: an audit's, one per target (this one
 * included), each named by its supplier; none for any other document, whose conversation is its one.
 */
export function conversationsWith(thread: DocRef): { supplierId: number; thread: DocRef }[] {
  if (thread.kind !== 'supplierAudit') return [];
  const auditId = String(thread.id).split('~')[0]!;
  return (audits.get(Number(auditId))?.targets ?? []).map((t) => Number(t.supplierId)).map((supplierId) => ({ supplierId, thread: auditThread(auditId, supplierId) }));
}

/** The answer of a document's own GET (`path` after `/api/`) to whoever `authorization` names; undefined when no call answers it. */
async function ownGet(request: Request, path: string, authorization: string | null, handlers: () => readonly RequestHandler[]): Promise<Response | undefined> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/api\/.*$/, `/api/${path}`);
  url.search = '';
  const headers = new Headers();
  if (authorization) headers.set('Authorization', authorization);
  const language = request.headers.get('Accept-Language');
  if (language) headers.set('Accept-Language', language);
  return getResponse([...handlers()], new Request(url, { headers }));
}

/**
 * The document as its own GET answers it to this caller: the document, or that GET's refusal.
 * `me` (the supplier's own record) is named by the id its answer carries. A call on the messages
 * also gets the conversation it is about, or its refusal (threadOf); a timeline is the document's.
 */
export async function readDocument(request: Request, reader: AccountRecord, handlers: () => readonly RequestHandler[]): Promise<{ doc: DocRef; thread: DocRef } | Response> {
  const call = documentCall(request)!;
  const answer = await ownGet(request, `${call.prefix}/${call.resource}/${call.rawId}`, request.headers.get('Authorization'), handlers);
  if (!answer || !answer.ok) return answer ?? new Response(null, { status: 404 });
  const doc = docOf(call, (await answer.json()) as Record<string, unknown>, reader);
  if (call.part === 'activity') return { doc, thread: doc };
  const thread = threadOf(request, doc, reader);
  return thread instanceof Response ? thread : { doc, thread };
}

const ACCOUNT_FIELDS = ['buyer', 'personInCharge', 'processors', 'reviewer', 'createBy', 'createdBy'] as const;

/** What a conversation needs to know of its document: the supplier it is with, the accounts that own it. */
export interface DocParties {
  supplierId?: number;
  owners: string[];
}

/** An account as a record names it: its account name, or an AccountRef. */
const accountOf = (ref: unknown): string | undefined =>
  typeof ref === 'string' ? ref : typeof ref === 'object' && ref !== null && typeof (ref as { account?: unknown }).account === 'string' ? (ref as { account: string }).account : undefined;

/** The accounts a record's own owner fields name (each an account or a list of them). */
function ownersIn(record: Record<string, unknown> | undefined): unknown[] {
  return record ? ACCOUNT_FIELDS.flatMap((field) => [record[field]].flat()) : [];
}

/** The bill steps a reviewer takes (the others are the supplier's, or staff's acting for it). */
const REVIEW_STEPS = new Set(['CHECK', 'APPROVE', 'REJECT']);
/** The steps of a tracked document taken by who wrote it and who confirmed it for publishing. */
const DOC_OWNER_STEPS = new Set(['CREATE', 'NEW_VERSION', 'CONFIRM', 'REJECT']);

/**
 * The owners of a document that names none of its own: those of the document it belongs to. A
 * delivery line is its PO's buyer's; a quotation its inquiry's (who wrote it, who is in charge);
 * a bill its POs' buyers' and its reviewer's; a supplier's record its purchasing orgs' buyers and
 * sourcers'; a supplier's reply to a tracked document the document's writer's and confirmer's,
 * and who sent that reply back.
 */
const OWNERS_OF: Partial<Record<DocKind, (id: number, supplierId: number | undefined) => unknown[]>> = {
  deliverySchedule: (id) => {
    const line = deliverySchedules.get(id);
    return [line && purchaseOrders.get(line.poId)?.buyer];
  },
  quotation: (id) => {
    const quotation = quotations.get(id);
    return ownersIn(quotation && (inquiries.get(quotation.inquiryId) as Record<string, unknown> | undefined));
  },
  bill: (id) => {
    const bill = bills.get(id);
    if (!bill) return [];
    return [...posOfBill(bill).map((po) => po.buyer), ...bill.history.filter((h) => REVIEW_STEPS.has(h.action)).map((h) => h.by)];
  },
  supplier: (id) => (suppliers.get(id)?.purchaseData.purchaseOrgList ?? []).flatMap((org) => [org.buyer, org.sourcer]),
  eipReply: (id, supplierId) => {
    const doc = docTrackingBulletins.get(id);
    if (!doc) return [];
    const reply = doc.replies?.find((r) => r.supplierId === supplierId);
    return [...(doc.history ?? []).filter((h) => DOC_OWNER_STEPS.has(h.action)).map((h) => h.by), ...(reply?.returnHistory ?? []).map((r) => r.reviewer)];
  },
};

/**
 * From the stored document (the supplier's reading of it may leave its owners out). The owners are
 * names as the records hold them; who of them may be told is the recipients' business (threads.ts).
 */
export function partiesOf(doc: DocRef): DocParties {
  // A reply is between its supplier and the owners of the tracked document; an audit's thread names its supplier after `~`.
  const [docId, replier] = String(doc.id).split(doc.kind === 'eipReply' ? '-' : '~').map(Number);
  const stored = STORES[doc.kind === 'eipReply' ? 'eipBulletin' : doc.kind]?.get(docId!) as Record<string, unknown> | undefined;
  if (!stored) return { owners: [] };
  const supplierId = replier !== undefined && !Number.isNaN(replier) ? replier : doc.kind === 'supplier' ? stored.id : stored.supplierId;
  const named = [...ownersIn(stored), ...(OWNERS_OF[doc.kind]?.(docId!, typeof supplierId === 'number' ? supplierId : undefined) ?? [])];
  const owners = new Set(named.map(accountOf).filter((account): account is string => Boolean(account)));
  return { ...(typeof supplierId === 'number' ? { supplierId } : {}), owners: [...owners] };
}

/**
 * A document read by its own GET: one with a timeline and a conversation (DocRef), or a purchasing
 * bulletin, which keeps neither but holds files (file-holders.ts).
 */
export type ReadDoc = DocRef | { kind: 'purchaseBulletin'; id: number | string };

/** The name each kind of document is read under (DOCUMENTS' own), under either prefix. */
const RESOURCE: Partial<Record<ReadDoc['kind'], string>> = {
  ...Object.fromEntries(Object.entries(DOCUMENTS).map(([name, d]) => [d.kind, name])),
  purchaseBulletin: 'purchaseBulletin',
};

/** The kind of document each stored collection of DOCUMENTS keeps (`suppliers` → `supplier`). */
export const DOCUMENT_OF_COLLECTION: ReadonlyMap<string, DocKind> = new Map(Object.values(DOCUMENTS).map((d) => [d.store.name, d.kind]));

/**
 * The document's own GET on the account's side (after `/api/`), as the pages of that side read it;
 * undefined for a kind that side has no GET of. A reply is `{document}-{supplier}`, an audit's
 * thread `{audit}~{supplier}`: a supplier reads the document (its own record as `me`), staff read
 * the audit, and a reply under its document by its supplier. A supplier's user reads no other
 * supplier's record, reply or audit conversation, whatever the document's GET would answer it.
 */
function ownPath(thread: ReadDoc, account: AccountRecord): string | undefined {
  const [docId, supplierId] = String(thread.id).split(/[-~]/) as [string, string | undefined];
  if (account.kind === 'supplier') {
    const named = thread.kind === 'supplier' ? docId : supplierId;
    if (named !== undefined && Number(named) !== account.supplierId) return undefined;
    if (thread.kind === 'supplier') return 'su/supplier/me';
    const resource = thread.kind === 'eipReply' ? 'eipBulletin' : RESOURCE[thread.kind];
    return resource && `su/${resource}/${encodeURIComponent(docId)}`;
  }
  if (thread.kind === 'eipReply') return `a/eipBulletin/${encodeURIComponent(docId)}/replies/${encodeURIComponent(supplierId ?? '')}`;
  const resource = RESOURCE[thread.kind];
  return resource && `a/${resource}/${encodeURIComponent(docId)}`;
}

/**
 * Whether a user reads the document a conversation is about, now: the document's own GET of the
 * user's side (su/ for a supplier's user, a/ for staff) is asked as that user, in process, as
 * readDocument asks it for a caller, so each domain's rules decide with no copy of them here: an
 * audit still DRAFT, a version not published to the supplier, a record with no su/ page; staff
 * without the view permission of that kind of record, or outside the purchasing orgs its reads
 * are scoped to; a deactivated account. The user's token lives for that call only and is never
 * saved. Every GET asked here must only read: one that marks something read (su/purchaseBulletin's)
 * leaves that out for such a call (`inProcessCall`). `shows`, when given, must also hold of the
 * answer: the reader is shown that part of the document (a file: file-holders.ts).
 */
export async function readsDocument(
  request: Request,
  thread: ReadDoc,
  account: AccountRecord,
  handlers: () => readonly RequestHandler[],
  shows?: (answer: unknown) => boolean,
): Promise<boolean> {
  const path = ownPath(thread, account);
  if (!path) return false;
  return asUser(account.account, async (token) => {
    const answer = await ownGet(request, path, `Bearer ${token}`, handlers);
    if (!answer?.ok) return false;
    return shows ? shows(await answer.json()) : true;
  });
}
