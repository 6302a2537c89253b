import { http } from 'msw';
import { recordActivity } from '../activity';
import { docBulletinSchema, reasonSchema, type BulletinReply } from 'shared-ui/contract';
import { fieldsOf } from '../http/body-fields';
import { readBody } from '../http/body';
import { parseOrRefuse } from '../http/field-errors';
import { guarded } from '../http/guarded';
import { internalHolding, type Caller } from '../http/guards';
import { forReader, readerHolding } from '../http/reader';
import { idOf, notFound } from '../http/record';
import { ok } from '../http/respond';
import { searchCalls } from '../http/search-calls';
import type { BulletinRecord } from '../seed/bulletins';
import { clock } from '../store/clock';
import { docTrackingBulletins } from '../store/collections';
import { bulletinBody } from './bulletin-body';
import {
  detailOf,
  mailSupplier,
  nextDocNo,
  publishedOn,
  reachedSuppliers,
  refuse,
  UNPUBLISHED,
  versionCode,
  versionsOf,
  withStep,
} from './bulletin-workflow';
import { bulletinListItem, bulletinSearch, supplierBulletinRows, supplierBulletinSearch } from './doc-tracking-rows';
import { BULLETIN_ACTION, BULLETIN_MAIL, BULLETIN_MSG } from './messages';
import { notifyDocToAnswer } from './doc-notifications';

type Params = { id: string };
type Handler = (info: { request: Request; record: BulletinRecord; caller: Caller }) => Response | Promise<Response>;

const store = docTrackingBulletins;
/** The files a save of a version may keep: any version's attachments (its own; a copy's source's), all read by its editors. */
const keptFiles = () => store.all().flatMap((b) => b.attachments);
const WAITING: readonly BulletinReply['status'][] = ['PENDING', 'DRAFT', 'RETURNED'];

/** A call on one doc version (`:id`), for internal users holding `action` on BULLETIN_DOC; 404 unknown. */
const onVersion = (method: 'get' | 'put' | 'post', path: string, action: 'view' | 'edit' | 'review', handler: Handler) =>
  http[method]<Params>(`*/api/${path}`, guarded(internalHolding('BULLETIN_DOC', action), ({ request, params, caller }) => {
    const record = store.get(idOf(params.id));
    return record ? handler({ request, record, caller }) : notFound(request);
  }));

const answer = (record: BulletinRecord, status = 200) => ok(detailOf(store, record), status);

const ACTIVITY_OF = { CLOSE: 'close', CANCEL: 'cancel', COMMIT: 'commit', REJECT: 'reject' } as const;

/** A version's change stored with its history line, and told to its timeline (`note`: the reason given). */
function moved(record: BulletinRecord, patch: Partial<BulletinRecord>, action: keyof typeof ACTIVITY_OF, caller: Caller, note?: string): BulletinRecord {
  const from = record.status;
  const saved = store.update(record.id, { ...patch, history: withStep(record, action, caller.account, note) })!;
  recordActivity({ kind: 'eipBulletin', id: record.id }, { action: ACTIVITY_OF[action], by: caller.account, from, to: saved.status, reason: note });
  return saved;
}

/**
 * Confirming publishes the version: a PENDING reply and a mail for each supplier the targets
 * reach now; the doc's earlier current version becomes OLD and stops taking replies.
 */
function publish(record: BulletinRecord, caller: Caller): BulletinRecord {
  const publishDate = publishedOn(record.publishDate);
  const replies: BulletinReply[] = reachedSuppliers(record.targets).map((s) => ({ supplierId: s.id, supplierName: s.name, status: 'PENDING', files: [], returnHistory: [] }));
  for (const earlier of versionsOf(store, record)) {
    if (earlier.id === record.id || earlier.docVersionStatus !== 'CURRENT' || UNPUBLISHED.includes(earlier.status)) continue;
    store.update(earlier.id, { docVersionStatus: 'OLD', status: 'CLOSED', history: withStep(earlier, 'CLOSE', caller.account, record.docVersionCode) });
  }
  for (const reply of replies) {
    mailSupplier(reply.supplierId, BULLETIN_MAIL.publishedSubject(record.docNo ?? '', record.title), BULLETIN_MAIL.publishedBody(record.title, record.replyRequired ? record.replyDueDate : undefined));
    notifyDocToAnswer(record, reply.supplierId);
  }
  recordActivity({ kind: 'eipBulletin', id: record.id }, { action: 'publish', by: caller.account, from: record.status, to: 'PUBLISHED' });
  return store.update(record.id, {
    status: 'PUBLISHED',
    docVersionStatus: 'CURRENT',
    publishDate,
    validFrom: record.validFrom && record.validFrom > publishDate ? record.validFrom : publishDate,
    replies,
    history: withStep(record, 'CONFIRM', caller.account, String(replies.length)),
  })!;
}

/** The doc-tracking calls of spec section 7 (`a/eipBulletin`, `a/eipBulletinPublish`), internal side. */
const internalHandlers = [
  /** Page of BulletinListItem: every doc version (BulletinFilter, plus replyStatus). */
  ...searchCalls({
    path: '*/api/a/eipBulletin/search',
    guard: readerHolding('a', 'BULLETIN_DOC', 'view'),
    rows: () => store.all(),
    spec: bulletinSearch,
    item: bulletinListItem,
  }),

  /** A new document: version 1, DRAFT, a new doc no. (BULLETIN_DOC create). */
  http.post('*/api/a/eipBulletin', guarded(internalHolding('BULLETIN_DOC', 'create'), async ({ request, caller }) => {
    const body = await bulletinBody(request, docBulletinSchema, caller.account.account, keptFiles);
    if ('response' in body) return body.response;
    const docNo = nextDocNo(store, 'DT');
    const draft = { ...body.data, docNo, docVersionCode: versionCode(docNo, 1), version: 1, docVersionStatus: 'CURRENT' as const, status: 'DRAFT' as const, reminderCount: 0 };
    const created = store.insert({ ...draft, history: [] });
    return answer(store.update(created.id, { history: withStep(created, 'CREATE', caller.account) })!, 201);
  })),

  onVersion('get', 'a/eipBulletin/:id', 'view', ({ record }) => answer(record)),

  /** A version not yet published (DRAFT, or REJECTED: back to DRAFT) changes; 409 otherwise. */
  onVersion('put', 'a/eipBulletin/:id', 'edit', async ({ request, record, caller }) => {
    if (record.status !== 'DRAFT' && record.status !== 'REJECTED') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.edit, record.status));
    if (record.docVersionStatus === 'CANCELLED') return refuse(request, BULLETIN_MSG.wrongVersion(BULLETIN_ACTION.edit, record.docVersionStatus));
    const body = await bulletinBody(request, docBulletinSchema, caller.account.account, keptFiles);
    if ('response' in body) return body.response;
    return answer(store.replace(record.id, fieldsOf(docBulletinSchema), { ...body.data, status: 'DRAFT', history: withStep(record, 'SAVE', caller.account) })!);
  }),

  /** "Publish a new version": the newest published version copied into version n+1, DRAFT (it replaces the old one once confirmed). */
  onVersion('post', 'a/eipBulletin/:id/publish', 'edit', ({ request, record, caller }) => {
    const versions = versionsOf(store, record);
    if (versions.at(-1)!.id !== record.id) return refuse(request, BULLETIN_MSG.newerVersionExists);
    if (record.docVersionStatus !== 'CURRENT') return refuse(request, BULLETIN_MSG.wrongVersion(BULLETIN_ACTION.newVersion, record.docVersionStatus));
    if (UNPUBLISHED.includes(record.status)) return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.newVersion, record.status));
    const { id: _id, replies: _replies, history: _history, reminderCount: _count, publishDate: _published, ...content } = record;
    const version = record.version + 1;
    const draft = store.insert({ ...content, version, docVersionCode: versionCode(record.docNo ?? '', version), status: 'DRAFT', docVersionStatus: 'CURRENT', reminderCount: 0, publishDate: publishedOn(undefined), history: [] });
    return answer(store.update(draft.id, { history: withStep(draft, 'NEW_VERSION', caller.account, record.docVersionCode) })!, 201);
  }),

  /** `close/{docVersionCode}`: a published version stops taking replies (CLOSED). */
  http.post<{ code: string }>('*/api/a/eipBulletin/close/:code', guarded(internalHolding('BULLETIN_DOC', 'edit'), ({ request, params, caller }) => {
    const record = store.all().find((b) => b.docVersionCode === params.code);
    if (!record) return notFound(request);
    if (record.status !== 'PUBLISHED') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.close, record.status));
    return answer(moved(record, { status: 'CLOSED' }, 'CLOSE', caller));
  })),

  /** Cancel: the version is withdrawn (CANCELLED, and CLOSED when it was published). Not in the spec's list (README). */
  onVersion('post', 'a/eipBulletin/:id/cancel', 'edit', ({ request, record, caller }) => {
    if (record.docVersionStatus === 'CANCELLED') return refuse(request, BULLETIN_MSG.wrongVersion(BULLETIN_ACTION.cancel, record.docVersionStatus));
    if (record.status === 'COMMITTED') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.cancel, record.status));
    return answer(moved(record, { docVersionStatus: 'CANCELLED', status: UNPUBLISHED.includes(record.status) ? record.status : 'CLOSED' }, 'CANCEL', caller));
  }),

  /** Remind: a mail to every target that has not sent its reply, and one more on the count. Not in the spec's list (README). */
  onVersion('post', 'a/eipBulletin/:id/remind', 'edit', ({ request, record, caller }) => {
    if (record.status !== 'PUBLISHED') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.remind, record.status));
    if (!record.replyRequired) return refuse(request, BULLETIN_MSG.noReplyRequired);
    const waiting = (record.replies ?? []).filter((r) => WAITING.includes(r.status));
    if (waiting.length === 0) return refuse(request, BULLETIN_MSG.nothingToRemind);
    for (const reply of waiting) {
      mailSupplier(reply.supplierId, BULLETIN_MAIL.reminderSubject(record.docNo ?? '', record.title), BULLETIN_MAIL.reminderBody(record.title, record.replyDueDate));
      notifyDocToAnswer(record, reply.supplierId);
    }
    return answer(store.update(record.id, { reminderCount: record.reminderCount + 1, history: withStep(record, 'REMIND', caller.account, String(waiting.length)) })!);
  }),

  /** The publishing request of a version as its approver reads it, with the suppliers it reaches now. */
  onVersion('get', 'a/eipBulletinPublish/:id', 'view', ({ record }) => ok({ ...detailOf(store, record), targetSuppliers: reachedSuppliers(record.targets) })),

  /** The approver's corrections to a version waiting for approval (COMMITTED only). */
  onVersion('put', 'a/eipBulletinPublish/:id', 'review', async ({ request, record, caller }) => {
    if (record.status !== 'COMMITTED') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.edit, record.status));
    const body = await bulletinBody(request, docBulletinSchema, caller.account.account, keptFiles);
    if ('response' in body) return body.response;
    return answer(store.replace(record.id, fieldsOf(docBulletinSchema), { ...body.data, history: withStep(record, 'SAVE', caller.account) })!);
  }),

  /** Commit: a DRAFT or REJECTED version asks for publishing approval (COMMITTED); it must reach a supplier. */
  onVersion('post', 'a/eipBulletinPublish/:id/commit', 'edit', ({ request, record, caller }) => {
    if (record.status !== 'DRAFT' && record.status !== 'REJECTED') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.commit, record.status));
    if (record.docVersionStatus === 'CANCELLED') return refuse(request, BULLETIN_MSG.wrongVersion(BULLETIN_ACTION.commit, record.docVersionStatus));
    const parsed = parseOrRefuse(request, docBulletinSchema, record);
    if ('response' in parsed) return parsed.response;
    if (reachedSuppliers(record.targets).length === 0) return refuse(request, BULLETIN_MSG.noTargets);
    return answer(moved(record, { status: 'COMMITTED' }, 'COMMIT', caller));
  }),

  /** Confirm (BULLETIN_DOC review): COMMITTED → PUBLISHED, replies and mails (see `publish`). */
  onVersion('post', 'a/eipBulletinPublish/:id/confirm', 'review', ({ request, record, caller }) => {
    if (record.status !== 'COMMITTED') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.confirm, record.status));
    if (reachedSuppliers(record.targets).length === 0) return refuse(request, BULLETIN_MSG.noTargets);
    return answer(publish(record, caller));
  }),

  /** Reject (BULLETIN_DOC review) with a reason: COMMITTED → REJECTED, back to its editor. */
  onVersion('post', 'a/eipBulletinPublish/:id/reject', 'review', async ({ request, record, caller }) => {
    const parsed = parseOrRefuse(request, reasonSchema, await readBody(request));
    if ('response' in parsed) return parsed.response;
    if (record.status !== 'COMMITTED') return refuse(request, BULLETIN_MSG.wrongState(BULLETIN_ACTION.reject, record.status));
    return answer(moved(record, { status: 'REJECTED' }, 'REJECT', caller, parsed.data.reason));
  }),
];

/** Page of SupplierBulletinRow: the published CURRENT versions the caller's supplier answers, with its own replyStatus. */
const supplierSearch = searchCalls({
  path: '*/api/su/eipBulletin/search',
  guard: readerHolding('su', 'BULLETIN_DOC', 'view'),
  rows: (reader) => supplierBulletinRows(store.all(), reader.kind === 'supplier' ? reader.supplierId : Number.NaN, clock.today()),
  spec: supplierBulletinSearch,
  scope: forReader,
});

export const docTrackingHandlers = [...internalHandlers, ...supplierSearch];
